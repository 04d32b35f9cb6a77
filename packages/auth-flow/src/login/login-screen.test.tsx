import { clearSession, getServiceConfig, providerLoginUrl, sessionStore } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { ToastProvider } from '@portal/ui-kit';
import { createTestRouter, renderRouter, TestRouter } from '@portal/vitest-config/router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireSignedIn } from '../guard/require-signed-in';
import { AUTH_PATHS } from '../paths';
import { PROVIDER_START_KEY } from '../providers/provider-starts';
import { createAuthRoutes } from '../routes';
import { LOCK_STORAGE_KEY, PIN_ERROR_MS, useAuthStore } from '../store';
import { TEST_DESTINATIONS } from '../test/destinations';
import { renderAuthFlow } from '../test/portal';
import { countRequests, fakeState, lastCodeFor, server } from '../test/setup';
import { LoginScreen } from './login-screen';

/**
 * The login screen's notice of why the session ended. The screen's code loads on its own (the
 * route is lazy): until it arrives the only status on the page is the loading indicator.
 */
async function sessionEndNotice() {
  await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' });
  return screen.getByRole('status');
}

function renderPortal(path: string = AUTH_PATHS.login) {
  const router = createTestRouter(
    [
      ...createAuthRoutes({ destinations: TEST_DESTINATIONS }),
      {
        Component: RequireSignedIn,
        children: [{ path: TEST_DESTINATIONS.signedInHome, element: <h1>Escritorio</h1> }],
      },
      { path: TEST_DESTINATIONS.register, element: <h1>Completá tus datos</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ToastProvider>
      <TestRouter router={router} />
    </ToastProvider>,
  );
  return { router, ...view };
}

/** user-event that lets fake timers advance while it waits between keystrokes. */
function setupUser() {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

async function enterCredentials(user: ReturnType<typeof setupUser>, username: string, password: string) {
  const usernameField = await screen.findByLabelText('DNI o e-mail');
  await user.clear(usernameField);
  await user.type(usernameField, username);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
}

async function enterCode(user: ReturnType<typeof setupUser>, code: string) {
  const group = await screen.findByRole('group', { name: 'Código de verificación' });
  await user.click(within(group).getByLabelText('Dígito 1 de 4'));
  await user.keyboard(code);
}

function codeBoxes(): HTMLInputElement[] {
  const group = screen.getByRole('group', { name: 'Código de verificación' });
  return within(group).getAllByRole('textbox') as HTMLInputElement[];
}

/** A code surely different from the e-mailed one. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login screen: the password path', () => {
  it('signs the seeded resident in with password and e-mailed code, then lands on /dashboard', async () => {
    const user = setupUser();
    const { router } = renderPortal();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeTruthy();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);

    expect(await screen.findByText(/Te enviamos por e-mail un código de 4 dígitos/)).toBeTruthy();
    await enterCode(user, lastCodeFor(DEMO_RESIDENT.email));

    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    const access = window.localStorage.getItem('lgac');
    expect(access === null || access === 'null' || access === '').toBe(false);
    expect(window.localStorage.getItem('lgrf')).not.toBe('null');
  });

  it("has the shell fetch the signed-in code from the password's submission on, and stops it once the resident is in", async () => {
    const cancel = vi.fn();
    const prefetch = vi.fn(() => cancel);
    const user = setupUser();
    renderAuthFlow(AUTH_PATHS.login, {}, prefetch);
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeTruthy();
    expect(prefetch).not.toHaveBeenCalled();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    expect(await screen.findByText(/Te enviamos por e-mail un código de 4 dígitos/)).toBeTruthy();
    // Only from the password's submission on: a visitor who never signs in fetches nothing of it.
    expect(prefetch).toHaveBeenCalled();
    await enterCode(user, lastCodeFor(DEMO_RESIDENT.email));
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
    expect(cancel).toHaveBeenCalledTimes(prefetch.mock.calls.length);
  });

  it("sends each call once and loads the desktop's data once: the guard leaves after the action is done", async () => {
    const counts = ['login/', 'doublefactor/', 'userprofile/'].map((suffix) => countRequests(suffix));
    const user = setupUser();
    renderAuthFlow(AUTH_PATHS.login);
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    await enterCode(user, await waitFor(() => lastCodeFor(DEMO_RESIDENT.email)));
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
    // What a second navigation (the guard's, beside the action's revalidation) would have sent again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counts.map((count) => count.count)).toEqual([1, 1, 1]);
    for (const count of counts) count.stop();
  });

  it('says the session expired when the service ended it, until the resident signs in again', async () => {
    clearSession('expired');
    const user = setupUser();
    renderPortal();

    const notice = await sessionEndNotice();
    expect(notice.textContent).toBe('Tu sesión expiró. Ingresá de nuevo.');
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    await enterCode(user, lastCodeFor(DEMO_RESIDENT.email));

    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
    expect(sessionStore.getState().endedBecause).toBeNull();
    expect(window.localStorage.getItem('portalSessionEnd')).toBeNull();
  });

  it('says the session was closed after the configured time without activity', async () => {
    clearSession('inactive');
    renderPortal();
    expect((await sessionEndNotice()).textContent).toBe(
      'Cerramos tu sesión porque pasaron 15 minutos sin actividad. Ingresá de nuevo para continuar.',
    );
  });

  it('says every session was closed after the profile page ended them all', async () => {
    clearSession('all-devices');
    renderPortal();
    expect((await sessionEndNotice()).textContent).toBe('Cerramos tu sesión en todos los dispositivos. Ingresá de nuevo para continuar.');
  });

  it('asks to sign in again, for security, when the session reached its end', async () => {
    clearSession('security');
    renderPortal();
    expect((await sessionEndNotice()).textContent).toBe('Por seguridad, volvé a ingresar.');
  });

  it('says nothing of an expiry after a sign-out the resident asked for', async () => {
    clearSession('expired');
    clearSession();
    renderPortal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeTruthy();
    expect(screen.queryByText('Tu sesión expiró. Ingresá de nuevo.')).toBeNull();
  });

  it('accepts the DNI as username and submits the code with VERIFICAR', async () => {
    const user = setupUser();
    renderPortal('/');
    await enterCredentials(user, String(DEMO_RESIDENT.dni), DEMO_RESIDENT.password);
    const group = await screen.findByRole('group', { name: 'Código de verificación' });
    await user.click(screen.getByRole('button', { name: 'VERIFICAR' }));
    expect(await screen.findByText('Ingresá los 4 dígitos del código.')).toBeTruthy();

    // The e-mail went to the resident's address, whichever identifier was typed.
    await user.click(within(group).getByLabelText('Dígito 1 de 4'));
    await user.paste(lastCodeFor(DEMO_RESIDENT.email));
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
  });

  it('checks the required fields in Spanish before sending anything', async () => {
    const user = setupUser();
    const logins = countRequests('login/');
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'INGRESAR' }));

    expect(screen.getByText('Ingresá tu DNI o e-mail.')).toBeTruthy();
    expect(screen.getByText('Ingresá tu contraseña.')).toBeTruthy();
    expect(screen.getByLabelText('DNI o e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('DNI o e-mail'));
    expect(logins.count).toBe(0);
    logins.stop();
  });

  it('shows the red banner on a wrong password, clears the password and keeps the username', async () => {
    const user = setupUser();
    renderPortal();
    await enterCredentials(user, DEMO_RESIDENT.email, 'equivocada');

    expect(await screen.findByText(/^error: .+/)).toBeTruthy();
    expect((screen.getByLabelText('DNI o e-mail') as HTMLInputElement).value).toBe(DEMO_RESIDENT.email);
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
    expect(useAuthStore.getState().step).toBe('credentials');
  });

  it('shows a wrong code as a PIN error for 2 seconds and clears the boxes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    renderPortal();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const code = await waitFor(() => lastCodeFor(DEMO_RESIDENT.email));
    await enterCode(user, wrongCode(code));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(codeBoxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(screen.queryByText(/^error: /)).toBeNull();

    act(() => {
      vi.advanceTimersByTime(PIN_ERROR_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useAuthStore.getState().pinError).toBeNull();

    // The right code still works afterwards.
    await enterCode(user, code);
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
  });

  it('goes back to the credentials with Volver, keeping the username', async () => {
    const user = setupUser();
    renderPortal();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    // Usable as soon as the code step shows, while the credentials' submission is still finishing.
    const back = await screen.findByRole('button', { name: 'Volver' });
    expect(back).toBeEnabled();
    await user.click(back);

    expect((screen.getByLabelText('DNI o e-mail') as HTMLInputElement).value).toBe(DEMO_RESIDENT.email);
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
  });
});

describe('login screen: the 403 lock', () => {
  it('locks after repeated wrong passwords, counts down, survives a reload and ends after 300 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    const first = renderPortal();

    // The fake locks after five wrong passwords in a row; the answer that says so is a 403.
    for (let attempt = 1; attempt <= 6 && !screen.queryByRole('alertdialog'); attempt += 1) {
      await enterCredentials(user, DEMO_RESIDENT.email, `equivocada-${attempt}`);
      await waitFor(() => expect(screen.getByRole('button', { name: 'INGRESAR', hidden: true })).not.toHaveAttribute('aria-busy'));
    }

    const dialog = await screen.findByRole('alertdialog', { name: 'Cuenta bloqueada temporalmente' });
    expect(within(dialog).getByText('5:00')).toBeTruthy();
    expect(screen.queryByText(/^error: /)).toBeNull();
    expect(Number(window.localStorage.getItem(LOCK_STORAGE_KEY))).toBeGreaterThan(Date.now());

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(dialog).getByText('4:59')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ENTENDIDO' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // The visible countdown and the polite announcement (minute-grained) outside the dialog.
    expect(screen.getByText((_, element) => element?.textContent === 'Podrás volver a intentar en 4:59')).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Ingreso bloqueado. Podrás volver a intentar en 5 minutos.');
    expect((screen.getByLabelText('DNI o e-mail') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'INGRESAR' }) as HTMLButtonElement).disabled).toBe(true);

    // A reload: the page goes away and the store starts again from storage.
    first.unmount();
    useAuthStore.getState().reset();
    renderPortal();
    expect(((await screen.findByLabelText('DNI o e-mail')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText((_, element) => element?.textContent === 'Podrás volver a intentar en 4:59')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Ingreso bloqueado. Podrás volver a intentar en 4 minutos.');

    act(() => {
      vi.advanceTimersByTime(240_000);
    });
    await waitFor(() => expect((screen.getByLabelText('DNI o e-mail') as HTMLInputElement).disabled).toBe(false));
    expect(screen.queryByText(/Podrás volver a intentar en/)).toBeNull();
    expect(window.localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
    expect((screen.getByRole('button', { name: 'INGRESAR' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('login screen: a code that cannot be guessed', () => {
  it("'password, wrong codes, password again' does not start the count again: the fifth wrong code locks as five wrong passwords do", async () => {
    const user = setupUser();
    renderPortal();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const first = await waitFor(() => lastCodeFor(DEMO_RESIDENT.email));
    const account = fakeState().findAccount(DEMO_RESIDENT.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await enterCode(user, wrongCode(first));
      await waitFor(() => expect(account?.failures).toBe(attempt));
      // The refusal is back (the PIN error shows) and the step takes the next code.
      await screen.findByRole('alert');
      await waitFor(() => expect(screen.getByRole('button', { name: 'VERIFICAR' })).not.toHaveAttribute('aria-busy'));
    }
    // A new code: the one before it is dead, and the four failures still count.
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await user.type(screen.getByLabelText('Contraseña'), DEMO_RESIDENT.password);
    await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
    await screen.findByRole('group', { name: 'Código de verificación' });
    const second = lastCodeFor(DEMO_RESIDENT.email);
    await enterCode(user, wrongCode(second));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cuenta bloqueada temporalmente' });
    expect(within(dialog).getByText('5:00')).toBeTruthy();
    expect((screen.getByLabelText('DNI o e-mail') as HTMLInputElement).disabled).toBe(true);
  });

  it('still signs in against a service that answers login/ without a ticket, sending doublefactor/ no ticket', async () => {
    const { auth } = getServiceConfig();
    const sent: unknown[] = [];
    server.use(
      http.post(`${auth}login/`, () => HttpResponse.json({ detail: 'Te enviamos un código.' })),
      http.post(`${auth}doublefactor/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(fakeState().signIn(DEMO_RESIDENT.dni));
      }),
    );
    const user = setupUser();
    renderPortal();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    await enterCode(user, '1234');
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
    expect(sent).toEqual([{ username: DEMO_RESIDENT.email, code: '1234' }]);
  });
});

const CODE_STEP_CLOSED = {
  detail:
    'Por seguridad cerramos el ingreso con código de esta cuenta: hubo demasiados códigos incorrectos. Para volver a ingresar, restablecé tu contraseña con el enlace que te enviamos por e-mail, o ingresá con un proveedor de identidad.',
  reason: 'code_step_closed',
};

describe('login screen: the code step closed for the day', () => {
  async function expectClosedNotice(router: ReturnType<typeof renderPortal>['router'], user: ReturnType<typeof setupUser>) {
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(CODE_STEP_CLOSED.detail)).toBeTruthy();
    // Not the lock: no dialog, no countdown, the form still usable, the providers still offered.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/Podrás volver a intentar en/)).toBeNull();
    expect(window.localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
    expect((screen.getByRole('button', { name: 'INGRESAR' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(screen.getByRole('list', { name: 'Ingresar con otra cuenta' })).getAllByRole('link')).toHaveLength(4);
    await user.click(within(notice).getByRole('link', { name: 'Restablecer mi contraseña' }));
    expect(router.state.location.pathname).toBe(TEST_DESTINATIONS.forgotPassword);
  }

  it("shows the service's text and the way to reset the password when login/ says the code step is closed", async () => {
    const { auth } = getServiceConfig();
    server.use(http.post(`${auth}login/`, () => HttpResponse.json(CODE_STEP_CLOSED, { status: 403 })));
    const user = setupUser();
    const { router } = renderPortal();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    expect(screen.queryByText(/^error: /)).toBeNull();
    await expectClosedNotice(router, user);
  });

  it('goes back to the credentials with the same text when doublefactor/ closes the code step', async () => {
    const { auth } = getServiceConfig();
    server.use(http.post(`${auth}doublefactor/`, () => HttpResponse.json(CODE_STEP_CLOSED, { status: 403 })));
    const user = setupUser();
    const { router } = renderPortal();
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    await enterCode(user, '1234');
    await waitFor(() => expect(useAuthStore.getState().step).toBe('credentials'));
    expect(screen.queryByRole('group', { name: 'Código de verificación' })).toBeNull();
    await expectClosedNotice(router, user);
  });
});

describe('login screen: too many codes asked for', () => {
  it('says in Spanish how long to wait and keeps what was typed, password included', async () => {
    const user = setupUser();
    renderPortal();
    // The fake mails three codes per account in 15 minutes; the fourth ask is a 429.
    for (let ask = 1; ask <= 3; ask += 1) {
      await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
      await user.click(await screen.findByRole('button', { name: 'Volver' }));
    }
    await enterCredentials(user, DEMO_RESIDENT.email, DEMO_RESIDENT.password);

    expect(await screen.findByText('error: Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.')).toBeTruthy();
    expect((screen.getByLabelText('DNI o e-mail') as HTMLInputElement).value).toBe(DEMO_RESIDENT.email);
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe(DEMO_RESIDENT.password);
    expect(useAuthStore.getState().step).toBe('credentials');
    expect((screen.getByRole('button', { name: 'INGRESAR' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('login screen: links', () => {
  it('offers the four providers as plain navigations in the documented order', async () => {
    renderPortal();
    const list = await screen.findByRole('list', { name: 'Ingresar con otra cuenta' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      providerLoginUrl('afip'),
      providerLoginUrl('miargentina'),
      providerLoginUrl('renaper'),
      providerLoginUrl('anses'),
    ]);
  });

  it('records, as the resident leaves for a provider, that this tab started that sign-in', async () => {
    renderPortal();
    const list = await screen.findByRole('list', { name: 'Ingresar con otra cuenta' });
    // The browser would leave the page here; jsdom cannot.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(within(list).getByRole('link', { name: /RENAPER/ }));
    document.removeEventListener('click', stay);
    // With the verifier whose challenge the start carries (providers/provider-return-screen.test.tsx).
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(PROVIDER_START_KEY) ?? '{}')).toMatchObject({
        provider: 'renaper',
        verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      }),
    );
  });

  it('links the tutorial PDF and the help page in a new tab, and registration inside the portal', async () => {
    const user = setupUser();
    const { router } = renderPortal();
    const { links } = getServiceConfig();

    const tutorial = await screen.findByRole('link', { name: /Tutorial para registrarte \(PDF\)/ });
    expect(tutorial.getAttribute('href')).toBe(links.registrationTutorial);
    expect(tutorial.getAttribute('target')).toBe('_blank');
    expect(tutorial.getAttribute('rel')).toContain('noopener');

    const help = screen.getByRole('link', { name: /Problemas para ingresar o registrarte/ });
    expect(help.getAttribute('href')).toBe(links.loginHelp);
    expect(help.getAttribute('rel')).toContain('noopener');

    await user.click(screen.getByRole('link', { name: 'Registrate' }));
    expect(await screen.findByRole('heading', { name: 'Completá tus datos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/registrarse');
  });

  it('renders what the shell puts in the footer slot', () => {
    renderRouter(
      [{ path: '/', element: <LoginScreen destinations={TEST_DESTINATIONS} footer={<a href="#politica">Política de privacidad</a>} /> }],
      {
        wrap: (children) => <ToastProvider>{children}</ToastProvider>,
      },
    );
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeTruthy();
  });

  it('puts the support button the shell hands in last among the links', () => {
    renderRouter(
      [
        {
          path: '/',
          element: (
            <LoginScreen destinations={TEST_DESTINATIONS} supportRequest={<button type="button">Problemas para registrarte</button>} />
          ),
        },
      ],
      { wrap: (children) => <ToastProvider>{children}</ToastProvider> },
    );
    const button = screen.getByRole('button', { name: 'Problemas para registrarte' });
    expect(button.closest('li')?.nextElementSibling).toBeNull();
  });

  it('links /forgotpassword and /ResendVerification, the pages of @portal/recovery', async () => {
    const user = setupUser();
    const { router } = renderPortal();
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgotpassword');
    await user.click(screen.getByRole('link', { name: '¿No recibiste el correo de validación?' }));
    expect(router.state.location.pathname).toBe('/ResendVerification');
  });
});
