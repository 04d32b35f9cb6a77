import { fakeServiceConfig, s256Challenge, type UserProfile } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { DNI_MISMATCH } from './providers';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { ACCOUNT_CLOSED } from './sign-in';
import { auth, bearer, municipal, postJson, signIn, useFakeServices } from './test/harness';

const fake = useFakeServices();

/** A PKCE pair as the portal makes one: a random verifier and its S256 challenge. */
async function pkce(verifier = 'v'.repeat(20) + crypto.randomUUID()): Promise<{ verifier: string; challenge: string }> {
  return { verifier, challenge: await s256Challenge(verifier) };
}

const DEFAULT_PAIR = pkce('a'.repeat(43));

/** Opens the provider page (started with `challenge`): each button's text and where it leads, in order. */
async function providerPage(provider: string, challenge?: string): Promise<{ text: string; link: URL }[]> {
  const start = new URLSearchParams({
    next: '/dashboard',
    code_challenge: challenge ?? (await DEFAULT_PAIR).challenge,
    code_challenge_method: 'S256',
  });
  const page = await fetch(`${auth}${provider}login/?${start}`);
  expect(page.headers.get('Content-Type')).toContain('text/html');
  const html = await page.text();
  return [...html.matchAll(/<a class="button" href="([^"]+)">([^<]+)<\/a>/g)].map(([, href = '', text = '']) => ({
    text,
    link: new URL(href.replace(/&amp;/g, '&')),
  }));
}

/** Follows the provider page's button for `who` (the first, the demo resident's, by default) as the browser would, up to the portal. */
async function providerButton(provider: string, challenge?: string, who = 'Ingresar como María Laura Fernández'): Promise<URL> {
  const button = (await providerPage(provider, challenge)).find(({ text }) => text.startsWith(who));
  if (!button) throw new Error(`no button for ${who}`);
  return button.link;
}

/** The portal's exchange of a return: POST {provider}redirect/ with the state, the code and the verifier in the body. */
async function exchange(provider: string, link: URL, verifier: string | null, access?: string): Promise<Response> {
  const body: Record<string, string> = {};
  for (const name of ['state', 'code']) {
    const value = link.searchParams.get(name);
    if (value !== null) body[name] = value;
  }
  if (verifier !== null) body.code_verifier = verifier;
  return postJson(`${auth}${provider}redirect/`, body, access);
}

/** A whole provider sign-in as `who`: the token pair of the account it lands in. */
async function providerSignIn(who: string, access?: string): Promise<Response> {
  const { verifier, challenge } = await pkce();
  const returned = await exchange('renaper', await providerButton('renaper', challenge, who), verifier, access);
  if (returned.status !== 200) return returned;
  const { token } = (await returned.json()) as { token: string };
  return postJson(`${auth}afipprofile/`, { token });
}

/** A provider return without a bearer as `who`: its answer, with the ticket of a pending choice and the verifier that binds it. */
async function providerReturn(who: string): Promise<{ status: number; body: Record<string, unknown>; ticket: string; verifier: string }> {
  const { verifier, challenge } = await pkce();
  const returned = await exchange('renaper', await providerButton('renaper', challenge, who), verifier);
  const body = (await returned.json()) as Record<string, { ticket?: string } | string>;
  const pending = body.link ?? body.email_required;
  return { status: returned.status, body, ticket: typeof pending === 'object' ? (pending.ticket ?? '') : '', verifier };
}

/** A return's (or a choice's) `{token}` exchanged at afipprofile/ for a token pair. */
async function exchangeToken(answer: Response): Promise<Response> {
  expect(answer.status).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  return postJson(`${auth}afipprofile/`, { token });
}

async function profileOf(response: Response): Promise<UserProfile> {
  const { access } = (await response.json()) as { access: string };
  return (await (await fetch(`${auth}userprofile/`, bearer(access))).json()) as UserProfile;
}

const NORMA = 'Continuar como Norma Beatriz Giménez';
const JULIAN = 'Continuar como Julián Pereyra';

