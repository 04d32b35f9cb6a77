import { DEMO_RESIDENT } from '@portal/fake-services';
import { describe, expect, it } from 'vitest';
import { useRecoveryStore } from './store';
import { countRequests } from './test/portal';
import { fakeState } from './test/setup';

async function newcomerToken(): Promise<string> {
  await fakeState().register({
    first_name: 'Lucía',
    last_name: 'Gómez',
    dni: '41222333',
    email: 'lucia@example.com',
    password: 'Prueba2024',
  });
  const link = fakeState().mailbox.at(-1)?.link ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

describe('the recovery part of the store', () => {
  it('activates a link once: a second call for the same token shares the first', async () => {
    const calls = countRequests('activate/');
    const token = await newcomerToken();
    const { activateAccount } = useRecoveryStore.getState();
    const results = await Promise.all([activateAccount(token), activateAccount(token)]);
    expect(results).toEqual([true, true]);
    // Later in the same page: the link's outcome, not another call (the token is single use).
    expect(await activateAccount(token)).toBe(true);
    expect(calls.count).toBe(1);
    expect(useRecoveryStore.getState().activation).toEqual({ status: 'success', id: token });
    calls.stop();
  });

  it('refuses a missing or malformed token without a call', async () => {
    const calls = countRequests('activate/');
    const { activateAccount } = useRecoveryStore.getState();
    expect(await activateAccount(null)).toBe(false);
    expect(useRecoveryStore.getState().activation).toMatchObject({ status: 'error', reason: 'missing' });
    expect(await activateAccount('a b')).toBe(false);
    expect(useRecoveryStore.getState().activation).toMatchObject({ status: 'error', reason: 'malformed' });
    expect(calls.count).toBe(0);
    calls.stop();
  });

  it('sends one recovery request at a time and records its visit', async () => {
    const calls = countRequests('passwordreset/');
    const { requestPasswordReset } = useRecoveryStore.getState();
    const results = await Promise.all([requestPasswordReset(DEMO_RESIDENT.email, 'k1'), requestPasswordReset(DEMO_RESIDENT.email, 'k1')]);
    expect(results).toEqual([true, false]);
    expect(calls.count).toBe(1);
    expect(useRecoveryStore.getState().passwordReset).toEqual({ status: 'sent', visit: 'k1', email: DEMO_RESIDENT.email });
    calls.stop();
  });

  it('keeps the resend request apart from the recovery request, and reset() clears both', async () => {
    await useRecoveryStore.getState().resendVerification('nadie@example.com', 'k2');
    expect(useRecoveryStore.getState().verificationResend).toMatchObject({ status: 'sent', visit: 'k2' });
    expect(useRecoveryStore.getState().passwordReset).toEqual({ status: 'idle' });
    useRecoveryStore.getState().restartEmailRequest('verificationResend');
    expect(useRecoveryStore.getState().verificationResend).toEqual({ status: 'idle' });
    await useRecoveryStore.getState().resendVerification('nadie@example.com', 'k3');
    useRecoveryStore.setState({ passwordReset: { status: 'sent', visit: 'k4', email: 'nadie@example.com' } });
    useRecoveryStore.getState().reset();
    expect(useRecoveryStore.getState().verificationResend).toEqual({ status: 'idle' });
    expect(useRecoveryStore.getState().passwordReset).toEqual({ status: 'idle' });
  });
});
