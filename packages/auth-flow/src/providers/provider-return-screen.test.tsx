import { fakeServiceConfig, newPkceVerifier, PROVIDERS, type Provider, s256Challenge } from '@portal/api-client';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { rememberPendingHandoff } from '../handoff/pending-handoff';
import { countRequests, renderAuthFlow } from '../test/portal';
import { fakeState, server } from '../test/setup';
import { startProviderSignIn } from './provider-link';
import { PROVIDER_START_KEY, PROVIDER_START_TTL_MS, rememberProviderStart } from './provider-starts';

function returnUrl(provider: Provider, query: string): string {
  return `/${provider}redirect/?${query}`;
}

/** A PKCE pair, as a tab makes one when its provider link is clicked. */
async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = newPkceVerifier();
  return { verifier, challenge: await s256Challenge(verifier) };
}

/** A provider sign-in begun at the fake with `challenge`: its state and code. */
function startAtProvider(provider: Provider, challenge: string): { state: string; code: string } {
  const started = fakeState().startProviderLogin(provider, challenge);
  if (!started) throw new Error('The fake has no provider account');
  return { state: started.state, code: started.code };
}

/** A return from a sign-in this tab started (its link was clicked here, its verifier kept here). */
async function freshReturn(provider: Provider): Promise<string> {
  const { verifier, challenge } = await pkcePair();
  rememberProviderStart(provider, verifier);
  return returnUrl(provider, new URLSearchParams(startAtProvider(provider, challenge)).toString());
}

function expectNothingStored() {
  expect(window.localStorage.getItem('isLoggedIn')).not.toBe('true');
  expect(window.localStorage.getItem('lgac')).toBeNull();
  expect(window.localStorage.getItem('lgrf')).toBeNull();
}