describe('identity providers', () => {
  it.each(['afip', 'anses', 'miargentina', 'renaper'])('%s returns to the portal and signs in the demo resident', async (provider) => {
    const link = await providerButton(provider);
    expect(`${link.origin}${link.pathname}`).toBe(`http://127.0.0.1:5173/${provider}redirect/`);

    const returned = await exchange(provider, link, (await DEFAULT_PAIR).verifier);
    expect(returned.status).toBe(200);
    const { token, alpha } = (await returned.json()) as { token: string; alpha: string };
    expect(alpha).toMatch(/^[A-Za-z0-9]+$/);

    const exchanged = await postJson(`${auth}afipprofile/`, { token });
    expect(exchanged.status).toBe(200);
    const { access } = (await exchanged.json()) as { access: string };
    expect(await (await fetch(`${auth}userprofile/`, bearer(access))).json()).toMatchObject({ dni: DEMO_RESIDENT.dni, level: 2 });
    expect((await postJson(`${auth}afipprofile/`, { token })).status).toBe(400);
  });

  it('offers one button per identity, the demo resident first as before, each with its own single-use code', async () => {
    const buttons = await providerPage('miargentina');
    expect(buttons.map(({ text }) => text)).toEqual([
      'Ingresar como María Laura Fernández',
      `Continuar como Julián Pereyra (DNI ${NEW_RESIDENT.dni})`,
      'Continuar como Norma Beatriz Giménez (DNI 25111222)',
      'Continuar como Federico Ariel Sosa (DNI 33444555)',
    ]);
    expect(new Set(buttons.map(({ link }) => link.searchParams.get('code'))).size).toBe(4);
    expect(new Set(buttons.map(({ link }) => link.searchParams.get('state'))).size).toBe(4);
    // One start, one sign-in: the page's other buttons die with the one followed.
    const [, julian, norma] = buttons;
    if (!julian || !norma) throw new Error('missing buttons');
    const { verifier } = await DEFAULT_PAIR;
    expect((await exchange('miargentina', norma.link, verifier)).status).toBe(200);
    expect((await exchange('miargentina', julian.link, verifier)).status).toBe(400);
  });

  it('uses a provider code once and refuses missing or foreign parameters', async () => {
    const link = await providerButton('anses');
    const state = link.searchParams.get('state') ?? '';
    const code = link.searchParams.get('code') ?? '';
    const code_verifier = (await DEFAULT_PAIR).verifier;
    expect((await postJson(`${auth}ansesredirect/`, { code, code_verifier })).status).toBe(400);
    expect((await postJson(`${auth}afipredirect/`, { state, code, code_verifier })).status).toBe(400);
    expect((await postJson(`${auth}ansesredirect/`, { state: 'otro', code, code_verifier })).status).toBe(400);
    expect((await postJson(`${auth}ansesredirect/`, { state, code, code_verifier })).status).toBe(200);
    const reused = await postJson(`${auth}ansesredirect/`, { state, code, code_verifier });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ detail: 'El código del proveedor no es válido o ya fue usado.' });
  });

  it('answers the old GET forms 405 without reading them, so secrets in a query string are never taken (R16)', async () => {
    const link = await providerButton('afip');
    const { verifier } = await DEFAULT_PAIR;
    const byQuery = await fetch(`${auth}afipredirect/${link.search}&code_verifier=${verifier}`);
    expect(byQuery.status).toBe(405);
    expect(byQuery.headers.get('Allow')).toBe('POST');
    // Nothing was spent: the same return, posted, signs in.
    const returned = await exchange('afip', link, verifier);
    expect(returned.status).toBe(200);
    const { token } = (await returned.json()) as { token: string };
    expect((await fetch(`${auth}afipprofile/?token=${token}`)).status).toBe(405);
    expect((await postJson(`${auth}afipprofile/`, { token })).status).toBe(200);
  });
});

