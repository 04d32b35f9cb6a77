import { describe, expect, it } from 'vitest';
import { CHECK_USER_LIMIT, MAIL_LIMIT, MAIL_WINDOW_SECONDS } from './mail-limits';
import { DNI_IS_IDENTITY } from './profile';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { auth, bearer, form, newcomer, postJson, signIn, useFakeServices } from './test/harness';

const fake = useFakeServices();

function tokenOf(link: string | undefined): string {
  return new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
}

describe('registration and activation', () => {
  it('checks whether a DNI is free', async () => {
    expect((await postJson(`${auth}checkuser/`, { dni: '35111222' })).status).toBe(200);
    const taken = await postJson(`${auth}checkuser/`, { dni: String(DEMO_RESIDENT.dni) });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ detail: 'El documento ya está registrado: iniciá sesión' });
  });

  it('registers an unvalidated account, e-mails the activation link, and signs in once activated', async () => {
    const created = await fetch(`${auth}customuser/`, { method: 'POST', body: form(newcomer) });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: expect.any(Number) });
    expect((await postJson(`${auth}checkuser/`, { dni: newcomer.dni })).status).toBe(400);

    const mail = fake.state.mailbox.at(-1);
    expect(mail?.to).toBe(newcomer.email);
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/activar\?token=\w+$/);

    const early = await postJson(`${auth}login/`, { username: newcomer.dni, password: newcomer.password });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({
      detail: 'Tu cuenta todavía no fue validada. Revisá tu correo y seguí el enlace de activación.',
    });

    const activated = await postJson(`${auth}activate/`, { token: tokenOf(mail?.link) });
    expect(activated.status).toBe(200);
    expect((await postJson(`${auth}activate/`, { token: tokenOf(mail?.link) })).status).toBe(400);

    const tokens = await signIn(fake.state, newcomer.email, newcomer.password);
    const profile = await fetch(`${auth}userprofile/`, bearer(tokens.access));
    expect(await profile.json()).toMatchObject({
      first_name: 'Lucía',
      dni: 35111222,
      profile: { gender: null, birth_date: null, viewed: false },
    });
  });

  it('refuses a taken DNI and invalid fields with a detail', async () => {
    const taken = await fetch(`${auth}customuser/`, {
      method: 'POST',
      body: form({ ...newcomer, dni: String(NEW_RESIDENT.dni) }),
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ detail: 'El documento ya está registrado: iniciá sesión' });
    const shortPassword = await fetch(`${auth}customuser/`, { method: 'POST', body: form({ ...newcomer, password: '123' }) });
    expect(await shortPassword.json()).toEqual({ password: ['La contraseña debe tener entre 8 y 64 caracteres'] });
  });

  it('resends the activation link only to unvalidated accounts, answering alike', async () => {
    await fetch(`${auth}customuser/`, { method: 'POST', body: form(newcomer) });
    const sent = fake.state.mailbox.length;
    const forNewcomer = await postJson(`${auth}resendverification/`, { email: newcomer.email });
    const forValidated = await postJson(`${auth}resendverification/`, { email: DEMO_RESIDENT.email });
    const forNobody = await postJson(`${auth}resendverification/`, { email: 'nadie@example.com' });
    const bodies = await Promise.all([forNewcomer.json(), forValidated.json(), forNobody.json()]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(fake.state.mailbox).toHaveLength(sent + 1);
    expect(fake.state.mailbox.at(-1)?.to).toBe(newcomer.email);
  });
});

