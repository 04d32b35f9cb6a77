import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TEXTS } from './email-change';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { LOCK_SECONDS } from './sign-in';
import { auth, bearer, form, postJson, signIn, useFakeServices } from './test/harness';

const fake = useFakeServices();

/** The new resident signed in, and a save of their user with `fields` over the current ones. */
async function signedIn() {
  const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
  const user = (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as { id: number };
  const save = (fields: Record<string, string>) =>
    fetch(`${auth}customuser/${user.id}/`, {
      method: 'PATCH',
      ...bearer(access),
      body: form({ id: String(user.id), first_name: 'Julián', last_name: 'Pereyra', email: NEW_RESIDENT.email, ...fields }),
    });
  const profile = async () => (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as Record<string, unknown>;
  return { access, save, profile };
}

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

describe('changing the e-mail (CONTRACT.md, R10)', () => {
  it('refuses a new e-mail without the current password, or with a wrong one, and keeps everything', async () => {
    const { save, profile } = await signedIn();
    const before = fake.state.mailbox.length;
    const missing = await save({ first_name: 'Otro', email: 'julian@example.com' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ current_password: [EMAIL_CHANGE_TEXTS.passwordMissing] });
    const wrong = await save({ first_name: 'Otro', email: 'julian@example.com', current_password: 'NoEsEsta1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ current_password: [EMAIL_CHANGE_TEXTS.passwordWrong] });
    expect(await profile()).toMatchObject({ first_name: NEW_RESIDENT.firstName, email: NEW_RESIDENT.email, pending_email: null });
    expect(fake.state.mailbox).toHaveLength(before);
  });

  it("says nothing of the new address before the password is right: a taken one gets only the password's answer", async () => {
    const { save } = await signedIn();
    const account = fake.state.findAccount(NEW_RESIDENT.email);
    for (const email of [DEMO_RESIDENT.email, 'julian@example.com']) {
      const missing = await save({ email });
      expect(missing.status).toBe(400);
      expect(await missing.json(), email).toEqual({ current_password: [EMAIL_CHANGE_TEXTS.passwordMissing] });
      const wrong = await save({ email, current_password: 'NoEsEsta1' });
      expect(wrong.status).toBe(400);
      expect(await wrong.json(), email).toEqual({ current_password: [EMAIL_CHANGE_TEXTS.passwordWrong] });
    }
    // The two wrong passwords counted towards the lock.
    expect(account?.failures).toBe(2);
    // With the right password, the address's own rule.
    const taken = await save({ email: DEMO_RESIDENT.email, current_password: NEW_RESIDENT.password });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ email: ['El e-mail no es válido'] });
    expect(account?.pendingEmail).toBeNull();
  });

  it('asks no password when the e-mail stays (in any capitals)', async () => {
    const { save } = await signedIn();
    expect((await save({ email: NEW_RESIDENT.email.toUpperCase() })).status).toBe(200);
  });

  it('with the password: a notice to the old address, a link to the new one, the change pending until the link is opened once', async () => {
    const { save, profile } = await signedIn();
    const saved = await save({ first_name: 'Julián Andrés', email: 'julian@example.com', current_password: NEW_RESIDENT.password });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      first_name: 'Julián Andrés',
      email: NEW_RESIDENT.email,
      pending_email: 'julian@example.com',
    });
    expect(await profile()).toMatchObject({ email: NEW_RESIDENT.email, pending_email: 'julian@example.com' });

    const [notice, confirmation] = fake.state.mailbox.slice(-2);
    expect(notice).toMatchObject({ to: NEW_RESIDENT.email, subject: 'Pediste cambiar el e-mail de tu cuenta' });
    expect(notice?.text).toContain('julian@example.com');
    expect(notice?.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/cancelar-email\?token=\w+$/);
    expect(notice?.text).toContain(notice?.link);
    expect(confirmation).toMatchObject({ to: 'julian@example.com', subject: 'Confirmá tu nuevo e-mail' });
    expect(confirmation?.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/confirmar-email\?token=\w+$/);
    // Still the old address for signing in until the link is opened.
    expect((await postJson(`${auth}login/`, { username: 'julian@example.com', password: NEW_RESIDENT.password })).status).toBe(400);

    const confirmed = await postJson(`${auth}emailchange/confirm/`, { token: tokenOf(confirmation?.link) });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ detail: 'Tu nuevo e-mail quedó confirmado.', email: 'julian@example.com' });
    expect(await profile()).toMatchObject({ email: 'julian@example.com', pending_email: null });
    const again = await postJson(`${auth}emailchange/confirm/`, { token: tokenOf(confirmation?.link) });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.linkRefused });
  });

  it('only the newest link confirms, and a link expires after 24 hours', async () => {
    const { save, profile } = await signedIn();
    await save({ email: 'primero@example.com', current_password: NEW_RESIDENT.password });
    const first = fake.state.mailbox.at(-1)?.link;
    await save({ email: 'segundo@example.com', current_password: NEW_RESIDENT.password });
    const second = fake.state.mailbox.at(-1)?.link;
    expect((await postJson(`${auth}emailchange/confirm/`, { token: tokenOf(first) })).status).toBe(400);
    expect(await profile()).toMatchObject({ email: NEW_RESIDENT.email, pending_email: 'segundo@example.com' });
    fake.advance(24 * 60 * 60);
    expect((await postJson(`${auth}emailchange/confirm/`, { token: tokenOf(second) })).status).toBe(400);
    const account = fake.state.accountByDni(NEW_RESIDENT.dni);
    expect(account && fake.state.userProfile(account)).toMatchObject({ email: NEW_RESIDENT.email, pending_email: null });
  });

  it('refuses a link whose address another account took meanwhile', async () => {
    const { save, profile } = await signedIn();
    await save({ email: 'compartido@example.com', current_password: NEW_RESIDENT.password });
    const link = fake.state.mailbox.at(-1)?.link;
    const demo = fake.state.accountByDni(DEMO_RESIDENT.dni);
    if (demo) demo.email = 'compartido@example.com';
    const taken = await postJson(`${auth}emailchange/confirm/`, { token: tokenOf(link) });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.emailTaken });
    expect(await profile()).toMatchObject({ email: NEW_RESIDENT.email, pending_email: null });
  });

  it('counts wrong current passwords with wrong sign-in passwords: the fifth locks the account (403), sign-in included', async () => {
    const { save } = await signedIn();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await save({ email: 'julian@example.com', current_password: `Mala${attempt}` })).status).toBe(400);
    }
    expect((await postJson(`${auth}login/`, { username: NEW_RESIDENT.email, password: 'Mala4' })).status).toBe(400);
    const locked = await save({ email: 'julian@example.com', current_password: 'Mala5' });
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ retry_after: LOCK_SECONDS });
    // Locked: even the right password waits out the lock, here and at sign-in.
    expect((await save({ email: 'julian@example.com', current_password: NEW_RESIDENT.password })).status).toBe(403);
    expect((await postJson(`${auth}login/`, { username: NEW_RESIDENT.email, password: NEW_RESIDENT.password })).status).toBe(403);
  });
});

