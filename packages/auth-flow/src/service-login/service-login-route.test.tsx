import {
  ERROR_MESSAGES,
  fakeServiceConfig,
  providerLoginUrl,
  readTokens,
  refreshIfDue,
  s256Challenge,
  storeSession,
} from '@portal/api-client';
import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HANDOFF_ERROR_KEY, PENDING_HANDOFF_KEY, readPendingHandoff } from '../handoff/pending-handoff';
import { PROVIDER_START_KEY } from '../providers/provider-starts';
import { countRequests, renderAuthFlow } from '../test/portal';
import { fakeState, lastCodeFor, server } from '../test/setup';
import { resetAuthFlow } from '../testing';

const HANDOFF_URL = /^http:\/\/127\.0\.0\.1:4010\/servicios\/habilitaciones\/login\/([A-Za-z0-9]+)$/;

function signInDemo() {
  storeSession(fakeState().signIn(DEMO_RESIDENT.dni));
}

describe('login by service: the service page', () => {
  it('habilitaciones: heading, only the tax-authority button, the footer, and the hand-off remembered', async () => {
    renderAuthFlow('/login/habilitaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá a Habilitaciones' })).toBeInTheDocument();
    expect(document.title).toBe('Ingresá a Habilitaciones · Portal del Vecino');
    expect(screen.getByRole('link', { name: 'Ingresar con AFIP' })).toHaveAttribute('href', providerLoginUrl('afip'));
    expect(screen.queryByText('Otros proveedores')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ingresar con ANSES' })).toBeNull();
    expect(screen.getByText('Pie de prueba')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // Written by the screen's effect, which may run just after the heading shows.
    await waitFor(() => expect(readPendingHandoff()).toBe('habilitaciones'));
  });

  it('any other service: "Desconocido", the divider and the other three providers; nothing remembered', async () => {
    renderAuthFlow('/login/turnos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá a Desconocido' })).toBeInTheDocument();
    expect(screen.getByText('Otros proveedores')).toBeInTheDocument();
    const others = screen.getByRole('list', { name: 'Otros proveedores' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([providerLoginUrl('miargentina'), providerLoginUrl('renaper'), providerLoginUrl('anses')]);
    expect(window.sessionStorage.getItem(PENDING_HANDOFF_KEY)).toBeNull();
  });

  it('a password sign-in begun on the service page ends in the hand-off, not on the desktop', async () => {
    const user = userEvent.setup();
    const { leave, router } = renderAuthFlow('/login/habilitaciones');
    await user.click(await screen.findByRole('link', { name: 'Ingresá con tu DNI o e-mail' }));
    await user.type(await screen.findByLabelText('DNI o e-mail'), DEMO_RESIDENT.email);
    await user.type(screen.getByLabelText('Contraseña'), DEMO_RESIDENT.password);
    await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
    const group = await screen.findByRole('group', { name: 'Código de verificación' });
    await user.click(within(group).getByLabelText('Dígito 1 de 4'));
    await user.keyboard(lastCodeFor(DEMO_RESIDENT.email));

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave.mock.calls[0]?.[0]).toMatch(HANDOFF_URL);
    expect(router.state.location.pathname).toBe('/login/habilitaciones');
    expect(readPendingHandoff()).toBeNull();
  });
});

