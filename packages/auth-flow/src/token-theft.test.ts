import { ERROR_MESSAGES, isSignedIn, readSessionEnd, sessionStore, type TokenPair } from '@portal/api-client';
import { requestAlpha } from '@portal/api-client/calls';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { describe, expect, it } from 'vitest';
import { fakeState } from './test/setup';

// docs/product.md#token-refresh: a stolen refresh token ends as an expired session does, for the
// thief and the resident alike (CONTRACT.md, R5), through the fake services' rotation and grace.

function signedIn(): TokenPair {
  const tokens = fakeState().signIn(DEMO_RESIDENT.dni);
  sessionStore.getState().signIn(tokens);
  return tokens;
}

/** Past the access token's lifetime (and so past the 30 s reuse grace): the next call refreshes. */
function accessTokenExpires(): void {
  fakeState().advanceClock(fakeState().accessTokenTtlSeconds * 1000);
}

describe('a stolen refresh token', () => {
  it("used by a thief first: the resident's next refresh presents the spent token, and both are signed out", async () => {
    const tokens = signedIn();
    const thief = fakeState().refresh(tokens.refresh).body as TokenPair;
    accessTokenExpires();

    await expect(requestAlpha()).rejects.toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionExpired });
    expect(isSignedIn()).toBe(false);
    expect(readSessionEnd()).toBe('expired');
    expect(fakeState().refresh(thief.refresh).status).toBe(400);
  });

  it("presented by a thief after the resident's refresh: the resident's next refresh is refused, and the login says the session expired", async () => {
    const stolen = signedIn();
    accessTokenExpires();
    await expect(requestAlpha()).resolves.toMatch(/^[A-Za-z0-9]+$/);
    expect(isSignedIn()).toBe(true);

    fakeState().advanceClock(31_000);
    expect(fakeState().refresh(stolen.refresh).status).toBe(400);
    accessTokenExpires();
    await expect(requestAlpha()).rejects.toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionExpired });
    expect(readSessionEnd()).toBe('expired');
  });
});
