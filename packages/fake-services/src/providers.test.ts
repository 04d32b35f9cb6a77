import { fakeServiceConfig, s256Challenge } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from './seed';
import { auth, bearer, signIn, useFakeServices } from './test/harness';

const fake = useFakeServices();

/** A PKCE pair as the portal makes one: a random verifier and its S256 challenge. */
async function pkce(verifier = 'v'.repeat(20) + crypto.randomUUID()): Promise<{ verifier: string; challenge: string }> {
  return { verifier, challenge: await s256Challenge(verifier) };
}

const DEFAULT_PAIR = pkce('a'.repeat(43));

/** Opens the provider page (started with `challenge`) and follows its button as the browser would, up to the portal. */
async function providerButton(provider: string, challenge?: string): Promise<URL> {
  const start = new URLSearchParams({ next: '/dashboard', code_challenge: challenge ?? (await DEFAULT_PAIR).challenge, code_challenge_method: 'S256' });
  const page = await fetch(`${auth}${provider}login/?${start}`);
  expect(page.headers.get('Content-Type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('Ingresar como María Laura Fernández');
  const href = /<a class="button" href="([^"]+)"/.exec(html)?.[1] ?? '';
  return new URL(href.replace(/&amp;/g, '&'));
}

describe('identity providers', () => {
  it.each(['afip', 'anses', 'miargentina', 'renaper'])('%s returns to the portal and signs in the demo resident', async (provider) => {
    const link = await providerButton(provider);
    expect(`${link.origin}${link.pathname}`).toBe(`http://127.0.0.1:5173/${provider}redirect/`);

    const returned = await fetch(`${auth}${provider}redirect/${link.search}&code_verifier=${(await DEFAULT_PAIR).verifier}`);
    expect(returned.status).toBe(200);
    const { token, alpha } = (await returned.json()) as { token: string; alpha: string };
    expect(alpha).toMatch(/^[A-Za-z0-9]+$/);

    const exchanged = await fetch(`${auth}afipprofile/?token=${token}`);
    expect(exchanged.status).toBe(200);
    const { access } = (await exchanged.json()) as { access: string };
    expect(await (await fetch(`${auth}userprofile/`, bearer(access))).json()).toMatchObject({ dni: DEMO_RESIDENT.dni });
    expect((await fetch(`${auth}afipprofile/?token=${token}`)).status).toBe(400);
  });

  it('uses a provider code once and refuses missing, duplicated or foreign parameters', async () => {
    const link = await providerButton('anses');
    const state = link.searchParams.get('state') ?? '';
    const code = link.searchParams.get('code') ?? '';
    const verifier = `code_verifier=${(await DEFAULT_PAIR).verifier}`;
    expect((await fetch(`${auth}ansesredirect/?code=${code}&${verifier}`)).status).toBe(400);
    expect((await fetch(`${auth}ansesredirect/?state=${state}&code=${code}&code=${code}&${verifier}`)).status).toBe(400);
    expect((await fetch(`${auth}afipredirect/?state=${state}&code=${code}&${verifier}`)).status).toBe(400);
    expect((await fetch(`${auth}ansesredirect/?state=otro&code=${code}&${verifier}`)).status).toBe(400);
    expect((await fetch(`${auth}ansesredirect/?state=${state}&code=${code}&${verifier}`)).status).toBe(200);
    const reused = await fetch(`${auth}ansesredirect/?state=${state}&code=${code}&${verifier}`);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ detail: 'El código del proveedor no es válido o ya fue usado.' });
  });
});

describe('a provider sign-in bound to the browser that began it (S256)', () => {
  it('refuses to start without an S256 challenge', async () => {
    for (const query of ['', '?code_challenge_method=S256', `?code_challenge=${'a'.repeat(43)}&code_challenge_method=plain`, '?code_challenge=corto&code_challenge_method=S256']) {
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
      const query = verifier === null ? link.search : `${link.search}&code_verifier=${verifier}`;
      const refused = await fetch(`${auth}afipredirect/${query}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ detail: 'Este ingreso no empezó en este navegador: volvé a empezarlo desde el portal.' });
      // Tried once with the wrong secret, the code is spent for the right one too.
      expect((await fetch(`${auth}afipredirect/${link.search}&code_verifier=${mine.verifier}`)).status).toBe(400);
    }
    const link = await providerButton('afip', mine.challenge);
    expect((await fetch(`${auth}afipredirect/${link.search}&code_verifier=${mine.verifier}`)).status).toBe(200);
  });
});

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
