import { s256Challenge } from '@portal/api-client';
import { EMAIL_MESSAGE } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from './accounts';
import { EMAIL_CHANGE_TEXTS } from './email-change';
import { EMAIL_UNDO_TEXTS } from './email-undo';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { auth, bearer, form, postJson, signIn, useFakeServices } from './test/harness';

const fake = useFakeServices();

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
const NEW_PASSWORD = 'DeVueltaMiCuenta2025';

/** The newest mail to `to` whose subject has `subject`. */
const mailTo = (to: string, subject: string) => fake.state.mailbox.filter((m) => m.to === to && m.subject.includes(subject)).at(-1);

/** Signs `username` in and changes the account's e-mail to `email`, confirmed from that mailbox at once. */
async function changeAndConfirm(username: string, password: string, email: string) {
  const { access, refresh } = await signIn(fake.state, username, password);
  const user = (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as { id: number; email: string };
  const saved = await fetch(`${auth}customuser/${user.id}/`, {
    method: 'PATCH',
    ...bearer(access),
    body: form({ id: String(user.id), email, current_password: password }),
  });
  expect(saved.status).toBe(200);
  const cancel = tokenOf(mailTo(user.email, 'Pediste cambiar')?.link);
  expect((await postJson(`${auth}emailchange/confirm/`, { token: tokenOf(mailTo(email, 'Confirmá')?.link) })).status).toBe(200);
  const undo = tokenOf(mailTo(user.email, 'Cambiaste el e-mail')?.link);
  return { access, refresh, cancel, undo, previous: user.email };
}

const undo = (body: Record<string, string>) => postJson(`${auth}emailchange/undo/`, body);

describe('a confirmed e-mail change undone from the replaced address (CONTRACT.md, R13)', () => {
  it('the confirmation mails the replaced address a 7-day undo link; the cancel link dies', async () => {
    const { cancel, undo: token } = await changeAndConfirm(NEW_RESIDENT.email, NEW_RESIDENT.password, 'atacante@example.com');
    const notice = mailTo(NEW_RESIDENT.email, 'Cambiaste el e-mail');
    expect(notice?.subject).toBe('Cambiaste el e-mail de tu cuenta');
    expect(notice?.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/deshacer-email\?token=\w+$/);
    expect(notice?.text).toContain(notice?.link);
    expect(notice?.text).toContain('atacante@example.com');
    expect(notice?.text).toContain('7 días');
    expect((await postJson(`${auth}emailchange/cancel/`, { token: cancel })).status).toBe(400);
    fake.advance(7 * 24 * 60 * 60);
    const expired = await undo({ token, password: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ detail: EMAIL_UNDO_TEXTS.linkRefused });
  });

  it('restores the address with the new password, ends every session, cancels what is pending, voids the new address’s reset links and tells it', async () => {
    const { refresh, undo: token } = await changeAndConfirm(NEW_RESIDENT.email, NEW_RESIDENT.password, 'atacante@example.com');
    // The new address asks a reset link and leaves a change pending.
    expect((await postJson(`${auth}passwordreset/`, { email: 'atacante@example.com' })).status).toBe(200);
    const reset = tokenOf(mailTo('atacante@example.com', 'Restablecé')?.link);
    const account = fake.state.accountByDni(NEW_RESIDENT.dni);
    if (!account) throw new Error('no account');
    account.pendingEmail = 'otro@example.com';

    const common = await undo({ token, password: 'password' });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    expect((await undo({ token, password: 'corta' })).status).toBe(400);
    expect(account.email).toBe('atacante@example.com');

    const undone = await undo({ token, password: NEW_PASSWORD });
    expect(undone.status).toBe(200);
    expect(undone.headers.get('Cache-Control')).toBe('no-store');
    expect(await undone.json()).toEqual({ detail: EMAIL_UNDO_TEXTS.undone });
    expect(account).toMatchObject({ email: NEW_RESIDENT.email, password: NEW_PASSWORD, pendingEmail: null });
    expect((await postJson(`${auth}refreshtoken/`, { refresh })).status).toBe(400);
    expect((await postJson(`${auth}passwordreset/confirm/`, { token: reset, password: 'OtraClaveSegura2025' })).status).toBe(400);
    expect(mailTo('atacante@example.com', 'Se deshizo')?.text).toContain('ya no es la de la cuenta');
    expect((await undo({ token, password: NEW_PASSWORD })).status).toBe(400);
    expect((await signIn(fake.state, NEW_RESIDENT.email, NEW_PASSWORD)).access).toEqual(expect.any(String));
  });

  it('outlives a password reset, logoutall/ and a later change; the oldest link decides the address', async () => {
    const first = await changeAndConfirm(NEW_RESIDENT.email, NEW_RESIDENT.password, 'atacante@example.com');
    expect((await postJson(`${auth}passwordreset/`, { email: 'atacante@example.com' })).status).toBe(200);
    const reset = tokenOf(mailTo('atacante@example.com', 'Restablecé')?.link);
    expect((await postJson(`${auth}passwordreset/confirm/`, { token: reset, password: 'ClaveDelAtacante1' })).status).toBe(200);
    const later = await changeAndConfirm('atacante@example.com', 'ClaveDelAtacante1', 'tercero@example.com');
    expect((await postJson(`${auth}logoutall/`, {}, later.access)).status).toBe(200);

    // The later change's own link restores the address it replaced; the first one still wins after it.
    expect((await undo({ token: later.undo, password: 'OtraDelAtacante2' })).status).toBe(200);
    expect(fake.state.accountByDni(NEW_RESIDENT.dni)?.email).toBe('atacante@example.com');
    expect((await undo({ token: first.undo, password: NEW_PASSWORD })).status).toBe(200);
    expect(fake.state.accountByDni(NEW_RESIDENT.dni)).toMatchObject({ email: NEW_RESIDENT.email, password: NEW_PASSWORD });
  });

  it('used first, the oldest link voids the newer ones', async () => {
    const first = await changeAndConfirm(NEW_RESIDENT.email, NEW_RESIDENT.password, 'atacante@example.com');
    const later = await changeAndConfirm('atacante@example.com', NEW_RESIDENT.password, 'tercero@example.com');
    expect((await undo({ token: first.undo, password: NEW_PASSWORD })).status).toBe(200);
    expect((await undo({ token: later.undo, password: 'OtraDelAtacante2' })).status).toBe(400);
    expect(fake.state.accountByDni(NEW_RESIDENT.dni)?.email).toBe(NEW_RESIDENT.email);
  });

  it('a level-2 account needs a provider’s confirmation of its DNI; a refusal spends nothing of the link', async () => {
    const { undo: token } = await changeAndConfirm(DEMO_RESIDENT.email, DEMO_RESIDENT.password, 'atacante@example.com');
    const verifier = 'v'.repeat(43);
    const challenge = await s256Challenge(verifier);
    const proof = (dni: number) => {
      const choice = fake.state.providerChoices('renaper', challenge).find((c) => c.identity.dni === dni);
      return { provider: 'renaper', state: choice?.state ?? '', code: choice?.code ?? '', code_verifier: verifier };
    };

    const without = await undo({ token, password: NEW_PASSWORD });
    expect(without.status).toBe(403);
    expect(await without.json()).toEqual({ detail: EMAIL_UNDO_TEXTS.providerRequired, reason: 'provider_required' });
    const other = await undo({ token, password: NEW_PASSWORD, ...proof(NEW_RESIDENT.dni) });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ detail: EMAIL_UNDO_TEXTS.dniMismatch, reason: 'dni_mismatch' });
    const wrongVerifier = await undo({ token, password: NEW_PASSWORD, ...proof(DEMO_RESIDENT.dni), code_verifier: 'w'.repeat(43) });
    expect(wrongVerifier.status).toBe(403);
    expect(await wrongVerifier.json()).toEqual({ detail: EMAIL_UNDO_TEXTS.providerRefused, reason: 'provider_required' });
    expect(fake.state.accountByDni(DEMO_RESIDENT.dni)?.email).toBe('atacante@example.com');

    const own = proof(DEMO_RESIDENT.dni);
    expect((await undo({ token, password: NEW_PASSWORD, ...own })).status).toBe(200);
    expect(fake.state.accountByDni(DEMO_RESIDENT.dni)).toMatchObject({ email: DEMO_RESIDENT.email, level: 2 });
    // The provider's code is spent with it: no sign-in from it.
    expect((await postJson(`${auth}renaperredirect/`, { state: own.state, code: own.code, code_verifier: verifier })).status).toBe(400);
  });
});