describe('a provider proves a DNI (R11, R12)', () => {
  it('makes a level-2 account for a resident the municipality knows who never registered, who then reads the licence and claims', async () => {
    const signedIn = await providerSignIn(NORMA);
    expect(signedIn.status).toBe(200);
    const { access } = (await signedIn.clone().json()) as { access: string };
    expect(await profileOf(signedIn)).toMatchObject({
      dni: 25111222,
      first_name: 'Norma Beatriz',
      last_name: 'Giménez',
      email: 'norma.gimenez@example.com',
      level: 2,
    });
    expect(JSON.parse(atob((access.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({ level: 2 });
    const licence = await fetch(`${municipal}licencias_de_conducir/vencimientos/25111222`, bearer(access));
    expect(licence.status).toBe(200);
    expect(await licence.json()).toMatchObject({ documento: '25111222', nombre_apellido: 'GIMÉNEZ, NORMA BEATRIZ' });
    const claims = (await (await fetch(`${municipal}cav/reclamos_por_dni/25111222`, bearer(access))).json()) as unknown[];
    expect(claims.length).toBeGreaterThanOrEqual(2);
    // Signing in again lands in the same account.
    expect((await profileOf(await providerSignIn(NORMA))).id).toBe((await profileOf(await providerSignIn(NORMA))).id);
  });

  it('takes a claimed DNI back when its holder does not recognise the account: closed, its sessions ended, its holder told, a new account the owner’s', async () => {
    // Someone registers Norma's DNI with their own address: claimed, level 1.
    const form = new FormData();
    for (const [key, value] of Object.entries({
      first_name: 'Intruso',
      last_name: 'Pérez',
      dni: '25111222',
      email: 'intruso@example.com',
      password: 'Intruso2025',
    }))
      form.append(key, value);
    expect((await fetch(`${auth}customuser/`, { method: 'POST', body: form })).status).toBe(201);
    const claimant = fake.state.findAccount('intruso@example.com');
    if (!claimant) throw new Error('no claimant');
    claimant.validated = true;
    const claimantTokens = fake.state.signIn(25111222);
    expect(claimant.level).toBe(1);
    const refused = await fetch(`${municipal}cav/reclamos_por_dni/25111222`, bearer(claimantTokens.access));
    expect(await refused.json()).toMatchObject({ reason: 'level' });
    // The claimant asked for an e-mail change meanwhile: it dies with the account.
    await patchEmail(claimantTokens.access, claimant.id, 'otra@example.com', 'Intruso2025');

    const pending = await providerReturn(NORMA);
    expect(pending.body).toEqual({ link: { ticket: expect.any(String), email: 'i•••@e•••.com', expires_in: 600 } });
    // Nothing is closed or mailed before the choice.
    expect(claimant.closed).toBe(false);
    expect(fake.state.mailbox.some((mail) => mail.subject === 'Tu cuenta del portal se cerró')).toBe(false);

    const owner = await exchangeToken(
      await postJson(`${auth}providerlink/decline/`, { ticket: pending.ticket, code_verifier: pending.verifier }),
    );
    const profile = await profileOf(owner);
    expect(profile).toMatchObject({ dni: 25111222, level: 2, email: 'norma.gimenez@example.com' });
    expect(profile.id).not.toBe(claimant.id);

    expect(claimant.closed).toBe(true);
    expect((await fetch(`${auth}userprofile/`, bearer(claimantTokens.access))).status).toBe(401);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: claimantTokens.refresh })).status).toBe(400);
    const notice = fake.state.mailbox.find((mail) => mail.to === 'intruso@example.com' && mail.subject === 'Tu cuenta del portal se cerró');
    expect(notice?.text).toContain('el titular de ese DNI lo verificó con un proveedor de identidad');
    const confirmation = fake.state.mailbox.find((mail) => mail.to === 'otra@example.com')?.link ?? '';
    expect((await postJson(`${auth}emailchange/confirm/`, { token: new URL(confirmation).searchParams.get('token') })).status).toBe(400);

    // The closed account signs in no more, and says why only to the right password.
    const closed = await postJson(`${auth}login/`, { username: 'intruso@example.com', password: 'Intruso2025' });
    expect(closed.status).toBe(400);
    expect(await closed.json()).toEqual({ detail: ACCOUNT_CLOSED });
    expect(await (await postJson(`${auth}login/`, { username: '25111222', password: 'Intruso2025' })).json()).toEqual({
      detail: ACCOUNT_CLOSED,
    });
    expect(await (await postJson(`${auth}login/`, { username: 'intruso@example.com', password: 'otra-cosa' })).json()).toEqual({
      detail: 'DNI, e-mail o contraseña incorrectos.',
    });
    // A proven DNI cannot be claimed again.
    expect(await (await postJson(`${auth}checkuser/`, { dni: '25111222' })).json()).toEqual({
      detail: 'El documento ya está registrado: iniciá sesión',
    });
  });

  it('asks about the seeded level-1 account of 27999888 and leaves it as it is until the resident chooses', async () => {
    const pending = await providerReturn(JULIAN);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ link: { ticket: expect.any(String), email: 'n•••@e•••.com', expires_in: 600 } });
    expect(fake.state.findAccount(NEW_RESIDENT.email)).toMatchObject({ closed: false, level: 1 });
    expect((await postJson(`${auth}login/`, { username: NEW_RESIDENT.email, password: NEW_RESIDENT.password })).status).toBe(200);
  });

  it('links with the account’s password and mailed code: level 2, profile and e-mail kept, other sessions ended, pending changes cancelled, a notice mailed', async () => {
    const older = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const account = fake.state.findAccount(NEW_RESIDENT.email);
    if (!account) throw new Error('no account');
    account.profile.phone = '4567890';
    await patchEmail(older.access, account.id, 'cambio@example.com', NEW_RESIDENT.password);
    const pending = await providerReturn(JULIAN);
    const { ticket, verifier } = pending;

    // No code without the password; a wrong password counts as at login/.
    expect((await postJson(`${auth}providerlink/doublefactor/`, { ticket, code_verifier: verifier, code: '0000' })).status).toBe(400);
    const wrong = await postJson(`${auth}providerlink/login/`, { ticket, code_verifier: verifier, password: 'otra-cosa' });
    expect(wrong.status).toBe(400);
    expect(account.failures).toBe(1);
    // The ticket is good only with the return's verifier: another one spends it.
    const stranger = await postJson(`${auth}providerlink/login/`, {
      ticket,
      code_verifier: 'b'.repeat(43),
      password: NEW_RESIDENT.password,
    });
    expect(await stranger.json()).toMatchObject({ reason: 'link_expired' });
    expect(
      (await postJson(`${auth}providerlink/login/`, { ticket, code_verifier: verifier, password: NEW_RESIDENT.password })).status,
    ).toBe(400);

    const again = await providerReturn(JULIAN);
    const sent = await postJson(`${auth}providerlink/login/`, {
      ticket: again.ticket,
      code_verifier: again.verifier,
      password: NEW_RESIDENT.password,
    });
    expect(await sent.json()).toEqual({ detail: 'Te enviamos un código de 4 dígitos a tu correo.' });
    const code = fake.state.mailbox.filter((mail) => mail.to === NEW_RESIDENT.email && mail.code).at(-1)?.code;
    const linked = await exchangeToken(
      await postJson(`${auth}providerlink/doublefactor/`, { ticket: again.ticket, code_verifier: again.verifier, code }),
    );
    const profile = await profileOf(linked);
    expect(profile).toMatchObject({ id: account.id, dni: NEW_RESIDENT.dni, email: NEW_RESIDENT.email, level: 2, pending_email: null });
    expect(profile.profile.phone).toBe('4567890');
    expect(account.closed).toBe(false);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: older.refresh })).status).toBe(400);
    expect(fake.state.mailbox.some((mail) => mail.to === NEW_RESIDENT.email && mail.subject.startsWith('Vinculamos tu cuenta'))).toBe(true);
    // Spent: the ticket links once.
    expect((await postJson(`${auth}providerlink/decline/`, { ticket: again.ticket, code_verifier: again.verifier })).status).toBe(400);
  });

  it('locks the account after five wrong passwords inside the choice, as a sign-in does', async () => {
    const { ticket, verifier } = await providerReturn(JULIAN);
    let last: Response | undefined;
    for (let i = 0; i < 5; i += 1)
      last = await postJson(`${auth}providerlink/login/`, { ticket, code_verifier: verifier, password: 'otra-cosa' });
    expect(last?.status).toBe(403);
    expect(await last?.json()).toMatchObject({ retry_after: expect.any(Number) });
  });

  it('closes an account never activated without asking', async () => {
    const account = fake.state.findAccount(NEW_RESIDENT.email);
    if (!account) throw new Error('no account');
    account.validated = false;
    const owner = await providerReturn(JULIAN);
    expect(owner.body).toMatchObject({ token: expect.any(String) });
    expect(account.closed).toBe(true);
  });

  it('asks for an e-mail when another open account holds the identity’s, and takes the typed one once its mailed code comes back', async () => {
    // Someone else's open account already holds Norma's e-mail.
    const form = new FormData();
    for (const [key, value] of Object.entries({
      first_name: 'Otra',
      last_name: 'Persona',
      dni: '30999888',
      email: 'norma.gimenez@example.com',
      password: 'OtraPersona2025',
    }))
      form.append(key, value);
    expect((await fetch(`${auth}customuser/`, { method: 'POST', body: form })).status).toBe(201);
    const pending = await providerReturn(NORMA);
    expect(pending.body).toEqual({ email_required: { ticket: expect.any(String), expires_in: 600 } });
    const { ticket, verifier } = pending;
    const taken = await postJson(`${auth}providerlink/email/`, { ticket, code_verifier: verifier, email: 'NORMA.gimenez@example.com' });
    expect(await taken.json()).toEqual({ email: ['Ese e-mail ya es de otra cuenta. Escribí otro.'] });
    expect((await postJson(`${auth}providerlink/email/`, { ticket, code_verifier: verifier, email: 'norma@example.org' })).status).toBe(
      200,
    );
    const code = fake.state.mailbox.find((mail) => mail.to === 'norma@example.org')?.code;
    const wrong = await postJson(`${auth}providerlink/doublefactor/`, {
      ticket,
      code_verifier: verifier,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(await wrong.json()).toEqual({ detail: 'El código ingresado es incorrecto.', pin_error: true });
    const owner = await exchangeToken(await postJson(`${auth}providerlink/doublefactor/`, { ticket, code_verifier: verifier, code }));
    expect(await profileOf(owner)).toMatchObject({ dni: 25111222, level: 2, email: 'norma@example.org' });
  });

  it('never gives a provider account an address an undo link keeps for another account (R13): it asks for one, and refuses a kept one', async () => {
    // The demo resident held Norma's identity's address and left it: its undo link keeps it, as it keeps the first.
    const demo = fake.state.accountByDni(DEMO_RESIDENT.dni);
    if (!demo) throw new Error('no account');
    const changeTo = (email: string) => {
      expect(fake.state.updateUser(demo, demo.id, { email, current_password: DEMO_RESIDENT.password }).status).toBe(200);
      const link = fake.state.mailbox.findLast((mail) => mail.to === email)?.link ?? '';
      expect(fake.state.confirmEmailChange(new URL(link).searchParams.get('token') ?? '').status).toBe(200);
    };
    changeTo('norma.gimenez@example.com');
    changeTo('vecina.nueva@example.com');
    const pending = await providerReturn(NORMA);
    expect(pending.body).toEqual({ email_required: { ticket: expect.any(String), expires_in: 600 } });
    const { ticket, verifier } = pending;
    const kept = await postJson(`${auth}providerlink/email/`, { ticket, code_verifier: verifier, email: DEMO_RESIDENT.email });
    expect(await kept.json()).toEqual({ email: ['Ese e-mail ya es de otra cuenta. Escribí otro.'] });
  });

  it('verifies the signed-in account with its bearer: the same DNI makes it level 2, keeping the account', async () => {
    const { access, refresh } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    expect(await (await fetch(`${auth}userprofile/`, bearer(access))).json()).toMatchObject({ level: 1 });
    const verified = await providerSignIn(JULIAN, access);
    expect(verified.status).toBe(200);
    // Every session of the account ends, the verifying one too: none renews at level 2 (R17).
    expect((await postJson(`${auth}refreshtoken/`, { refresh })).status).toBe(400);
    const profile = await profileOf(verified);
    expect(profile).toMatchObject({ dni: NEW_RESIDENT.dni, email: NEW_RESIDENT.email, level: 2 });
    expect(fake.state.findAccount(NEW_RESIDENT.email)).toMatchObject({ closed: false, level: 2 });
    expect(fake.state.mailbox.some((mail) => mail.subject === 'Tu cuenta del portal se cerró')).toBe(false);
  });

  it("refuses a verification whose provider identity has another DNI (409, 'dni_mismatch'), and changes nothing", async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const refused = await providerSignIn(NORMA, access);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: DNI_MISMATCH, reason: 'dni_mismatch' });
    expect(fake.state.findAccount(NEW_RESIDENT.email)).toMatchObject({ closed: false, level: 1 });
    expect(fake.state.accounts.some((account) => account.dni === 25111222)).toBe(false);
  });

  it('answers a verification with an expired bearer 401 without spending the code, so the portal refreshes and sends it again', async () => {
    const { access } = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    const { verifier, challenge } = await pkce();
    const link = await providerButton('afip', challenge, JULIAN);
    fake.advance(301);
    expect((await exchange('afip', link, verifier, access)).status).toBe(401);
    const fresh = fake.state.signIn(NEW_RESIDENT.dni);
    expect((await exchange('afip', link, verifier, fresh.access)).status).toBe(200);
    expect(fake.state.findAccount(NEW_RESIDENT.email)?.level).toBe(2);
  });
});

