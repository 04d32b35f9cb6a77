import { describe, expect, it, vi } from 'vitest';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { auth, bearer, postJson, signIn, useFakeServices } from './test/harness';

const fake = useFakeServices();

describe('password sign-in with an e-mailed code', () => {
  it('e-mails a 4-digit code and exchanges it for tokens', async () => {
    const login = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    expect(login.status).toBe(200);
    const mail = fake.state.mailbox.at(-1);
    expect(mail?.to).toBe(DEMO_RESIDENT.email);
    expect(mail?.code).toMatch(/^\d{4}$/);
    expect(mail?.text).toContain(mail?.code);

    const answer = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code: mail?.code });
    expect(answer.status).toBe(200);
    const tokens = (await answer.json()) as { access: string; refresh: string };
    const profile = await fetch(`${auth}userprofile/`, bearer(tokens.access));
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ dni: DEMO_RESIDENT.dni, email: DEMO_RESIDENT.email });
  });

  it('accepts the DNI as username', async () => {
    const tokens = await signIn(fake.state, String(NEW_RESIDENT.dni), NEW_RESIDENT.password);
    const profile = await fetch(`${auth}userprofile/`, bearer(tokens.access));
    expect(await profile.json()).toMatchObject({ dni: NEW_RESIDENT.dni, profile: { viewed: false, town: null } });
  });

  it('answers 400 with a detail for wrong credentials', async () => {
    const answer = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'equivocada' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ detail: 'DNI, e-mail o contraseña incorrectos.' });
    expect(fake.state.mailbox).toHaveLength(0);
  });

  it('uses a code once only', async () => {
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    const code = fake.state.mailbox.at(-1)?.code;
    const first = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code });
    expect(first.status).toBe(200);
    const again = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ pin_error: true });
  });

  it('lets a code expire after 10 minutes', async () => {
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    const code = fake.state.mailbox.at(-1)?.code;
    fake.advance(10 * 60 + 1);
    const answer = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      detail: 'El código venció. Volvé a ingresar tu contraseña para recibir uno nuevo.',
      pin_error: true,
    });
  });

  it('answers a wrong code as a PIN error', async () => {
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    const code = fake.state.mailbox.at(-1)?.code;
    const wrong = code === '0000' ? '1111' : '0000';
    const answer = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code: wrong });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ detail: 'El código ingresado es incorrecto.', pin_error: true });
  });
});

describe('lock after five failures in a row', () => {
  it('locks for 300 s with retry_after, then lets the resident in again', async () => {
    const wrong = { username: DEMO_RESIDENT.email, password: 'mal' };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await postJson(`${auth}login/`, wrong)).status).toBe(400);
    }
    const fifth = await postJson(`${auth}login/`, wrong);
    expect(fifth.status).toBe(403);
    expect(await fifth.json()).toMatchObject({ retry_after: 300 });

    // Even the right password is refused while locked; retry_after counts down.
    fake.advance(120);
    const locked = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    expect(locked.status).toBe(403);
    const body = (await locked.json()) as { detail: string; retry_after: number };
    expect(body.retry_after).toBe(180);
    expect(body.detail).toMatch(/bloqueada/);

    fake.advance(180);
    const open = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    expect(open.status).toBe(200);
  });

  it('restarts the count on a right password and locks on the fifth wrong code', async () => {
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'mal' });
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'mal' });
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    // A right password resets the count: five wrong codes are needed now.
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      answers.push((await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code: 'xxxx' })).status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 403]);
    const code = fake.state.mailbox.at(-1)?.code;
    expect((await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code })).status).toBe(403);
  });
});

describe('tokens', () => {
  it('expires access tokens after the configured lifetime', async () => {
    const { access } = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    fake.advance(299);
    expect((await fetch(`${auth}userprofile/`, bearer(access))).status).toBe(200);
    fake.advance(1);
    const expired = await fetch(`${auth}userprofile/`, bearer(access));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ detail: 'El token de acceso no es válido o expiró.' });
  });

  it('ages tokens at once when a browser test moves the clock forward (`POST /__dev/clock`); a reset puts it back', async () => {
    const dev = `${new URL(auth).origin}/__dev/`;
    const { access } = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const before = fake.state.now();
    expect((await postJson(`${dev}clock`, { advanceMs: 299_000 })).status).toBe(200);
    expect(fake.state.now() - before).toBe(299_000);
    expect((await fetch(`${auth}userprofile/`, bearer(access))).status).toBe(200);
    expect(await (await postJson(`${dev}clock`, { advanceMs: 1_000 })).json()).toEqual({ advancedMs: 1_000 });
    expect((await fetch(`${auth}userprofile/`, bearer(access))).status).toBe(401);

    expect((await postJson(`${dev}clock`, { advanceMs: -5 })).status).toBe(400);
    expect((await postJson(`${dev}clock`, {})).status).toBe(400);
    expect((await postJson(`${dev}reset`, {})).status).toBe(200);
    expect(fake.state.now()).toBe(before);
  });

  it('rotates refresh tokens: the old one stops working', async () => {
    const first = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const rotated = await postJson(`${auth}refreshtoken/`, { refresh: first.refresh });
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { access: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);
    expect((await fetch(`${auth}userprofile/`, bearer(second.access))).status).toBe(200);

    const reused = await postJson(`${auth}refreshtoken/`, { refresh: first.refresh });
    expect(reused.status).toBe(400);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: second.refresh })).status).toBe(200);
  });

  it('ends a call waiting out a slow fault when the world is reset: 503, and nothing reaches the fresh world', async () => {
    fake.state.faults.auth = { mode: 'slow', delayMs: 60_000 };
    const pending = postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    await vi.waitFor(() => expect(fake.state.waiting).toBe(1), { timeout: 10_000 });
    fake.state.reset();
    const answer = await pending;
    expect(answer.status).toBe(503);
    // No code mailed, none pending: the next test's sign-in is its own.
    expect(fake.state.mailbox).toEqual([]);
    expect(fake.state.waiting).toBe(0);
  });

  it('refuses a refresh token past its lifetime, which the configuration sets', async () => {
    fake.state.refreshTokenTtlSeconds = 60;
    const { refresh } = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    fake.advance(61);
    const expired = await postJson(`${auth}refreshtoken/`, { refresh });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ detail: 'El token de actualización no es válido o expiró.' });
  });

  it('answers 401 without a bearer, with `Bearer null` and with an unknown token', async () => {
    const missing = await fetch(`${auth}userprofile/`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ detail: 'No se enviaron las credenciales de autenticación.' });
    expect((await fetch(`${auth}userprofile/`, bearer('null'))).status).toBe(401);
    expect((await fetch(`${auth}newalpha/`, bearer('inventado'))).status).toBe(401);
  });

  it('follows a lifetime changed at run time', async () => {
    fake.state.accessTokenTtlSeconds = 5;
    const { access } = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    fake.advance(5);
    expect((await fetch(`${auth}userprofile/`, bearer(access))).status).toBe(401);
  });
});