describe('the replaced address stays its account’s while an undo link can restore it (CONTRACT.md, R13)', () => {
  const newcomer = { first_name: 'Otra', last_name: 'Persona', dni: '30999888', password: 'OtraPersona2025' };

  it('registration and another account’s change are refused it as a taken address; the account itself may go back to it', async () => {
    await changeAndConfirm(NEW_RESIDENT.email, NEW_RESIDENT.password, 'atacante@example.com');

    const registered = await fetch(`${auth}customuser/`, { method: 'POST', body: form({ ...newcomer, email: 'NUEVO@example.com' }) });
    expect(registered.status).toBe(400);
    expect(await registered.json()).toEqual({ detail: 'Ya existe una cuenta con ese email.' });

    const { access } = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const demo = (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as { id: number };
    const changed = await fetch(`${auth}customuser/${demo.id}/`, {
      method: 'PATCH',
      ...bearer(access),
      body: form({ id: String(demo.id), email: NEW_RESIDENT.email, current_password: DEMO_RESIDENT.password }),
    });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual({ email: [EMAIL_MESSAGE] });

    // The account whose link keeps it may take it back by a change of its own.
    const { access: own } = await signIn(fake.state, 'atacante@example.com', NEW_RESIDENT.password);
    const mine = fake.state.accountByDni(NEW_RESIDENT.dni);
    if (!mine) throw new Error('no account');
    const back = await fetch(`${auth}customuser/${mine.id}/`, {
      method: 'PATCH',
      ...bearer(own),
      body: form({ id: String(mine.id), email: NEW_RESIDENT.email, current_password: NEW_RESIDENT.password }),
    });
    expect(back.status).toBe(200);
  });

  it('a change asked while the address was free is refused it at its confirmation once an undo link keeps it', async () => {
    const demo = fake.state.accountByDni(DEMO_RESIDENT.dni);
    if (!demo) throw new Error('no account');
    expect(fake.state.updateUser(demo, demo.id, { email: 'compartida@example.com', current_password: DEMO_RESIDENT.password }).status).toBe(
      200,
    );
    const demoConfirmation = tokenOf(mailTo('compartida@example.com', 'Confirmá')?.link);
    // The new resident takes the address first, then leaves it: its undo link keeps it.
    await changeAndConfirm(NEW_RESIDENT.email, NEW_RESIDENT.password, 'compartida@example.com');
    await changeAndConfirm('compartida@example.com', NEW_RESIDENT.password, 'otra-mas@example.com');
    const refused = await postJson(`${auth}emailchange/confirm/`, { token: demoConfirmation });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.emailTaken });
    expect(demo.email).toBe(DEMO_RESIDENT.email);
  });

  it('is free again once no link can restore it: 7 days on', async () => {
    await changeAndConfirm(NEW_RESIDENT.email, NEW_RESIDENT.password, 'atacante@example.com');
    fake.advance(7 * 24 * 60 * 60);
    const registered = await fetch(`${auth}customuser/`, { method: 'POST', body: form({ ...newcomer, email: NEW_RESIDENT.email }) });
    expect(registered.status).toBe(201);
  });
});
