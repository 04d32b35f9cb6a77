import { fakeServiceConfig, sessionStore } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createAuthRoutes } from '../routes';
import { TEST_DESTINATIONS } from '../test/destinations';
import { countRequests } from '../test/portal';
import { fakeState } from '../test/setup';
import { EmailUndoProviders } from './provider-choices';
import { PROVIDER_START_KEY, rememberProviderStart } from './provider-starts';

// The e-mail change undo's confirmation of a level-2 account's DNI (CONTRACT.md, R13): a provider
// sign-in remembered as the undo's, whose return exchanges nothing and goes back to the undo page
// with the proof in navigation state (profile's arrival.ts reads it).

const AUTH = fakeServiceConfig.auth;
const TOKEN = 'u'.repeat(43);
const VERIFIER = 'v'.repeat(43);

/** The undo page's stand-in: what it was handed. */
function UndoPage() {
  const { state, search } = useLocation();
  return (
    <>
      <h1>Deshacé el cambio de e-mail</h1>
      <pre data-testid="handed">{JSON.stringify({ state, search })}</pre>
    </>
  );
}

function renderReturn(path: string) {
  const router = createTestRouter(
    [
      ...createAuthRoutes({
        destinations: TEST_DESTINATIONS,
      }),
      { path: '/deshacer-email', element: <UndoPage /> },
      { path: TEST_DESTINATIONS.signedInHome, element: <h1>Escritorio</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <TestRouter router={router} />
    </StrictMode>,
  );
  return router;
}

const handed = () => JSON.parse(screen.getByTestId('handed').textContent ?? '{}') as { state: unknown; search: string };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("the undo's provider return", () => {
  it('sends nothing and goes back to the undo (replacing the return) with the token and the proof', async () => {
    const calls = countRequests('redirect/');
    rememberProviderStart('afip', VERIFIER, Date.now(), '/deshacer-email', TOKEN);
    const router = renderReturn('/afipredirect/?state=s1&code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deshacé el cambio de e-mail' })).toBeInTheDocument();
    expect(handed()).toEqual({
      state: { emailUndo: { token: TOKEN, provider: 'afip', state: 's1', code: 'c1', verifier: VERIFIER } },
      search: '',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.count).toBe(0);
    expect(window.sessionStorage.getItem(PROVIDER_START_KEY)).toBeNull();
    calls.stop();
  });

  it('goes back to the undo even in a tab signed in to another session: nothing replaced', async () => {
    const tokens = fakeState().signIn(DEMO_RESIDENT.dni);
    sessionStore.getState().signIn(tokens);
    rememberProviderStart('renaper', VERIFIER, Date.now(), '/deshacer-email', TOKEN);
    renderReturn('/renaperredirect/?state=s2&code=c2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deshacé el cambio de e-mail' })).toBeInTheDocument();
    expect(handed().state).toMatchObject({ emailUndo: { token: TOKEN, provider: 'renaper' } });
  });

  it('is refused, as any return, where this tab never left for the undo (a start of another tab, or too old)', async () => {
    rememberProviderStart('afip', VERIFIER, Date.now() - 11 * 60_000, '/deshacer-email', TOKEN);
    renderReturn('/afipredirect/?state=s1&code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos completar tu ingreso' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este ingreso con AFIP no empezó en esta pestaña del portal');
  });

  it('a start without a verifier (no Web Crypto) cannot be spent: refused, nothing sent', async () => {
    const calls = countRequests('redirect/');
    rememberProviderStart('afip', null, Date.now(), '/deshacer-email', TOKEN);
    renderReturn('/afipredirect/?state=s1&code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos completar tu ingreso' })).toBeInTheDocument();
    expect(calls.count).toBe(0);
    calls.stop();
  });
});

describe('the providers the undo page offers', () => {
  it('start a sign-in remembered as the undo of this link, coming back to this page', async () => {
    const router = createTestRouter([{ path: '/deshacer-email', element: <EmailUndoProviders token={TOKEN} /> }], {
      initialEntries: ['/deshacer-email'],
    });
    render(<TestRouter router={router} />);
    const links = within(screen.getByRole('list', { name: 'Confirmá tu identidad con' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Confirmar con AFIP',
      'Confirmar con Mi Argentina',
      'Confirmar con RENAPER',
      'Confirmar con ANSES',
    ]);
    expect(links[0]).toHaveAttribute('href', `${AUTH}afiplogin/`);
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(window.sessionStorage.getItem(PROVIDER_START_KEY)).not.toBeNull());
    expect(JSON.parse(window.sessionStorage.getItem(PROVIDER_START_KEY) ?? '{}')).toMatchObject({
      provider: 'afip',
      returnTo: '/deshacer-email',
      emailUndo: TOKEN,
    });
    await expectNoAxeViolations();
  });
});