describe('a pending e-mail change undone (CONTRACT.md, R13)', () => {
  /** Someone with the password asks to move the account to their own address: the two mails' tokens. */
  async function attackerAsks() {
    const { save, profile } = await signedIn();
    expect((await save({ email: 'atacante@example.com', current_password: NEW_RESIDENT.password })).status).toBe(200);
    const [notice, confirmation] = fake.state.mailbox.slice(-2);
    return { profile, cancel: tokenOf(notice?.link), confirm: tokenOf(confirmation?.link) };
  }

  it("the old address's link cancels the change at once, once; the confirmation link then fails", async () => {
    const { profile, cancel, confirm } = await attackerAsks();
    const cancelled = await postJson(`${auth}emailchange/cancel/`, { token: cancel });
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('Cache-Control')).toBe('no-store');
    expect(await cancelled.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.cancelled });
    expect(await profile()).toMatchObject({ email: NEW_RESIDENT.email, pending_email: null });
    expect((await postJson(`${auth}emailchange/confirm/`, { token: confirm })).status).toBe(400);
    const again = await postJson(`${auth}emailchange/cancel/`, { token: cancel });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.cancelRefused });
    expect((await postJson(`${auth}emailchange/cancel/`, { token: 'inventado' })).status).toBe(400);
  });

  it('a cancel link dies once its change was replaced or confirmed', async () => {
    const { save } = await signedIn();
    await save({ email: 'primero@example.com', current_password: NEW_RESIDENT.password });
    const firstCancel = tokenOf(fake.state.mailbox.at(-2)?.link);
    await save({ email: 'segundo@example.com', current_password: NEW_RESIDENT.password });
    const [notice, confirmation] = fake.state.mailbox.slice(-2);
    expect((await postJson(`${auth}emailchange/cancel/`, { token: firstCancel })).status).toBe(400);
    expect((await postJson(`${auth}emailchange/confirm/`, { token: tokenOf(confirmation?.link) })).status).toBe(200);
    expect((await postJson(`${auth}emailchange/cancel/`, { token: tokenOf(notice?.link) })).status).toBe(400);
  });

  it('a cancel link expires after 24 hours', async () => {
    const { cancel } = await attackerAsks();
    fake.advance(24 * 60 * 60);
    expect((await postJson(`${auth}emailchange/cancel/`, { token: cancel })).status).toBe(400);
  });

  it("a password reset cancels the change: the attacker's link no longer takes the account", async () => {
    const { profile, confirm } = await attackerAsks();
    expect((await postJson(`${auth}passwordreset/`, { email: NEW_RESIDENT.email })).status).toBe(200);
    const reset = fake.state.mailbox.at(-1);
    expect(reset?.subject).toBe('Restablecé tu contraseña');
    expect((await postJson(`${auth}passwordreset/confirm/`, { token: tokenOf(reset?.link), password: 'OtraClaveSegura2025' })).status).toBe(
      200,
    );
    const refused = await postJson(`${auth}emailchange/confirm/`, { token: confirm });
    expect(refused.status).toBe(400);
    const account = fake.state.accountByDni(NEW_RESIDENT.dni);
    expect(account && fake.state.userProfile(account)).toMatchObject({ email: NEW_RESIDENT.email, pending_email: null });
    await expect(profile()).resolves.toMatchObject({ detail: expect.any(String) });
  });

  it("'Cerrar sesión en todos los dispositivos' cancels the change too", async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const { confirm } = await attackerAsks();
    expect((await postJson(`${auth}logoutall/`, {}, access)).status).toBe(200);
    expect((await postJson(`${auth}emailchange/confirm/`, { token: confirm })).status).toBe(400);
    expect(fake.state.findAccount(NEW_RESIDENT.email)?.pendingEmail).toBeNull();
  });
});
