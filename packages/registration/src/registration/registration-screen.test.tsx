import { fakeServiceConfig, storeSession } from '@portal/api-client';
import { COMMON_PASSWORD_MESSAGE, DEMO_RESIDENT } from '@portal/fake-services';
import { ToastProvider } from '@portal/ui-kit';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registrationAction } from '../actions';
import { useRegistrationStore } from '../store';
import { DESTINATIONS, renderRegistration } from '../test/render';
import { fakeState, server } from '../test/setup';
import { RegistrationScreen } from './registration-screen';

const FREE_DNI = '31555666';
/** 64 characters (accents and an emoji), 65 UTF-16 units. */
const PASSPHRASE = 'la ría de Bahía Blanca tiene cangrejales, salitrales y vientos 🧉';
const OTHER_FIELDS = ['Nombre', 'Apellido', 'E-mail', 'Contraseña', 'Confirmar contraseña'];

/** Counts the checkuser/ calls the screen makes. */
function recordChecks(): string[] {
  const dnis: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/checkuser/')) dnis.push(((await request.clone().json()) as { dni: string }).dni);
  });
  return dnis;
}

async function openScreen(options: Parameters<typeof renderRegistration>[0] = {}) {
  const user = userEvent.setup();
  const view = renderRegistration(options);
  await screen.findByRole('heading', { level: 1, name: 'Completá tus datos' });
  return { user, ...view };
}

function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input' });
}

function expectOthers(state: 'enabled' | 'disabled') {
  for (const label of OTHER_FIELDS) {
    if (state === 'enabled') expect(field(label)).toBeEnabled();
    else expect(field(label)).toBeDisabled();
  }
}

async function passDniCheck(user: ReturnType<typeof userEvent.setup>, dni = FREE_DNI) {
  await user.type(field('DNI'), dni);
  await screen.findByText('Documento disponible. Ya podés completar tus datos.');
}

interface Filled {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmation?: string;
}

/**
 * Empties each field given and pastes its value: the screen checks these fields on REGISTRARME,
 * nothing reacts to a single key in them, and typing them key by key drew the screen once a key
 * (the DNI, whose check starts at its eighth digit, is still typed: passDniCheck).
 */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Filled) {
  const entries: Array<[string, string | undefined]> = [
    ['Nombre', values.firstName],
    ['Apellido', values.lastName],
    ['E-mail', values.email],
    ['Contraseña', values.password],
    ['Confirmar contraseña', values.confirmation],
  ];
  for (const [label, value] of entries) {
    if (value === undefined) continue;
    await user.clear(field(label));
    if (value !== '') await user.paste(value);
  }
}

const VALID: Required<Filled> = {
  firstName: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia.gomez@example.com',
  password: 'Secreta2024',
  confirmation: 'Secreta2024',
};

function toastTexts(): string[] {
  const viewport = screen.getByRole('region', { name: /Notificaciones/ });
  return within(viewport)
    .queryAllByRole('listitem')
    .map((toast) => toast.textContent ?? '');
}

/** Submits and waits until the only toast on screen is the error with `message`. */
async function submitExpectingError(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.click(screen.getByRole('button', { name: 'REGISTRARME' }));
  await waitFor(() => expect(toastTexts()).toEqual([`Error${message}`]));
}

