import { describe, expect, it, vi } from 'vitest';
import { MAIL_LIMIT, MAIL_WINDOW_SECONDS } from './mail-limits';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { LOCK_SECONDS } from './sign-in';
import { auth, bearer, passwordStep, postJson, signIn, useFakeServices } from './test/harness';

const fake = useFakeServices();

const NO_PENDING = 'Este código ya no sirve. Volvé a ingresar tu contraseña para recibir uno nuevo.';

function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

describe('password sign-in with an e-mailed code', () => {
  it('e-mails a 4-digit code and exchanges it for tokens', async () => {
    const login = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    expect(login.status).toBe(200);
    const { ticket } = (await login.json()) as { ticket: string };
    expect(ticket).toMatch(/^[A-Za-z0-9]{32}$/);
    const mail = fake.state.mailbox.at(-1);
    expect(mail?.to).toBe(DEMO_RESIDENT.email);
    expect(mail?.code).toMatch(/^\d{4}$/);
    expect(mail?.text).toContain(mail?.code);

    const answer = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code: mail?.code, ticket });
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
    const { ticket, code } = await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const first = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code, ticket });
    expect(first.status).toBe(200);
    const again = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code, ticket });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: NO_PENDING, pin_error: true });
  });

  it('lets a code expire after 10 minutes', async () => {
    const { ticket, code } = await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    fake.advance(10 * 60 + 1);
    const answer = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code, ticket });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      detail: 'El código venció. Volvé a ingresar tu contraseña para recibir uno nuevo.',
      pin_error: true,
    });
  });

  it('answers a wrong code as a PIN error', async () => {
    const { ticket, code } = await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const answer = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code: wrongCode(code), ticket });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ detail: 'El código ingresado es incorrecto.', pin_error: true });
  });

  it('accepts a code only with the ticket of the sign-in that asked for it; a new login/ kills the code before', async () => {
    const first = await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const second = await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    for (const attempt of [
      { code: first.code, ticket: first.ticket },
      { code: second.code },
      { code: second.code, ticket: first.ticket },
      { code: second.code, ticket: 'inventado' },
    ]) {
      const answer = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, ...attempt });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ detail: NO_PENDING, pin_error: true });
    }
    const right = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code: second.code, ticket: second.ticket });
    expect(right.status).toBe(200);
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

  it('counts wrong codes with wrong passwords across code requests: a right password does not restart the count', async () => {
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'mal' });
    await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'mal' });
    const first = await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const wrong = { username: DEMO_RESIDENT.email, code: wrongCode(first.code), ticket: first.ticket };
    expect((await postJson(`${auth}doublefactor/`, wrong)).status).toBe(400);
    expect((await postJson(`${auth}doublefactor/`, wrong)).status).toBe(400);
    // 'Password again' asks for a new code and keeps the four failures: the next wrong code locks.
    const second = await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const fifth = await postJson(`${auth}doublefactor/`, {
      username: DEMO_RESIDENT.email,
      code: wrongCode(second.code),
      ticket: second.ticket,
    });
    expect(fifth.status).toBe(403);
    expect(await fifth.json()).toMatchObject({ retry_after: LOCK_SECONDS });
    // The lock kills the pending code and refuses the password, as five wrong passwords do.
    const right = { username: DEMO_RESIDENT.email, code: second.code, ticket: second.ticket };
    expect((await postJson(`${auth}doublefactor/`, right)).status).toBe(400);
    expect((await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password })).status).toBe(403);
  });

  it('restarts the count only on a completed sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'mal' });
    await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      answers.push((await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'mal' })).status);
    }
    expect(answers).toEqual([400, 400, 400, 400]);
  });

  it('refuses codes sent without a pending sign-in, without counting them: guessing without the password locks nobody out', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const guess = await postJson(`${auth}doublefactor/`, { username: DEMO_RESIDENT.email, code: String(attempt).padStart(4, '0') });
      expect(guess.status).toBe(400);
    }
    const tokens = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    expect((await fetch(`${auth}userprofile/`, bearer(tokens.access))).status).toBe(200);
  });
});