describe('resending the activation link', () => {
  it('e-mails a fresh link to an unvalidated account, and that link activates it', async () => {
    await fetch(`${auth}customuser/`, { method: 'POST', body: form(newcomer) });
    const first = tokenOf(fake.state.mailbox.at(-1)?.link);
    expect((await postJson(`${auth}resendverification/`, { email: newcomer.email })).status).toBe(200);
    const mail = fake.state.mailbox.at(-1);
    expect(mail).toMatchObject({ to: newcomer.email, subject: 'Activá tu cuenta del portal' });
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/activar\?token=\w+$/);
    const fresh = tokenOf(mail?.link);
    expect(fresh).not.toBe(first);

    expect((await postJson(`${auth}login/`, { username: newcomer.email, password: newcomer.password })).status).toBe(400);
    expect((await postJson(`${auth}activate/`, { token: fresh })).status).toBe(200);
    expect((await postJson(`${auth}login/`, { username: newcomer.email, password: newcomer.password })).status).toBe(200);
    // Once validated, a resend e-mails nothing more.
    const sent = fake.state.mailbox.length;
    await postJson(`${auth}resendverification/`, { email: newcomer.email });
    expect(fake.state.mailbox.filter((m) => m.subject === 'Activá tu cuenta del portal')).toHaveLength(2);
    expect(fake.state.mailbox.length).toBe(sent);
  });
});

describe('password reset', () => {
  it('e-mails a link to the portal page and sets the new password once', async () => {
    const asked = await postJson(`${auth}passwordreset/`, { email: DEMO_RESIDENT.email });
    const unknown = await postJson(`${auth}passwordreset/`, { email: 'nadie@example.com' });
    expect(await asked.json()).toEqual(await unknown.json());
    expect(fake.state.mailbox).toHaveLength(1);
    const link = fake.state.mailbox[0]?.link;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/restablecer\?token=\w+$/);

    const weak = await postJson(`${auth}passwordreset/confirm/`, { token: tokenOf(link), password: '123' });
    expect(weak.status).toBe(400);
    const done = await postJson(`${auth}passwordreset/confirm/`, { token: tokenOf(link), password: 'NuevaClave1' });
    expect(done.status).toBe(200);
    expect((await postJson(`${auth}passwordreset/confirm/`, { token: tokenOf(link), password: 'OtraClave2' })).status).toBe(400);

    expect((await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password })).status).toBe(400);
    expect((await postJson(`${auth}login/`, { username: DEMO_RESIDENT.email, password: 'NuevaClave1' })).status).toBe(200);
  });

  it('ends every session of the account: each family of tokens is revoked', async () => {
    const phone = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const laptop = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const other = fake.state.signIn(NEW_RESIDENT.dni);
    await postJson(`${auth}passwordreset/`, { email: DEMO_RESIDENT.email });
    const link = fake.state.mailbox.at(-1)?.link;
    expect((await postJson(`${auth}passwordreset/confirm/`, { token: tokenOf(link), password: 'NuevaClave1' })).status).toBe(200);
    for (const session of [phone, laptop]) {
      expect((await fetch(`${auth}userprofile/`, bearer(session.access))).status).toBe(401);
      expect((await postJson(`${auth}refreshtoken/`, { refresh: session.refresh })).status).toBe(400);
    }
    expect((await fetch(`${auth}userprofile/`, bearer(other.access))).status).toBe(200);
  });
});