describe('the registration screen', () => {
  it('has one h1, its title, and only the DNI enabled at first', async () => {
    await openScreen();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Registrarse · Portal del Vecino');
    expect(field('DNI')).toBeEnabled();
    expectOthers('disabled');
    expect(screen.getByRole('button', { name: 'REGISTRARME' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });

  it("links back to /login/ and to 'Iniciá sesión'", async () => {
    const { user, router } = await openScreen();
    expect(screen.getByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute('href', '/login/');
    expect(screen.getByRole('link', { name: /Volver al inicio de sesión/ })).toHaveAttribute('href', '/login/');
    await user.click(screen.getByRole('link', { name: 'Iniciá sesión' }));
    expect(router.state.location.pathname).toBe('/login/');
  });

  it('renders the footer the shell passes', async () => {
    await openScreen({ footer: <button type="button">Políticas de privacidad</button> });
    expect(screen.getByRole('button', { name: 'Políticas de privacidad' })).toBeInTheDocument();
  });

  it('sends a signed-in resident to the desktop', async () => {
    storeSession(fakeState().signIn(DEMO_RESIDENT.dni));
    renderRegistration();
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeInTheDocument();
  });
});

describe('the DNI check', () => {
  it('does not ask the service before 8 characters', async () => {
    const checks = recordChecks();
    const { user } = await openScreen();
    await user.type(field('DNI'), '3155566');
    expect(checks).toEqual([]);
    expectOthers('disabled');
  });

  it('shows that it is checking, then enables the form for a free DNI', async () => {
    const checks = recordChecks();
    fakeState().faults.auth = { mode: 'slow', delayMs: 200 };
    const { user } = await openScreen();
    await user.type(field('DNI'), FREE_DNI);
    expect(await screen.findByText('Verificando documento...')).toBeInTheDocument();
    expectOthers('disabled');
    await screen.findByText('Documento disponible. Ya podés completar tus datos.');
    expectOthers('enabled');
    expect(field('DNI')).not.toHaveAttribute('aria-invalid');
    expect(checks).toEqual([FREE_DNI]);
    await expectNoAxeViolations(document.body);
  });

  it('refuses a taken DNI and keeps the form disabled', async () => {
    const { user } = await openScreen();
    await user.type(field('DNI'), String(DEMO_RESIDENT.dni));
    const message = await screen.findByText('El documento ya está registrado: iniciá sesión');
    expect(field('DNI')).toHaveAttribute('aria-invalid', 'true');
    expect(field('DNI')).toHaveAccessibleDescription('El documento ya está registrado: iniciá sesión');
    expect(message).toHaveAttribute('role', 'status');
    expectOthers('disabled');
    expect(screen.getByRole('button', { name: 'REGISTRARME' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });

  it('offers the providers to whoever the taken DNI belongs to', async () => {
    const { user } = await openScreen();
    expect(screen.queryByText('¿Es tu DNI? Verificalo con…')).not.toBeInTheDocument();
    await user.type(field('DNI'), String(DEMO_RESIDENT.dni));
    expect(await screen.findByText('¿Es tu DNI? Verificalo con…')).toBeInTheDocument();
    const providers = screen.getByRole('list', { name: 'Verificá tu DNI con' });
    expect(within(providers).getByRole('link', { name: 'AFIP' })).toBeInTheDocument();
    await user.clear(field('DNI'));
    expect(screen.queryByText('¿Es tu DNI? Verificalo con…')).not.toBeInTheDocument();
  });

  it('says how long to wait when the service limits the checks, keeping what was typed, and checks again later', async () => {
    server.use(
      http.post(
        `${fakeServiceConfig.auth}checkuser/`,
        () =>
          HttpResponse.json(
            { detail: 'Hiciste varios pedidos seguidos.', retry_after: 600 },
            { status: 429, headers: { 'Retry-After': '600' } },
          ),
        { once: true },
      ),
    );
    const { user } = await openScreen();
    await user.type(field('DNI'), FREE_DNI);
    expect(await screen.findByText('Hiciste varios pedidos seguidos. Esperá 10 minutos y volvé a intentar.')).toBeInTheDocument();
    expect(field('DNI')).toHaveValue(FREE_DNI);
    expectOthers('disabled');
    await user.click(screen.getByRole('button', { name: 'Volver a verificar' }));
    await screen.findByText('Documento disponible. Ya podés completar tus datos.');
    expect(field('DNI')).toHaveValue(FREE_DNI);
  });

  it('the fake services limit the checks per client: the eleventh in 15 minutes waits', async () => {
    const { user } = await openScreen();
    for (let check = 0; check < 10; check += 1) {
      await user.clear(field('DNI'));
      await user.type(field('DNI'), String(31_555_600 + check));
      await screen.findByText(/Documento disponible|ya está registrado/);
    }
    await user.clear(field('DNI'));
    await user.type(field('DNI'), FREE_DNI);
    expect(await screen.findByText(/^Hiciste varios pedidos seguidos\. Esperá \d+ minutos? y volvé a intentar\.$/)).toBeInTheDocument();
    expect(field('DNI')).toHaveValue(FREE_DNI);
  });

  it('checks again when the DNI changes, and a free one clears the error', async () => {
    const checks = recordChecks();
    const { user } = await openScreen();
    await user.type(field('DNI'), String(DEMO_RESIDENT.dni));
    await screen.findByText('El documento ya está registrado: iniciá sesión');
    await user.clear(field('DNI'));
    await passDniCheck(user);
    expect(screen.queryByText('El documento ya está registrado: iniciá sesión')).not.toBeInTheDocument();
    expectOthers('enabled');
    expect(checks).toEqual([String(DEMO_RESIDENT.dni), FREE_DNI]);
  });

  it('keeps only the latest DNI’s answer: a late answer about the DNI typed before is not shown', async () => {
    let answerFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    let answered = 0;
    server.use(
      http.post(`${fakeServiceConfig.auth}checkuser/`, async ({ request }) => {
        const { dni } = (await request.json()) as { dni: string };
        // The first DNI answers "taken", but only after the second was answered "free".
        if (dni === FREE_DNI) {
          await firstHeld;
          return HttpResponse.json({ detail: 'registrado' }, { status: 400 });
        }
        return HttpResponse.json({ detail: 'libre' });
      }),
    );
    server.events.on('response:mocked', () => {
      answered++;
    });
    const { user } = await openScreen();
    await user.type(field('DNI'), FREE_DNI);
    await screen.findByText('Verificando documento...');
    await user.type(field('DNI'), '{Backspace}7');
    await screen.findByText('Documento disponible. Ya podés completar tus datos.');
    answerFirst();
    await waitFor(() => expect(answered).toBe(2));
    // Let the late answer travel through ky and the router (tasks, not wall-clock time).
    for (let i = 0; i < 20; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Documento disponible. Ya podés completar tus datos.')).toBeInTheDocument();
    expect(screen.queryByText('El documento ya está registrado: iniciá sesión')).not.toBeInTheDocument();
    expectOthers('enabled');
  });

  it('marks 8 or more characters that are not 8 digits as invalid without asking the service', async () => {
    const checks = recordChecks();
    const { user } = await openScreen();
    await user.type(field('DNI'), '315556667');
    expect(await screen.findByText('El número de documento no es válido')).toBeInTheDocument();
    expect(field('DNI')).toHaveAttribute('aria-invalid', 'true');
    expectOthers('disabled');
    // Typing the 8th digit asked once; the 9th did not.
    expect(checks).toEqual(['31555666']);
  });

  it('says when the check itself failed and checks again on demand', async () => {
    fakeState().faults.auth = { mode: 'fail' };
    const { user } = await openScreen();
    await user.type(field('DNI'), FREE_DNI);
    expect(
      await screen.findByText('No pudimos verificar el documento. El servicio no pudo completar la operación. Intentá de nuevo más tarde.'),
    ).toBeInTheDocument();
    expectOthers('disabled');
    fakeState().faults.auth = undefined;
    await user.click(screen.getByRole('button', { name: 'Volver a verificar' }));
    await screen.findByText('Documento disponible. Ya podés completar tus datos.');
    expectOthers('enabled');
  });
});

describe('submitting', () => {
  it('shows the mismatch first, before any other rule, and sends nothing', async () => {
    const { user } = await openScreen();
    await passDniCheck(user);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    await fill(user, { password: 'abc', confirmation: 'abd' });
    await submitExpectingError(user, 'Las contraseñas no coinciden.');
    expect(field('Confirmar contraseña')).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('shows each rule for its own bad input, in the documented order, one at a time', async () => {
    const checks = recordChecks();
    const { user } = await openScreen();
    await passDniCheck(user);
    await fill(user, { firstName: 'Lu', lastName: '', email: 'lucia@', password: 'corta', confirmation: 'corta' });

    await submitExpectingError(user, 'El nombre debe tener entre 3 y 50 caracteres');
    expect(field('Nombre')).toHaveFocus();
    await fill(user, { firstName: 'L'.repeat(51) });
    await submitExpectingError(user, 'El nombre debe tener entre 3 y 50 caracteres');

    await fill(user, { firstName: VALID.firstName });
    await submitExpectingError(user, 'Ingresá tu apellido');
    expect(field('Apellido')).toHaveFocus();

    await fill(user, { lastName: VALID.lastName });
    // A DNI found free and shortened afterwards is caught by the submit.
    await user.type(field('DNI'), '{Backspace}');
    await submitExpectingError(user, 'El número de documento no es válido');
    expect(field('DNI')).toHaveFocus();

    await user.type(field('DNI'), '6');
    await submitExpectingError(user, 'El e-mail no es válido');
    expect(field('E-mail')).toHaveFocus();

    await fill(user, { email: VALID.email });
    await submitExpectingError(user, 'La contraseña debe tener entre 8 y 64 caracteres');
    expect(field('Contraseña')).toHaveFocus();
    await fill(user, { password: 'Abcdef7', confirmation: 'Abcdef7' });
    await submitExpectingError(user, 'La contraseña debe tener entre 8 y 64 caracteres');
    await fill(user, { password: 'x'.repeat(65), confirmation: 'x'.repeat(65) });
    await submitExpectingError(user, 'La contraseña debe tener entre 8 y 64 caracteres');
    // Nothing was sent while a rule failed; the DNI was checked once (unchanged when restored).
    expect(fakeState().accounts.some((a) => a.email === VALID.email)).toBe(false);
    expect(checks).toEqual([FREE_DNI]);
  });

  it('registers, shows the success modal, and SIGUIENTE leads to /login', async () => {
    const { user, router } = await openScreen();
    await passDniCheck(user);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'REGISTRARME' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Te registraste con éxito' });
    expect(dialog).toHaveAccessibleDescription(`Te enviamos un correo a ${VALID.email}. Seguí sus instrucciones para activar tu cuenta.`);
    await expectNoAxeViolations(document.body);

    const account = fakeState().accounts.find((a) => a.dni === Number(FREE_DNI));
    expect(account).toMatchObject({
      first_name: VALID.firstName,
      last_name: VALID.lastName,
      email: VALID.email,
      password: VALID.password,
      validated: false,
    });
    expect(fakeState().mailbox.at(-1)).toMatchObject({ to: VALID.email, link: expect.stringContaining('/activar?token=') });

    await user.click(within(dialog).getByRole('button', { name: 'SIGUIENTE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useRegistrationStore.getState().values.password).toBe('');
  });

  it('sends one registration for two fast clicks on REGISTRARME', async () => {
    const { user } = await openScreen();
    await passDniCheck(user);
    await fill(user, VALID);
    const registrations: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/customuser/')) registrations.push(request.url);
    });
    fakeState().faults.auth = { mode: 'slow', delayMs: 100 };
    const button = screen.getByRole('button', { name: 'REGISTRARME' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('alertdialog', { name: 'Te registraste con éxito' });
    expect(registrations).toHaveLength(1);
  });

  it('accepts a 64-character passphrase with accents and an emoji (65 UTF-16 units)', async () => {
    const { user } = await openScreen();
    await passDniCheck(user);
    await fill(user, { ...VALID, password: '', confirmation: '' });
    // Pasted, as from a password manager.
    for (const label of ['Contraseña', 'Confirmar contraseña']) {
      await user.click(field(label));
      await user.paste(PASSPHRASE);
    }
    await user.click(screen.getByRole('button', { name: 'REGISTRARME' }));
    await screen.findByRole('alertdialog', { name: 'Te registraste con éxito' });
    expect(fakeState().accounts.find((a) => a.dni === Number(FREE_DNI))?.password).toBe(PASSPHRASE);
  });

  it('shows the service’s refusal of a common password beside the field, until it is changed', async () => {
    const { user } = await openScreen();
    await passDniCheck(user);
    await fill(user, { ...VALID, password: 'Password1', confirmation: 'Password1' });
    await user.click(screen.getByRole('button', { name: 'REGISTRARME' }));

    const password = field('Contraseña');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(COMMON_PASSWORD_MESSAGE));
    expect(screen.getByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
    // Beside the field, not as a toast as well.
    expect(toastTexts()).toEqual([]);
    expect(fakeState().accounts.some((a) => a.email === VALID.email)).toBe(false);
    await expectNoAxeViolations(document.body);

    await user.type(password, '!');
    expect(screen.queryByText(COMMON_PASSWORD_MESSAGE)).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('keeps every field as typed when the service refuses', async () => {
    const { user } = await openScreen();
    await passDniCheck(user);
    // The e-mail of the seeded resident: the service refuses a second account with it.
    await fill(user, { ...VALID, email: DEMO_RESIDENT.email });
    await submitExpectingError(user, 'Ya existe una cuenta con ese email.');
    expect(field('DNI')).toHaveValue(FREE_DNI);
    expect(field('Nombre')).toHaveValue(VALID.firstName);
    expect(field('Apellido')).toHaveValue(VALID.lastName);
    expect(field('E-mail')).toHaveValue(DEMO_RESIDENT.email);
    expect(field('Contraseña')).toHaveValue(VALID.password);
    expect(field('Confirmar contraseña')).toHaveValue(VALID.confirmation);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says how long to wait when registration itself is past the budget it shares with the DNI check, keeping the form (R12)', async () => {
    // Nine checks of this client already spent: the screen's own check is the tenth, the submit the eleventh.
    for (let check = 0; check < 9; check += 1) fakeState().checkUser(String(31_555_600 + check));
    const { user } = await openScreen();
    await passDniCheck(user);
    await fill(user, VALID);
    await submitExpectingError(user, 'Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.');
    expect(fakeState().accountByDni(Number(FREE_DNI))).toBeUndefined();
    expect(field('DNI')).toHaveValue(FREE_DNI);
    expect(field('Nombre')).toHaveValue(VALID.firstName);
    expect(field('E-mail')).toHaveValue(VALID.email);
    expect(field('Contraseña')).toHaveValue(VALID.password);
    expect(field('Confirmar contraseña')).toHaveValue(VALID.confirmation);
    expectOthers('enabled');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a failed connection as an error toast and keeps the form', async () => {
    const { user } = await openScreen();
    await passDniCheck(user);
    await fill(user, VALID);
    fakeState().faults.auth = { mode: 'fail' };
    await submitExpectingError(user, 'El servicio no pudo completar la operación. Intentá de nuevo más tarde.');
    expect(field('Nombre')).toHaveValue(VALID.firstName);
    expectOthers('enabled');
  });

  it('toggles each password between hidden and visible', async () => {
    const { user } = await openScreen();
    await passDniCheck(user);
    const toggles = screen.getAllByRole('button', { name: 'Mostrar contraseña' });
    expect(toggles).toHaveLength(2);
    expect(field('Contraseña')).toHaveAttribute('type', 'password');
    expect(field('Confirmar contraseña')).toHaveAttribute('type', 'password');
    await user.click(toggles[0] as HTMLElement);
    expect(field('Contraseña')).toHaveAttribute('type', 'text');
    expect(field('Confirmar contraseña')).toHaveAttribute('type', 'password');
    await user.click(toggles[1] as HTMLElement);
    expect(field('Confirmar contraseña')).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('button', { name: 'Ocultar contraseña' })[0] as HTMLElement);
    expect(field('Contraseña')).toHaveAttribute('type', 'password');
  });
});

describe('a prerendered page', () => {
  // The screen as the build renders it to HTML and the browser hydrates it (StrictMode, as the
  // shell), in a data router of its route with its action, as the portal's.
  const page = () => (
    <StrictMode>
      <ToastProvider>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '/registrarse', element: <RegistrationScreen destinations={DESTINATIONS} />, action: registrationAction }],
            { initialEntries: ['/registrarse'] },
          )}
        />
      </ToastProvider>
    </StrictMode>
  );

  it('keeps a DNI typed before hydration, in the field and in the store, and checks it', async () => {
    const checks = recordChecks();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const typed = container.querySelector<HTMLInputElement>('input[name="dni"]');
    if (!typed) throw new Error('no DNI field in the server HTML');
    typed.value = FREE_DNI;
    const root = await act(async () => hydrateRoot(container, page()));
    expect(field('DNI')).toBe(typed);
    expect(typed).toHaveValue(FREE_DNI);
    expect(useRegistrationStore.getState().values.dni).toBe(FREE_DNI);
    expect(await screen.findByText('Documento disponible. Ya podés completar tus datos.')).toBeVisible();
    // StrictMode's development-only second mount empties the store and the field hands the DNI
    // over again, so the check may be asked twice here; only ever for what was typed.
    expect([...new Set(checks)]).toEqual([FREE_DNI]);
    expectOthers('enabled');
    act(() => root.unmount());
    container.remove();
  });
});
