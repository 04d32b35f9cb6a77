import { configureServices, fakeServiceConfig, readTokens } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { testStories } from '@portal/vitest-config/stories';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_PATHS } from '../paths';
import { renderSignedIn } from '../test/render';
import { fakeState, serveFakeState, server } from '../test/setup';
import * as stories from './profile-page.stories';

testStories(stories, {
  beforeEach: (story) => {
    (story.parameters.fakeServices as ((state: FakeState) => void) | undefined)?.(fakeState());
    serveFakeState();
  },
});

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('ProfilePage', () => {
  it('greets the resident and shows every card with the saved data', async () => {
    await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.profile, (p) => ({ ...p, level: 2 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, María Laura' })).toBeInTheDocument();
    expect(screen.getByText('Recordá mantener tus datos actualizados.')).toBeInTheDocument();
    expect(document.title).toBe('Mi perfil · Portal del Vecino');
    expect(within(card('Nombre y apellido')).getByText('María Laura Fernández')).toBeInTheDocument();
    expect(within(card('Nivel de seguridad')).getByText('Nivel 2')).toBeInTheDocument();
    expect(within(card('Documento')).getByText('DNI 30123456')).toBeInTheDocument();
    expect(within(card('Fecha de nacimiento')).getByText('14 de mayo de 1983')).toBeInTheDocument();
    expect(within(card('Dirección')).getByText('Sarmiento 1150, piso 2, depto. B')).toBeInTheDocument();
    expect(within(card('Dirección')).getByText('Bahía Blanca (8000)')).toBeInTheDocument();
    expect(within(card('Celular')).getByText('(291) 4567890')).toBeInTheDocument();
    expect(within(card('Correo electrónico')).getByText('vecina@example.com')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("shows the account's real level: Nivel 1 with the verification, Nivel 2 without, no card when the service says none", async () => {
    const first = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.profile, (p) => ({ ...p, level: 1 }));
    const levelOne = card('Nivel de seguridad');
    expect(within(levelOne).getByText('Nivel 1')).toBeInTheDocument();
    expect(levelOne).toHaveTextContent('Verificá tu identidad con un proveedor para pasar a Nivel 2');
    expect(within(levelOne).getByRole('link', { name: 'Verificar con AFIP' })).toBeInTheDocument();
    await expectNoAxeViolations();
    first.unmount();

    const second = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.profile, (p) => ({ ...p, level: 2 }));
    expect(within(card('Nivel de seguridad')).getByText('Nivel 2')).toBeInTheDocument();
    expect(within(card('Nivel de seguridad')).queryByRole('link')).toBeNull();
    second.unmount();

    await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.profile, ({ level: _level, ...p }) => p);
    expect(screen.queryByRole('region', { name: 'Nivel de seguridad' })).toBeNull();
    expect(screen.queryByText(/^Nivel \d$/)).toBeNull();
  });

  it('invites a first-time resident to add the address, phone and e-mail with the documented texts', async () => {
    await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.profile, (p) => ({ ...p, email: 'x@bbtst.example.com' }));
    expect(
      within(card('Dirección')).getByText('Agregá tu dirección para mostrarte información en base a tu ubicación'),
    ).toBeInTheDocument();
    expect(within(card('Celular')).getByText('Agregá un número de celular para recuperar tu cuenta vía SMS')).toBeInTheDocument();
    expect(
      within(card('Correo electrónico')).getByText('Agregá un correo alternativo como método de recuperación de tu cuenta'),
    ).toBeInTheDocument();
    expect(within(card('Fecha de nacimiento')).getByText('Todavía no cargaste tu fecha de nacimiento.')).toBeInTheDocument();
  });

  it('shows a new e-mail as pending until its link is opened', async () => {
    await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.profile, (p) => ({ ...p, pending_email: 'maria.laura@example.com' }));
    expect(card('Correo electrónico')).toHaveTextContent(
      'vecina@example.comPendiente de confirmación: maria.laura@example.com. Abrí el enlace que te enviamos a esa dirección.',
    );
  });

  it('sends every action to /profileform naming the field to focus', async () => {
    await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.profile);
    expect(screen.getByRole('link', { name: 'EDITAR MIS DATOS' })).toHaveAttribute('href', '/profileform?campo=datos');
    expect(screen.getByRole('link', { name: 'Agregar dirección de tu casa' })).toHaveAttribute('href', '/profileform?campo=direccion');
    expect(screen.getByRole('link', { name: 'Agregar celular' })).toHaveAttribute('href', '/profileform?campo=celular');
    expect(screen.getByRole('link', { name: 'Cambiar correo' })).toHaveAttribute('href', '/profileform?campo=email');
  });

  it('opens the form with the phone focused from the phone card', async () => {
    const { user } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.profile);
    await user.click(screen.getByRole('link', { name: 'Agregar celular' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualizá tus datos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Característica')).toHaveFocus();
  });
});

describe('sign-out on every device', () => {
  const askButton = () => screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' });
  const dialog = () => screen.findByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });

  /**
   * The demo resident on /perfil, with a second session (another device) at the fake, and the
   * page's way out spied on: the browser's own load of another document, which jsdom lacks.
   */
  async function renderWithAnotherDevice() {
    const view = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.profile);
    const phone = view.state.signIn(DEMO_RESIDENT.dni);
    const leave = vi.fn();
    vi.stubGlobal('location', Object.assign(new URL(window.location.href), { assign: leave, replace: leave, reload: vi.fn() }));
    const own = readTokens();
    /** Whether the fake still takes this access token (a 401 answer otherwise). */
    const authenticates = (access: string | null) => 'id' in view.state.authenticate(`Bearer ${access}`);
    return { ...view, phone, leave, own, authenticates };
  }

  it('asks first, then ends every session at the service, signs this browser out and loads the login', async () => {
    const { user, phone, leave, own, authenticates } = await renderWithAnotherDevice();
    await user.click(askButton());
    const asked = await dialog();
    expect(asked).toHaveTextContent(
      'Vamos a cerrar tu sesión en todos los dispositivos donde ingresaste, también en este. Para volver a usar el portal vas a tener que ingresar de nuevo.',
    );
    await expectNoAxeViolations();
    expect(authenticates(phone.access)).toBe(true);

    await user.click(within(asked).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
    expect(window.localStorage.getItem('portalSessionEnd')).toBe('all-devices');
    expect(authenticates(phone.access)).toBe(false);
    expect(authenticates(own.access)).toBe(false);
  });

  it('Cancelar closes the dialog, ends nothing and gives the focus back', async () => {
    const { user, phone, leave, authenticates } = await renderWithAnotherDevice();
    await user.click(askButton());
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(askButton()).toHaveFocus());
    expect(leave).not.toHaveBeenCalled();
    expect(authenticates(phone.access)).toBe(true);
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it.each([
    ['the service fails (5xx)', 'El servicio no pudo completar la operación. Intentá de nuevo más tarde.'],
    ['the line is down', 'No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.'],
    ['the service takes too long', 'El servicio tardó demasiado en responder. Intentá de nuevo.'],
  ])('when %s the resident stays signed in, is told so, and the retry ends every session', async (situation, message) => {
    const { user, state, phone, leave, authenticates } = await renderWithAnotherDevice();
    if (situation.includes('5xx')) state.faults.auth = { mode: 'fail' };
    if (situation.includes('line')) server.use(http.post(`${fakeServiceConfig.auth}logoutall/`, () => HttpResponse.error()));
    if (situation.includes('long')) {
      configureServices(fakeServiceConfig, { timeoutMs: 200 });
      state.faults.auth = { mode: 'slow', delayMs: 10_000 };
    }
    await user.click(askButton());
    const asked = await dialog();
    await user.click(within(asked).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    const alert = await within(asked).findByRole('alert');
    expect(alert).toHaveTextContent(`No pudimos cerrar tus sesiones${message} Tu sesión sigue abierta en este dispositivo.`);
    expect(leave).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
    expect(authenticates(phone.access)).toBe(true);
    await expectNoAxeViolations();

    state.faults = {};
    serveFakeState();
    await user.click(within(asked).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(authenticates(phone.access)).toBe(false);
  });
});