describe('the DNI check, limited per client (CONTRACT.md, R12)', () => {
  it(`answers ${CHECK_USER_LIMIT} checks per client in 15 minutes, free or taken alike, then 429 with Retry-After; another client is not held back`, async () => {
    const statuses: number[] = [];
    for (let check = 0; check < CHECK_USER_LIMIT; check += 1) {
      statuses.push((await postJson(`${auth}checkuser/`, { dni: String(25_000_000 + check) })).status);
    }
    expect(statuses).toEqual(Array(CHECK_USER_LIMIT).fill(200));
    const limited = await postJson(`${auth}checkuser/`, { dni: String(DEMO_RESIDENT.dni) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(MAIL_WINDOW_SECONDS));
    expect(await limited.json()).toMatchObject({ retry_after: MAIL_WINDOW_SECONDS });
    const elsewhere = await fetch(`${auth}checkuser/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Fake-Client': '10.0.0.2' },
      body: JSON.stringify({ dni: '35111222' }),
    });
    expect(elsewhere.status).toBe(200);
    fake.advance(MAIL_WINDOW_SECONDS);
    expect((await postJson(`${auth}checkuser/`, { dni: '35111222' })).status).toBe(200);
  });

  it(`counts registrations in the same budget, refused ones too: together at most ${CHECK_USER_LIMIT} answers, then 429 and no account, no mail`, async () => {
    const register = (fields: Record<string, string>, client?: string) =>
      fetch(`${auth}customuser/`, { method: 'POST', body: form(fields), ...(client ? { headers: { 'X-Fake-Client': client } } : {}) });
    const half = CHECK_USER_LIMIT / 2;
    for (let check = 0; check < half; check += 1) {
      expect((await postJson(`${auth}checkuser/`, { dni: String(25_000_000 + check) })).status).toBe(200);
    }
    for (let attempt = 1; attempt < half; attempt += 1) {
      // A taken DNI (400) and a malformed form (400) count as a registration does.
      const refused = await register(attempt % 2 ? { ...newcomer, dni: String(DEMO_RESIDENT.dni) } : { dni: 'x' });
      expect(refused.status).toBe(400);
    }
    const mails = fake.state.mailbox.length;
    expect((await register(newcomer)).status).toBe(201);
    const limited = await register({ ...newcomer, dni: '35111223', email: 'otra@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(MAIL_WINDOW_SECONDS));
    expect(await limited.json()).toMatchObject({ retry_after: MAIL_WINDOW_SECONDS });
    expect(fake.state.accountByDni(35_111_223)).toBeUndefined();
    expect(fake.state.mailbox.length).toBe(mails + 1);
    expect((await postJson(`${auth}checkuser/`, { dni: '35111224' })).status).toBe(429);
    // Another client has its own budget.
    expect((await register({ ...newcomer, dni: '35111223', email: 'otra@example.com' }, '10.0.0.2')).status).toBe(201);
  });

  it('answers a DNI the municipality knows but nobody registered as free, a registered one as taken', async () => {
    expect((await postJson(`${auth}checkuser/`, { dni: '33444555' })).status).toBe(200);
    expect((await postJson(`${auth}checkuser/`, { dni: String(NEW_RESIDENT.dni) })).status).toBe(400);
  });
});

describe('limits on mail-sending calls', () => {
  it.each(['passwordreset/', 'resendverification/'])(
    `%s: ${MAIL_LIMIT} per address in 15 minutes, then 429 with Retry-After, alike whether or not an account exists`,
    async (path) => {
      const answers = async (email: string) => {
        const statuses: number[] = [];
        let last: Response | undefined;
        for (let request = 0; request <= MAIL_LIMIT; request += 1) {
          last = await postJson(`${auth}${path}`, { email });
          statuses.push(last.status);
        }
        return { statuses, retryAfter: last?.headers.get('Retry-After'), body: await last?.json() };
      };
      const known = await answers(DEMO_RESIDENT.email);
      const unknown = await answers('nadie@example.com');
      expect(known).toEqual({
        statuses: [200, 200, 200, 429],
        retryAfter: String(MAIL_WINDOW_SECONDS),
        body: { detail: 'Hiciste varios pedidos seguidos. Esperá unos minutos y volvé a intentar.', retry_after: MAIL_WINDOW_SECONDS },
      });
      expect(unknown).toEqual(known);
      // The same address in other capitals is the same address.
      expect((await postJson(`${auth}${path}`, { email: DEMO_RESIDENT.email.toUpperCase() })).status).toBe(429);
      fake.advance(MAIL_WINDOW_SECONDS);
      expect((await postJson(`${auth}${path}`, { email: DEMO_RESIDENT.email })).status).toBe(200);
    },
  );
});

describe('profile and user saves', () => {
  it('keeps what PATCH profile saved', async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const before = (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as { profile: { id: number } };
    const saved = await fetch(`${auth}profile/${before.profile.id}/`, {
      method: 'PATCH',
      ...bearer(access),
      body: form({
        user_profile_id: String(before.profile.id),
        gender: 'M',
        birth_date: '1979-11-02',
        town: 'Ingeniero White',
        postal_code: '8103',
        street: 'Guillermo Torres',
        height: '4200',
        apartment: '',
        floor: '',
        phone_prefix: '291',
        phone: '4012345',
        viewed: 'true',
        long: 'null',
        lat: 'null',
      }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ gender: 'M', town: 'Ingeniero White', apartment: null, lat: null, viewed: true });
    const after = await (await fetch(`${auth}userprofile/`, bearer(access))).json();
    expect(after).toMatchObject({ profile: { street: 'Guillermo Torres', height: '4200', birth_date: '1979-11-02' } });
  });

  it('keeps what PATCH customuser saved', async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const user = (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as { id: number };
    const fields = { id: String(user.id), first_name: 'Julián Andrés', last_name: 'Pereyra', email: NEW_RESIDENT.email };
    const saved = await fetch(`${auth}customuser/${user.id}/`, { method: 'PATCH', ...bearer(access), body: form(fields) });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      first_name: 'Julián Andrés',
      email: NEW_RESIDENT.email,
      dni: NEW_RESIDENT.dni,
      pending_email: null,
    });
    expect(await (await fetch(`${auth}userprofile/`, bearer(access))).json()).toMatchObject({ first_name: 'Julián Andrés' });
  });

  it('answers 400 for an e-mail of another account', async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const user = (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as { id: number };
    const base = { id: String(user.id), first_name: 'Julián', last_name: 'Pereyra', email: NEW_RESIDENT.email };

    const takenEmail = await fetch(`${auth}customuser/${user.id}/`, {
      method: 'PATCH',
      ...bearer(access),
      body: form({ ...base, email: DEMO_RESIDENT.email, current_password: NEW_RESIDENT.password }),
    });
    expect(takenEmail.status).toBe(400);
    expect(await takenEmail.json()).toEqual({ email: ['El e-mail no es válido'] });
  });

  it('refuses any change of the DNI, free, taken or malformed, and saves nothing of that call', async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const user = (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as { id: number };
    const base = { id: String(user.id), first_name: 'Otro Nombre', last_name: 'Pereyra', email: NEW_RESIDENT.email };
    for (const dni of ['35111222', String(DEMO_RESIDENT.dni), '123', '']) {
      const changed = await fetch(`${auth}customuser/${user.id}/`, { method: 'PATCH', ...bearer(access), body: form({ ...base, dni }) });
      expect(changed.status, dni).toBe(400);
      expect(await changed.json()).toEqual({ dni: [DNI_IS_IDENTITY] });
    }
    expect(await (await fetch(`${auth}userprofile/`, bearer(access))).json()).toMatchObject({
      dni: NEW_RESIDENT.dni,
      first_name: NEW_RESIDENT.firstName,
    });
    // Its own DNI sent back (as an older portal does) is no change.
    const same = await fetch(`${auth}customuser/${user.id}/`, {
      method: 'PATCH',
      ...bearer(access),
      body: form({ ...base, dni: String(NEW_RESIDENT.dni) }),
    });
    expect(same.status).toBe(200);
  });

  it('answers 404 for another resident’s profile and 401 without a bearer', async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const demo = fake.state.accountByDni(DEMO_RESIDENT.dni);
    const other = await fetch(`${auth}profile/${demo?.profile.id}/`, {
      method: 'PATCH',
      ...bearer(access),
      body: form({ town: 'Cabildo' }),
    });
    expect(other.status).toBe(404);
    const anonymous = await fetch(`${auth}profile/${demo?.profile.id}/`, { method: 'PATCH', body: form({ town: 'Cabildo' }) });
    expect(anonymous.status).toBe(401);
  });
});
