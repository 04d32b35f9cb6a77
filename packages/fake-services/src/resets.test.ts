import { fakeServiceConfig, s256Challenge } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from './seed';
import { auth, bearer, passwordStep, postJson, signIn, useFakeServices } from './test/harness';

// A password reset and `logoutall/` cancel everything pending of the account, not only its
// sessions: the pending sign-in and its code, hand-off alphas, provider tokens not yet exchanged
// (CONTRACT.md, R13; the e-mail change is in email-change.test.ts).

const fake = useFakeServices();

const username = DEMO_RESIDENT.email;

/** What someone holding the account's password and a session may have left pending. */
async function pendingThings() {
  const { access } = await signIn(fake.state, username, DEMO_RESIDENT.password);
  const signInLeft = await passwordStep(fake.state, username, DEMO_RESIDENT.password);
  const { alpha } = (await (await fetch(`${auth}newalpha/`, bearer(access))).json()) as { alpha: string };
  const verifier = 'p'.repeat(43);
  const started = fake.state.startProviderLogin('afip', await s256Challenge(verifier));
  if (!started) throw new Error('no provider start');
  const returned = await postJson(`${auth}afipredirect/`, { state: started.state, code: started.code, code_verifier: verifier });
  const { token } = (await returned.json()) as { token: string };
  return { access, signInLeft, alpha, providerToken: token };
}

/** Whether each pending thing still works. */
async function stillWorking({ signInLeft, alpha, providerToken }: Awaited<ReturnType<typeof pendingThings>>) {
  const code = await postJson(`${auth}doublefactor/`, { username, code: signInLeft.code, ticket: signInLeft.ticket });
  const handoff = await fetch(`${fakeServiceConfig.handoff.habilitaciones}/login/${alpha}`);
  const exchanged = await postJson(`${auth}afipprofile/`, { token: providerToken });
  return { code: code.status === 200, alpha: handoff.status === 200, providerToken: exchanged.status === 200 };
}

describe('resets undo what is pending (R13)', () => {
  it('without a reset, each pending thing works (the control)', async () => {
    expect(await stillWorking(await pendingThings())).toEqual({ code: true, alpha: true, providerToken: true });
  });

  it('a password reset cancels the pending sign-in and its code, the alphas and the provider tokens', async () => {
    const pending = await pendingThings();
    await postJson(`${auth}passwordreset/`, { email: username });
    const token = new URL(fake.state.mailbox.at(-1)?.link ?? '').searchParams.get('token');
    expect((await postJson(`${auth}passwordreset/confirm/`, { token, password: 'OtraClaveSegura2025' })).status).toBe(200);
    expect(await stillWorking(pending)).toEqual({ code: false, alpha: false, providerToken: false });
  });

  it("'Cerrar sesión en todos los dispositivos' (logoutall/) cancels them too", async () => {
    const pending = await pendingThings();
    expect((await postJson(`${auth}logoutall/`, {}, pending.access)).status).toBe(200);
    expect(await stillWorking(pending)).toEqual({ code: false, alpha: false, providerToken: false });
  });

  it("cancels only that account's: another resident's pending sign-in stays", async () => {
    const other = await passwordStep(fake.state, '27999888', 'Nuevo2024');
    const { access } = await signIn(fake.state, username, DEMO_RESIDENT.password);
    await postJson(`${auth}logoutall/`, {}, access);
    expect((await postJson(`${auth}doublefactor/`, { username: '27999888', code: other.code, ticket: other.ticket })).status).toBe(200);
  });
});