describe('limits on code mails', () => {
  it(`mails ${MAIL_LIMIT} codes per account in ${MAIL_WINDOW_SECONDS / 60} minutes, by DNI or e-mail alike, then answers 429 with Retry-After`, async () => {
    await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    fake.advance(60);
    await passwordStep(fake.state, String(DEMO_RESIDENT.dni), DEMO_RESIDENT.password);
    await passwordStep(fake.state, DEMO_RESIDENT.email.toUpperCase(), DEMO_RESIDENT.password);
    const limited = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(MAIL_WINDOW_SECONDS - 60));
    expect(await limited.json()).toMatchObject({ retry_after: MAIL_WINDOW_SECONDS - 60 });
    expect(fake.state.mailbox).toHaveLength(MAIL_LIMIT);
    // Another resident is not held up; the first mail's slot frees once it is 15 minutes old.
    await passwordStep(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    fake.advance(MAIL_WINDOW_SECONDS - 60);
    await passwordStep(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
  });
});

async function refreshed(refresh: string): Promise<{ access: string; refresh: string }> {
  const answer = await postJson(`${auth}refreshtoken/`, { refresh });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { access: string; refresh: string };
}

describe('sign-out', () => {
  it('logout/ revokes every token rotated from that sign-in, and answers alike for any token', async () => {
    const session = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const other = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const rotated = await refreshed(session.refresh);
    const out = await fetch(`${auth}logout/`, { method: 'POST', body: new URLSearchParams({ refresh: session.refresh }) });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ detail: 'Sesión cerrada.' });
    expect((await postJson(`${auth}refreshtoken/`, { refresh: rotated.refresh })).status).toBe(400);
    expect((await fetch(`${auth}userprofile/`, bearer(rotated.access))).status).toBe(401);
    expect((await postJson(`${auth}logout/`, { refresh: 'inventado' })).status).toBe(200);
    expect((await fetch(`${auth}userprofile/`, bearer(other.access))).status).toBe(200);
  });

  it("logoutall/ with the bearer ends every session of the account, its own too, and nobody else's", async () => {
    const phone = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const laptop = await signIn(fake.state, DEMO_RESIDENT.dni.toString(), DEMO_RESIDENT.password);
    const rotated = await refreshed(laptop.refresh);
    const neighbour = fake.state.signIn(NEW_RESIDENT.dni);
    const out = await postJson(`${auth}logoutall/`, {}, phone.access);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ detail: 'Cerramos tu sesión en todos los dispositivos.' });
    for (const session of [phone, laptop, rotated]) {
      expect((await fetch(`${auth}userprofile/`, bearer(session.access))).status).toBe(401);
      expect((await postJson(`${auth}refreshtoken/`, { refresh: session.refresh })).status).toBe(400);
    }
    expect((await fetch(`${auth}userprofile/`, bearer(neighbour.access))).status).toBe(200);
    // A new sign-in is a new session.
    const again = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    expect((await fetch(`${auth}userprofile/`, bearer(again.access))).status).toBe(200);
  });

  it('logoutall/ needs a valid bearer: 401 without one, and for a revoked one', async () => {
    const session = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    expect((await postJson(`${auth}logoutall/`, {})).status).toBe(401);
    expect((await postJson(`${auth}logoutall/`, {}, 'inventado')).status).toBe(401);
    expect((await postJson(`${auth}logoutall/`, {}, session.access)).status).toBe(200);
    expect((await postJson(`${auth}logoutall/`, {}, session.access)).status).toBe(401);
  });
});

/** A JWT's payload, as the portal reads it (no signature check). */
function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

describe('assurance levels in tokens and the profile (CONTRACT.md, R11)', () => {
  it('carry the level of the account when issued: the demo resident proven (2), an account registered with an e-mail claimed (1)', async () => {
    const demo = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    expect(payloadOf(demo.access)).toMatchObject({ token_type: 'access', level: 2 });
    expect(payloadOf(demo.refresh)).toMatchObject({ token_type: 'refresh', level: 2 });
    expect(await (await fetch(`${auth}userprofile/`, bearer(demo.access))).json()).toMatchObject({ level: 2 });
    const claimed = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    expect(payloadOf(claimed.access)).toMatchObject({ level: 1 });
    expect(await (await fetch(`${auth}userprofile/`, bearer(claimed.access))).json()).toMatchObject({ level: 1 });
  });
});

describe('no answer stored (R16)', () => {
  it('marks every answer of the auth service not to be stored: tokens, refusals, personal data, faults', async () => {
    const login = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password });
    const wrong = await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'mal' });
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const profile = await fetch(`${auth}userprofile/`, bearer(access));
    const anonymous = await fetch(`${auth}userprofile/`);
    const locations = await fetch(`${auth}locations/`);
    fake.state.faults.auth = { mode: 'fail' };
    const failed = await fetch(`${auth}locations/`);
    expect(
      [login, wrong, profile, anonymous, locations, failed].map((answer) => [answer.status, answer.headers.get('Cache-Control')]),
    ).toEqual([
      [200, 'no-store'],
      [400, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [200, 'no-store'],
      [500, 'no-store'],
    ]);
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

  it('rotates refresh tokens; a spent one within the grace answers the same new pair', async () => {
    const first = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const rotated = await postJson(`${auth}refreshtoken/`, { refresh: first.refresh });
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { access: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);
    expect((await fetch(`${auth}userprofile/`, bearer(second.access))).status).toBe(200);

    fake.advance(29);
    const again = await postJson(`${auth}refreshtoken/`, { refresh: first.refresh });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(second);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: second.refresh })).status).toBe(200);
  });

  it('takes a spent refresh token presented after the grace for theft: the whole family is revoked, thief and resident alike', async () => {
    const stolen = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const other = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    // The resident's tab rotates the token twice; the thief presents the copy much later.
    const resident = await refreshed(stolen.refresh);
    fake.advance(31);
    const newest = await refreshed(resident.refresh);
    const reuse = await postJson(`${auth}refreshtoken/`, { refresh: stolen.refresh });
    expect(reuse.status).toBe(400);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: newest.refresh })).status).toBe(400);
    expect((await fetch(`${auth}userprofile/`, bearer(newest.access))).status).toBe(401);
    // Another sign-in of the same resident (another device) is another family, untouched.
    expect((await fetch(`${auth}userprofile/`, bearer(other.access))).status).toBe(200);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: other.refresh })).status).toBe(200);
  });

  it('rotates strictly with no grace (refreshReuseGraceSeconds 0, as the dev endpoint sets it)', async () => {
    const dev = `${new URL(auth).origin}/__dev/`;
    expect((await postJson(`${dev}config`, { refreshReuseGraceSeconds: 0 })).status).toBe(200);
    expect((await postJson(`${dev}config`, { refreshReuseGraceSeconds: -1 })).status).toBe(400);
    const { refresh } = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const next = await refreshed(refresh);
    expect((await postJson(`${auth}refreshtoken/`, { refresh })).status).toBe(400);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: next.refresh })).status).toBe(400);
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