describe('login by service: the hand-off', () => {
  it('signed in: one newalpha/ (strict mode), then the configured address + /login/ + a fresh alpha', async () => {
    signInDemo();
    const alphas = countRequests('newalpha/');
    const { leave } = renderAuthFlow('/login/habilitaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresando a Habilitaciones' })).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const alpha = HANDOFF_URL.exec(leave.mock.calls[0]?.[0] ?? '')?.[1];
    expect(alpha).toBeDefined();
    // The alpha is fresh: the service can redeem it, once, for the demo resident.
    expect(fakeState().redeemAlpha(alpha ?? '')?.dni).toBe(DEMO_RESIDENT.dni);
    expect(alphas.count).toBe(1);
    // The link appears with the action's answer, once the browser was sent on its way.
    expect(await screen.findByRole('link', { name: 'continuá a Habilitaciones' })).toHaveAttribute('href', leave.mock.calls[0]?.[0]);
    alphas.stop();
  });

  it('leaves only once a refresh on the wire has its answer: the resident comes back still signed in', async () => {
    signInDemo();
    const spent = readTokens().refresh;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The refresh reaches the fake service once let go (a handler that answers nothing passes on).
    server.use(
      http.post(`${fakeServiceConfig.auth}refreshtoken/`, async () => {
        await answered;
      }),
    );
    const alphaAnswered = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (request.url.endsWith('/newalpha/')) resolve();
      });
    });
    // Begun ahead of the token's expiry (as the signed-in layout does), before the hand-off.
    const refresh = refreshIfDue(Date.now() + 3_600_000);
    const { leave } = renderAuthFlow('/login/habilitaciones');
    await alphaAnswered;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Ingresando a Habilitaciones' })).toBeInTheDocument();

    answer();
    await refresh;
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave.mock.calls[0]?.[0]).toMatch(HANDOFF_URL);
    // The rotated tokens were stored before the page left.
    expect(readTokens().refresh).not.toBe(spent);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('an unconfigured service never leaves the portal and asks for nothing', async () => {
    signInDemo();
    const alphas = countRequests('newalpha/');
    const { leave, reload } = renderAuthFlow('/login/desconocido');
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos ingresar a Desconocido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este servicio no está disponible desde el Portal del Vecino.');
    expect(screen.getByRole('link', { name: 'Ir al Escritorio' })).toHaveAttribute('href', '/dashboard');
    expect(leave).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(alphas.count).toBe(0);
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    alphas.stop();
  });

  it('a refused token signs out (isLoggedIn false, tokens cleared) and reloads; the service page then shows the error', async () => {
    signInDemo();
    // newalpha/ refuses the token, and again after the refresh: the session is over.
    server.use(http.get(`${fakeServiceConfig.auth}newalpha/`, () => HttpResponse.json({ detail: 'Token inválido.' }, { status: 401 })));
    const { leave, reload } = renderAuthFlow('/login/habilitaciones');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(leave).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
    expect(window.localStorage.getItem('lgac')).toBe('null');
    expect(window.localStorage.getItem('lgrf')).toBe('null');
    expect(window.sessionStorage.getItem(HANDOFF_ERROR_KEY)).toBe('Token inválido.');
    // Signed out, the same address is the service page again, with the red banner.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá a Habilitaciones' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('error: Token inválido.');
  });

  it("a dropped line, then a 5xx: the portal's message and 'Reintentar', the session kept; the retry hands off", async () => {
    signInDemo();
    const user = userEvent.setup();
    const alphas = countRequests('newalpha/');
    server.use(http.get(`${fakeServiceConfig.auth}newalpha/`, () => HttpResponse.error(), { once: true }));
    const { leave, reload } = renderAuthFlow('/login/habilitaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos ingresar a Habilitaciones' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.network);
    expect(screen.getByRole('link', { name: 'Ir al Escritorio' })).toHaveAttribute('href', '/dashboard');
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');

    fakeState().faults.auth = { mode: 'fail' };
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.failed));
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    expect(window.sessionStorage.getItem(HANDOFF_ERROR_KEY)).toBeNull();

    fakeState().faults.auth = undefined;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave.mock.calls[0]?.[0]).toMatch(HANDOFF_URL);
    expect(reload).not.toHaveBeenCalled();
    expect(alphas.count).toBe(3);
    alphas.stop();
  });

  it('an alpha that is not plain letters and digits never moves the browser', async () => {
    signInDemo();
    server.use(http.get(`${fakeServiceConfig.auth}newalpha/`, () => HttpResponse.json({ alpha: '../../evil?x=<script>' })));
    const { leave, reload } = renderAuthFlow('/login/habilitaciones');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(leave).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^error: /);
  });
});

