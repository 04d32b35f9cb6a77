import { fakeServiceConfig, newPkceVerifier, PROVIDERS, readTokens, s256Challenge, sessionStore } from '@portal/api-client';
import { getUserProfile } from '@portal/api-client/calls';
import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { countRequests, renderAuthFlow } from '../test/portal';
import { fakeState, server } from '../test/setup';
import { ProviderSignInChoices, VerifyIdentityProviders } from './provider-choices';
import { IDENTITY_VERIFIED } from './provider-return-screen';
import { PROVIDER_START_KEY, rememberProviderStart } from './provider-starts';

// A verification is the provider sign-in made while signed in (CONTRACT.md, R11): its return is
// exchanged with the resident's bearer, the level-2 tokens replace the level-1 ones, and the
// resident goes back to the page it began on.

const AUTH = fakeServiceConfig.auth;
const MISMATCH = 'La identidad que confirmó el proveedor tiene otro DNI que tu cuenta, así que no la usamos para verificarla.';

interface Seen {
  authorization: string | null;
  body: unknown;
}

/** The auth service's side of a verifying return, as the contract says it answers. */
function verifyingService(outcome: 'verified' | 'mismatch'): { redirects: Seen[]; verifiedTokens: { access: string; refresh: string } } {
  const redirects: Seen[] = [];
  const verifiedTokens = fakeState().signIn(DEMO_RESIDENT.dni);
  server.use(
    http.post(`${AUTH}:provider`, async ({ request, params }) => {
      if (!String(params.provider).endsWith('redirect')) return undefined;
      redirects.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      return outcome === 'verified'
        ? HttpResponse.json({ token: 'token-del-proveedor', alpha: 'Alpha1' })
        : HttpResponse.json({ detail: MISMATCH, reason: 'dni_mismatch' }, { status: 409 });
    }),
    http.post(`${AUTH}afipprofile/`, () => HttpResponse.json(verifiedTokens)),
  );
  return { redirects, verifiedTokens };
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('verifying the signed-in account with a provider', () => {
  it.each(PROVIDERS)(
    '%s: sends the bearer with the return, keeps the level-2 tokens, reloads the profile and goes back with a confirmation',
    async (provider) => {
      const levelOne = fakeState().signIn(DEMO_RESIDENT.dni);
      sessionStore.getState().signIn(levelOne);
      const { redirects, verifiedTokens } = verifyingService('verified');
      const profiles = countRequests('userprofile/');
      rememberProviderStart(provider, 'v'.repeat(43), Date.now(), '/licencia');

      const { router } = renderAuthFlow(`/${provider}redirect/?state=s1&code=c1`, { '/licencia': 'Licencia de conducir' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Licencia de conducir' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/licencia');
      expect(redirects).toEqual([
        { authorization: `Bearer ${levelOne.access}`, body: { state: 's1', code: 'c1', code_verifier: 'v'.repeat(43) } },
      ]);
      expect(readTokens()).toEqual(verifiedTokens);
      expect(profiles.count).toBe(1);
      const toast = await screen.findByText(IDENTITY_VERIFIED);
      expect(toast).toBeVisible();
      profiles.stop();
    },
  );

  it("shows the service's refusal of an identity with another DNI, keeps the session as it was, and leads back", async () => {
    const levelOne = fakeState().signIn(DEMO_RESIDENT.dni);
    sessionStore.getState().signIn(levelOne);
    verifyingService('mismatch');
    rememberProviderStart('anses', 'v'.repeat(43), Date.now(), '/reclamos?estado=Resuelto');

    const { router } = renderAuthFlow('/ansesredirect/?state=s1&code=c1', { '/reclamos': 'Mis reclamos' });

    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos verificar tu identidad' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MISMATCH);
    expect(readTokens()).toEqual(levelOne);
    expect(sessionStore.getState().signedIn).toBe(true);
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al portal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis reclamos' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/reclamos?estado=Resuelto');
  });

  it('sends nothing when the session ended before the return: nothing to verify', async () => {
    const redirects = countRequests('redirect/');
    rememberProviderStart('afip', 'v'.repeat(43), Date.now(), '/dashboard');
    renderAuthFlow('/afipredirect/?state=s1&code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos completar tu ingreso' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Tu sesión terminó antes de que volvieras de AFIP');
    expect(redirects.count).toBe(0);
    redirects.stop();
  });

  it('never completes an ordinary sign-in in a tab already signed in: the desktop, nothing sent, the session kept', async () => {
    const tokens = fakeState().signIn(DEMO_RESIDENT.dni);
    sessionStore.getState().signIn(tokens);
    const redirects = countRequests('redirect/');
    rememberProviderStart('miargentina', 'v'.repeat(43));
    const { router } = renderAuthFlow('/miargentinaredirect/?state=s1&code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(redirects.count).toBe(0);
    expect(readTokens()).toEqual(tokens);
    redirects.stop();
  });
});

describe('verifying against the fake services', () => {
  /** A verification begun on `from` for the identity of `dni` at the fake provider: its return address. */
  async function verificationReturn(dni: number, from: string): Promise<string> {
    const verifier = newPkceVerifier();
    rememberProviderStart('renaper', verifier, Date.now(), from);
    const started = fakeState().startProviderLogin('renaper', await s256Challenge(verifier), dni);
    if (!started) throw new Error('The fake has no such identity');
    return `/renaperredirect/?${new URLSearchParams({ state: started.state, code: started.code })}`;
  }

  it('raises the level-1 account to Nivel 2 when the provider proves its DNI', async () => {
    sessionStore.getState().signIn(fakeState().signIn(NEW_RESIDENT.dni));
    expect((await getUserProfile()).level).toBe(1);
    renderAuthFlow(await verificationReturn(NEW_RESIDENT.dni, '/dashboard'));
    expect(await screen.findByText(IDENTITY_VERIFIED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    expect(await getUserProfile()).toMatchObject({ dni: NEW_RESIDENT.dni, level: 2 });
  });

  it('refuses an identity with another DNI and leaves the account as it was', async () => {
    const tokens = fakeState().signIn(NEW_RESIDENT.dni);
    sessionStore.getState().signIn(tokens);
    renderAuthFlow(await verificationReturn(DEMO_RESIDENT.dni, '/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos verificar tu identidad' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MISMATCH);
    expect(readTokens()).toEqual(tokens);
    expect((await getUserProfile()).level).toBe(1);
  });
});

describe('the provider choices other packages show', () => {
  function renderAt(path: string, element: React.ReactNode) {
    const router = createTestRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
    render(<TestRouter router={router} />);
  }

  it('offers the four providers as a verification that comes back to this page', async () => {
    renderAt('/licencia?x=1', <VerifyIdentityProviders />);
    const list = screen.getByRole('list', { name: 'Verificá tu identidad con' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Verificar con AFIP',
      'Verificar con Mi Argentina',
      'Verificar con RENAPER',
      'Verificar con ANSES',
    ]);
    expect(links[0]).toHaveAttribute('href', `${AUTH}afiplogin/`);
    // A click records the start as a verification begun here (jsdom does not leave the page).
    await userEvent.click(links[2] as HTMLElement);
    await waitFor(() => expect(window.sessionStorage.getItem(PROVIDER_START_KEY)).not.toBeNull());
    expect(JSON.parse(window.sessionStorage.getItem(PROVIDER_START_KEY) ?? '{}')).toMatchObject({
      provider: 'renaper',
      returnTo: '/licencia?x=1',
    });
    await expectNoAxeViolations();
  });

  it('offers the four providers as an ordinary sign-in', async () => {
    renderAt('/registrarse', <ProviderSignInChoices label="Verificá tu DNI con" />);
    const links = within(screen.getByRole('list', { name: 'Verificá tu DNI con' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['AFIP', 'Mi Argentina', 'RENAPER', 'ANSES']);
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(window.sessionStorage.getItem(PROVIDER_START_KEY)).not.toBeNull());
    expect(JSON.parse(window.sessionStorage.getItem(PROVIDER_START_KEY) ?? '{}')).toMatchObject({ provider: 'afip', returnTo: null });
  });
});