describe('a provider sign-in bound to the browser that began it (S256)', () => {
  it('refuses to start without an S256 challenge', async () => {
    for (const query of [
      '',
      '?code_challenge_method=S256',
      `?code_challenge=${'a'.repeat(43)}&code_challenge_method=plain`,
      '?code_challenge=corto&code_challenge_method=S256',
    ]) {
      const page = await fetch(`${auth}afiplogin/${query}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('Este ingreso tiene que empezar desde el Portal del Vecino.');
    }
  });

  it("refuses a return exchanged with another browser's verifier, or none, and spends its code", async () => {
    const mine = await pkce();
    const theirs = await pkce();
    for (const verifier of [theirs.verifier, '', null]) {
      const link = await providerButton('afip', mine.challenge);
      const refused = await exchange('afip', link, verifier);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ detail: 'Este ingreso no empezó en este navegador: volvé a empezarlo desde el portal.' });
      // Tried once with the wrong secret, the code is spent for the right one too.
      expect((await exchange('afip', link, mine.verifier)).status).toBe(400);
    }
    const link = await providerButton('afip', mine.challenge);
    expect((await exchange('afip', link, mine.verifier)).status).toBe(200);
  });
});

/** Asks to change the account's e-mail (R10), as the profile form does. */
async function patchEmail(access: string, id: number, email: string, currentPassword: string): Promise<void> {
  const body = new FormData();
  body.append('email', email);
  body.append('current_password', currentPassword);
  const saved = await fetch(`${auth}customuser/${id}/`, { method: 'PATCH', body, headers: { Authorization: `Bearer ${access}` } });
  expect(saved.status).toBe(200);
}

describe('hand-off to a city service', () => {
  it('answers a fresh alpha and lets the service page redeem it once', async () => {
    const { access } = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const answer = await fetch(`${auth}newalpha/`, bearer(access));
    const { alpha } = (await answer.json()) as { alpha: string };
    expect(alpha).toMatch(/^[A-Za-z0-9]{16,}$/);
    const again = (await (await fetch(`${auth}newalpha/`, bearer(access))).json()) as { alpha: string };
    expect(again.alpha).not.toBe(alpha);

    const landing = await fetch(`${fakeServiceConfig.handoff.habilitaciones}/login/${alpha}`);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('Habilitaciones: sesión iniciada');
    expect(html).toContain(alpha);

    const replay = await fetch(`${fakeServiceConfig.handoff.habilitaciones}/login/${alpha}`);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain('no se pudo iniciar sesión');
  });

  it('answers no alpha to a level-1 token: a claimed DNI is not handed off as that DNI (R11)', async () => {
    const { access } = fake.state.signIn(NEW_RESIDENT.dni);
    const refused = await fetch(`${auth}newalpha/`, bearer(access));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: 'Para ingresar a otros servicios de la Municipalidad tenés que verificar tu identidad (Nivel 2).',
      reason: 'level',
    });
  });
});

describe('help links', () => {
  it('serves the registration tutorial as a PDF and the access-problems page', async () => {
    const pdf = await fetch(fakeServiceConfig.links.registrationTutorial);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const text = await pdf.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');

    const help = await fetch(fakeServiceConfig.links.loginHelp);
    expect(await help.text()).toContain('<h1>Problemas para registrarte o ingresar</h1>');
  });
});