describe('login by service: the hand-off at Nivel 1 (CONTRACT.md R11)', () => {
  const VERIFY_HEADING = 'Verificá tu identidad para ingresar a Habilitaciones';

  it('a claimed DNI gets no alpha: the verification with AFIP alone, still signed in, nothing reloaded or left', async () => {
    const tokens = fakeState().signIn(NEW_RESIDENT.dni);
    storeSession(tokens);
    const alphas = countRequests('newalpha/');
    const { leave, reload } = renderAuthFlow('/login/habilitaciones');
    expect(await screen.findByRole('heading', { level: 1, name: VERIFY_HEADING })).toBeInTheDocument();
    expect(document.title).toBe(`${VERIFY_HEADING} · Portal del Vecino`);
    expect(screen.getByText(/hasta ahora solo lo cargaste al registrarte \(Nivel 1\)/)).toBeInTheDocument();
    // The providers Habilitaciones' own page offers: AFIP alone.
    const offer = screen.getByRole('list', { name: 'Verificá tu identidad con' });
    expect(
      within(offer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Verificar con AFIP']);
    expect(screen.getByRole('link', { name: 'Ir al Escritorio' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(leave).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(readTokens()).toEqual(tokens);
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    expect(window.sessionStorage.getItem(HANDOFF_ERROR_KEY)).toBeNull();
    expect(alphas.count).toBe(1);
    await expectNoAxeViolations();
    alphas.stop();
  });

  it('the verification begun there comes back to the hand-off, which then leaves for the service at Nivel 2', async () => {
    storeSession(fakeState().signIn(NEW_RESIDENT.dni));
    const user = userEvent.setup();
    const first = renderAuthFlow('/login/habilitaciones');
    await user.click(await screen.findByRole('link', { name: 'Verificar con AFIP' }));
    // The click records a verification begun on the hand-off's address (jsdom does not leave the page).
    await waitFor(() => expect(window.sessionStorage.getItem(PROVIDER_START_KEY)).not.toBeNull());
    const start = JSON.parse(window.sessionStorage.getItem(PROVIDER_START_KEY) ?? '{}') as { verifier?: string };
    expect(start).toMatchObject({ provider: 'afip', returnTo: '/login/habilitaciones' });
    first.unmount();
    // The provider's site and its return are a new page: this page's state is gone, sessionStorage stays.
    resetAuthFlow();

    // The provider proves the resident's DNI, for the start the click made.
    const started = fakeState().startProviderLogin('afip', await s256Challenge(start.verifier ?? ''), NEW_RESIDENT.dni);
    if (!started) throw new Error('The fake provider has no identity for the new resident');
    const { leave, reload } = renderAuthFlow(`/afipredirect/?${new URLSearchParams({ state: started.state, code: started.code })}`);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const alpha = HANDOFF_URL.exec(leave.mock.calls[0]?.[0] ?? '')?.[1];
    expect(fakeState().redeemAlpha(alpha ?? '')?.dni).toBe(NEW_RESIDENT.dni);
    expect(reload).not.toHaveBeenCalled();
  });

  it('any other 403 still signs out and reloads, as a refused token does', async () => {
    signInDemo();
    server.use(
      http.get(`${fakeServiceConfig.auth}newalpha/`, () =>
        HttpResponse.json({ detail: 'No autorizado para este servicio.' }, { status: 403 }),
      ),
    );
    const { leave, reload } = renderAuthFlow('/login/habilitaciones');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(leave).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
    expect(window.sessionStorage.getItem(HANDOFF_ERROR_KEY)).toBe('No autorizado para este servicio.');
    expect(screen.queryByRole('heading', { level: 1, name: VERIFY_HEADING })).toBeNull();
  });
});
