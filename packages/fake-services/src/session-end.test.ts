import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from './seed';
import { createFakeState } from './state';
import { auth, bearer, postJson, signIn, useFakeServices } from './test/harness';

// A sign-in's token family ends by itself (CONTRACT.md, R14): 12 hours after the sign-in however
// often it refreshes, or once no refresh came for the idle limit (900 + 300 s).

const fake = useFakeServices();

const dev = `${new URL(auth).origin}/__dev/`;
const ENDED = { detail: 'Por seguridad, volvé a ingresar.', reason: 'session_ended' };

type Pair = { access: string; refresh: string };

async function refreshed(tokens: Pair): Promise<Response> {
  return postJson(`${auth}refreshtoken/`, { refresh: tokens.refresh });
}

describe('a session ends (R14)', () => {
  it('lives at most 12 hours from its sign-in, however often it refreshes; then its refresh and its access tokens are refused', async () => {
    let tokens: Pair = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    // Refreshed every 10 minutes up to 11 h 58 min: never idle.
    for (let minutes = 10; minutes <= 710; minutes += 10) {
      fake.advance(600);
      const answer = await refreshed(tokens);
      expect(answer.status, `at ${minutes} min`).toBe(200);
      tokens = (await answer.json()) as Pair;
    }
    fake.advance(480);
    const last = await refreshed(tokens);
    expect(last.status).toBe(200);
    tokens = (await last.json()) as Pair;
    expect((await fetch(`${auth}userprofile/`, bearer(tokens.access))).status).toBe(200);
    // 12 hours after the sign-in: the access token of a minute ago no longer serves, nor does the refresh.
    fake.advance(120);
    expect((await fetch(`${auth}userprofile/`, bearer(tokens.access))).status).toBe(401);
    const ended = await refreshed(tokens);
    expect(ended.status).toBe(400);
    expect(await ended.json()).toEqual(ENDED);
    expect(await (await refreshed(tokens)).json()).toEqual(ENDED);
    // Another sign-in starts its own 12 hours.
    const again = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    expect((await refreshed(again)).status).toBe(200);
  });

  it('ends once no refresh came for the idle limit plus one access token (1 200 s)', async () => {
    const tokens = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    fake.advance(1199);
    const kept = await refreshed(tokens);
    expect(kept.status).toBe(200);
    const next = (await kept.json()) as Pair;
    fake.advance(1200);
    const ended = await refreshed(next);
    expect(ended.status).toBe(400);
    expect(await ended.json()).toEqual(ENDED);
  });

  it('takes both limits from the options and from POST /__dev/config', async () => {
    expect(createFakeState()).toMatchObject({ sessionMaxSeconds: 43_200, sessionIdleSeconds: 1_200 });
    expect(createFakeState({ sessionMaxSeconds: 60, sessionIdleSeconds: 30 })).toMatchObject({
      sessionMaxSeconds: 60,
      sessionIdleSeconds: 30,
    });

    const set = await postJson(`${dev}config`, { sessionMaxSeconds: 90, sessionIdleSeconds: 50 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ sessionMaxSeconds: 90, sessionIdleSeconds: 50 });
    expect((await postJson(`${dev}config`, { sessionMaxSeconds: 0 })).status).toBe(400);
    let tokens: Pair = fake.state.signIn(DEMO_RESIDENT.dni);
    fake.advance(45);
    tokens = (await (await refreshed(tokens)).json()) as Pair;
    fake.advance(45);
    expect(await (await refreshed(tokens)).json()).toEqual(ENDED);
    const idle = fake.state.signIn(DEMO_RESIDENT.dni);
    fake.advance(50);
    expect(await (await refreshed(idle)).json()).toEqual(ENDED);
    // A reset puts the defaults back.
    fake.state.reset();
    expect(fake.state).toMatchObject({ sessionMaxSeconds: 43_200, sessionIdleSeconds: 1_200 });
  });
});