async function expectErrorPage(text: RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos completar tu ingreso' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute('href', '/login/');
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('provider return pages', () => {
  it.each(PROVIDERS)('%s: exchanges the return once (strict mode), stores both tokens and lands on /dashboard', async (provider) => {
    const redirects = countRequests(`${provider}redirect/`);
    const profiles = countRequests('afipprofile/');
    const { router } = renderAuthFlow(await freshReturn(provider));

    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    expect(window.localStorage.getItem('lgac')).toMatch(/\S+/);
    expect(window.localStorage.getItem('lgrf')).toMatch(/\S+/);
    expect(redirects.count).toBe(1);
    expect(profiles.count).toBe(1);
    // Nothing was left in history to go back to: the return page's entry was replaced.
    expect(router.state.historyAction).toBe('REPLACE');
    redirects.stop();
    profiles.stop();
  });

  it('shows a spinner while the exchange runs, with the query already out of the address bar', async () => {
    fakeState().faults.auth = { mode: 'slow', delayMs: 50 };
    const { router } = renderAuthFlow(await freshReturn('anses'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresando con ANSES' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Estamos completando tu ingreso con ANSES...');
    expect(document.title).toBe('Ingresando con ANSES · Portal del Vecino');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/ansesredirect/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
  });

  it('ends in the hand-off when the sign-in began on a service page', async () => {
    rememberPendingHandoff('habilitaciones');
    const { router, leave } = renderAuthFlow(await freshReturn('miargentina'));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave.mock.calls[0]?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:4010\/servicios\/habilitaciones\/login\/[A-Za-z0-9]+$/);
    expect(router.state.location.pathname).toBe('/login/habilitaciones');
  });

  it('never sends a used return again: the same address after a reload shows the error and sends nothing', async () => {
    const url = await freshReturn('afip');
    const first = renderAuthFlow(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    first.unmount();
    // A reload: the page's memory is gone, sessionStorage keeps the record.
    window.localStorage.clear();

    const redirects = countRequests('afipredirect/');
    renderAuthFlow(url);
    await expectErrorPage(/Este ingreso con AFIP ya fue usado/);
    expect(redirects.count).toBe(0);
    expectNothingStored();
    expect(consoleError).toHaveBeenCalledWith('Error al obtener el token:', expect.anything());
    redirects.stop();
  });

  it('a reload of the stripped return page sends nothing and says what is missing', async () => {
    const redirects = countRequests('redirect/');
    renderAuthFlow('/renaperredirect/');
    await expectErrorPage(/No recibimos los datos de tu ingreso con RENAPER/);
    expect(redirects.count).toBe(0);
    expectNothingStored();
  });

  it.each([
    ['no state', 'code=abc123', /No recibimos los datos/],
    ['no code', 'state=abc123', /No recibimos los datos/],
    ['two codes', 'state=s1&code=c1&code=c2', /llegaron repetidos/],
    ['two states', 'state=s1&state=s2&code=c1', /llegaron repetidos/],
    ['script in a parameter', `state=s1&code=${encodeURIComponent('<script>alert(1)</script>')}`, /no son válidos/],
    ['a quote in the state', `state=${encodeURIComponent('a"onload="x')}&code=c1`, /no son válidos/],
  ])('crafted return (%s): the error message, no call, nothing stored', async (_case, query, text) => {
    const redirects = countRequests('afipredirect/');
    const { router } = renderAuthFlow(returnUrl('afip', query));
    await expectErrorPage(text);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(redirects.count).toBe(0);
    expectNothingStored();
    expect(consoleError).toHaveBeenCalledWith('Error al obtener el token:', expect.anything());
  });

  it('a code the service already used: its message, nothing stored', async () => {
    const { verifier, challenge } = await pkcePair();
    const started = startAtProvider('afip', challenge);
    // Used elsewhere (another tab, an attacker replaying a link).
    await fakeState().providerReturn('afip', [started.state], [started.code], [verifier]);
    rememberProviderStart('afip', verifier);
    renderAuthFlow(returnUrl('afip', `state=${started.state}&code=${started.code}`));
    await expectErrorPage(/AFIP no confirmó tu ingreso\. El código del proveedor no es válido o ya fue usado\./);
    expectNothingStored();
    expect(consoleError).toHaveBeenCalledWith('Error al obtener el token:', expect.objectContaining({ status: 400 }));
  });

  it('a code from another provider is refused by the service', async () => {
    const { verifier, challenge } = await pkcePair();
    const started = startAtProvider('anses', challenge);
    rememberProviderStart('afip', verifier);
    renderAuthFlow(returnUrl('afip', `state=${started.state}&code=${started.code}`));
    await expectErrorPage(/AFIP no confirmó tu ingreso/);
    expectNothingStored();
  });

  describe('a return accepted only in the tab that left for that provider', () => {
    const FOREIGN = /Este ingreso con AFIP no empezó en esta pestaña del portal, así que no lo completamos/;

    function wellFormedReturn(): string {
      const started = startAtProvider('afip', 'c'.repeat(43));
      return returnUrl('afip', `state=${started.state}&code=${started.code}`);
    }

    it.each([
      ['started in no tab of this browser (a link from someone else)', () => {}],
      ['started for another provider', () => rememberProviderStart('anses')],
      ['started more than ten minutes ago', () => rememberProviderStart('afip', null, Date.now() - PROVIDER_START_TTL_MS - 1)],
      ['with a record that is not one', () => window.sessionStorage.setItem(PROVIDER_START_KEY, 'afip')],
    ])('%s: refused with a way to start again, nothing sent, nothing stored', async (_case, arrange) => {
      arrange();
      const redirects = countRequests('redirect/');
      const profiles = countRequests('afipprofile/');
      renderAuthFlow(wellFormedReturn());
      await expectErrorPage(FOREIGN);
      expect(redirects.count).toBe(0);
      expect(profiles.count).toBe(0);
      expectNothingStored();
      redirects.stop();
      profiles.stop();
    });

    it('spends the record: the same start never accepts a second return', async () => {
      const first = renderAuthFlow(await freshReturn('afip'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
      first.unmount();
      window.localStorage.clear();
      expect(window.sessionStorage.getItem(PROVIDER_START_KEY)).toBeNull();
      renderAuthFlow(wellFormedReturn());
      await expectErrorPage(FOREIGN);
    });
  });

  describe('bound to the browser that began it (S256)', () => {
    /** A click on the provider's link in this tab: the address the tab leaves for. */
    async function clickProvider(provider: Provider): Promise<URL> {
      const link = document.createElement('a');
      link.href = '/';
      const leave = vi.fn<(href: string) => void>();
      startProviderSignIn(
        {
          currentTarget: link,
          defaultPrevented: false,
          button: 0,
          altKey: false,
          ctrlKey: false,
          metaKey: false,
          shiftKey: false,
          preventDefault: () => {},
        },
        provider,
        leave,
      );
      await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
      return new URL(leave.mock.calls[0]?.[0] ?? '');
    }

    /** What the provider's page (the fake's) sends the browser back to, for a start at `start`. */
    async function providerSendsBack(start: URL): Promise<string> {
      const page = await (await fetch(start)).text();
      const back = new URL((/href="([^"]*redirect\/\?[^"]*)"/.exec(page)?.[1] ?? '').replaceAll('&amp;', '&'));
      return `${back.pathname}${back.search}`;
    }

    it("leaves with the S256 challenge of a verifier kept in this tab's sessionStorage, and its return signs in", async () => {
      const start = await clickProvider('renaper');
      expect(`${start.origin}${start.pathname}`).toBe(`${fakeServiceConfig.auth}renaperlogin/`);
      expect(start.searchParams.get('code_challenge_method')).toBe('S256');
      const { verifier } = JSON.parse(window.sessionStorage.getItem(PROVIDER_START_KEY) ?? '{}') as { verifier: string };
      expect(start.searchParams.get('code_challenge')).toBe(await s256Challenge(verifier));

      const redirects = countRequests('renaperredirect/');
      renderAuthFlow(await providerSendsBack(start));
      expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
      expect(redirects.count).toBe(1);
      redirects.stop();
    });

    it("refuses a return made from anyone else's sign-in, even in a tab that did click the same provider", async () => {
      await clickProvider('afip');
      // The attacker's own sign-in, with their own verifier: its return address, sent to the resident.
      const theirs = await pkcePair();
      renderAuthFlow(returnUrl('afip', new URLSearchParams(startAtProvider('afip', theirs.challenge)).toString()));
      await expectErrorPage(/AFIP no confirmó tu ingreso\. Este ingreso no empezó en este navegador/);
      expectNothingStored();
    });

    it('still signs in against a service that ignores the challenge and the verifier', async () => {
      const { verifier } = await pkcePair();
      rememberProviderStart('afip', verifier);
      const sent: unknown[] = [];
      const tokens = fakeState().signIn(30123456);
      server.use(
        http.post(`${fakeServiceConfig.auth}afipredirect/`, async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ token: 'proveedor', alpha: 'Alpha1' });
        }),
        http.post(`${fakeServiceConfig.auth}afipprofile/`, () => HttpResponse.json(tokens)),
      );
      renderAuthFlow(returnUrl('afip', 'state=s1&code=c1'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
      expect(sent).toEqual([{ state: 's1', code: 'c1', code_verifier: verifier }]);
    });
  });

  it('a failing token exchange logs the dispatch error and stores nothing', async () => {
    server.use(http.post(`${fakeServiceConfig.auth}afipprofile/`, () => HttpResponse.json({ detail: 'Token vencido.' }, { status: 400 })));
    renderAuthFlow(await freshReturn('renaper'));
    await expectErrorPage(/No pudimos iniciar tu sesión con RENAPER\. Token vencido\./);
    expectNothingStored();
    expect(consoleError).toHaveBeenCalledWith('Error al realizar el dispatch:', expect.objectContaining({ status: 400 }));
  });

  it('a service outage shows the Spanish message and a way back', async () => {
    fakeState().faults.auth = { mode: 'fail' };
    renderAuthFlow(await freshReturn('afip'));
    await expectErrorPage(/El servicio no pudo completar la operación/);
    expectNothingStored();
  });
});
