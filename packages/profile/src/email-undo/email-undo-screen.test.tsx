import { sessionStore, storeSession } from '@portal/api-client';
import { COMMON_PASSWORD_MESSAGE, DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_MISMATCH_MESSAGE } from '@portal/rules';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { renderRouter } from '@portal/vitest-config/router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROFILE_PATHS } from '../paths';
import { fakeState, server } from '../test/setup';
import { confirmedChange, emailUndoStage, NEW_ADDRESS } from './email-undo-stories';

const NEW_PASSWORD = 'DeVueltaMiCuenta2025';
const UNDONE =
  'Deshicimos el cambio de e-mail: tu cuenta volvió a tu e-mail anterior, con tu nueva contraseña, y cerramos todas sus sesiones.';

function undoRequests() {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/emailchange/undo/')) count += 1;
  });
  return () => count;
}

/** A confirmed change of the resident of `dni` on the test's fake, and the page opened from its undo link (or a provider's hand-back). */
async function openUndo(dni: number, proofOf?: number, confirmIdentity?: (token: string) => React.ReactNode) {
  const { prepare, link } = confirmedChange(dni, proofOf);
  const state = fakeState();
  prepare(state);
  const user = userEvent.setup();
  const view = renderRouter(emailUndoStage(link.handedBack, confirmIdentity), { path: link.path });
  await screen.findByRole('heading', { level: 1, name: 'Deshacé el cambio de e-mail' });
  const account = state.accountByDni(dni);
  if (!account) throw new Error('no account');
  return { ...view, user, state, account, link };
}

async function typePasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirmation = password) {
  const fields = [screen.getByLabelText('Contraseña nueva'), screen.getByLabelText('Confirmar contraseña')];
  for (const field of fields) await user.clear(field);
  await user.type(fields[0] as HTMLElement, password);
  await user.type(fields[1] as HTMLElement, confirmation);
  await user.click(screen.getByRole('button', { name: 'DESHACER EL CAMBIO' }));
}

describe('EmailUndoScreen (/deshacer-email)', () => {
  it('takes the token out of the address, undoes once with the new password and offers to sign in', async () => {
    const sent = undoRequests();
    const { user, router, account } = await openUndo(NEW_RESIDENT.dni);
    // The page replaces its address in an effect; the router's navigation settles a moment later.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(PROFILE_PATHS.undoEmail);
    expect(account.email).toBe(NEW_ADDRESS);
    expect(screen.getByText(/cerramos su sesión en todos los dispositivos/)).toBeInTheDocument();
    await expectNoAxeViolations();

    await typePasswords(user, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(UNDONE);
    expect(screen.getByRole('link', { name: 'INGRESAR' })).toHaveAttribute('href', '/');
    expect(account).toMatchObject({ email: NEW_RESIDENT.email, password: NEW_PASSWORD });
    expect(sent()).toBe(1);
    await expectNoAxeViolations();
  });

  it('checks the password rules before sending: the length, and the confirmation', async () => {
    const sent = undoRequests();
    const { user } = await openUndo(NEW_RESIDENT.dni);
    await typePasswords(user, 'corta');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_LENGTH_MESSAGE));
    expect(screen.getByLabelText('Contraseña nueva')).toHaveFocus();
    await typePasswords(user, NEW_PASSWORD, 'OtraDistinta2025');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MISMATCH_MESSAGE));
    expect(sent()).toBe(0);
  });

  it('shows a refused password beside its field, keeps what was typed, and the link still undoes', async () => {
    const { user, account } = await openUndo(NEW_RESIDENT.dni);
    await typePasswords(user, 'password');
    const field = screen.getByLabelText('Contraseña nueva');
    await expect.poll(() => field).toHaveAccessibleDescription(expect.stringContaining(COMMON_PASSWORD_MESSAGE));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('password');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveValue('password');
    expect(account.email).toBe(NEW_ADDRESS);
    await typePasswords(user, NEW_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' });
  });

  it('a used link is refused with the service’s reason', async () => {
    const { user, state, link } = await openUndo(NEW_RESIDENT.dni);
    const token = new URL(link.path, 'http://x').searchParams.get('token') ?? '';
    expect((await state.undoEmailChange({ token, password: NEW_PASSWORD })).status).toBe(200);
    await typePasswords(user, 'OtraClave2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos deshacer el cambio de e-mail' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace para deshacer el cambio de e-mail no es válido, ya fue usado o venció.');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('without a usable answer it says so, keeps what was typed, and the same submit works once the service is back', async () => {
    const { user, state, account } = await openUndo(NEW_RESIDENT.dni);
    state.faults.auth = { mode: 'fail' };
    await typePasswords(user, NEW_PASSWORD);
    expect(await screen.findByText('Probá de nuevo en un momento: el enlace sigue sirviendo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue(NEW_PASSWORD);
    state.faults.auth = undefined;
    await user.click(screen.getByRole('button', { name: 'DESHACER EL CAMBIO' }));
    await screen.findByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' });
    expect(account.email).toBe(NEW_RESIDENT.email);
  });

  it('ends this browser’s session too, when it held one', async () => {
    const { user, state } = await openUndo(NEW_RESIDENT.dni);
    storeSession(state.signIn(NEW_RESIDENT.dni));
    expect(sessionStore.getState().signedIn).toBe(true);
    await typePasswords(user, NEW_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' });
    expect(sessionStore.getState().signedIn).toBe(false);
  });

  describe('a level-2 account', () => {
    it('asks for a provider’s confirmation of the DNI, naming the providers; nothing of the link spent', async () => {
      const { user, account } = await openUndo(DEMO_RESIDENT.dni);
      await typePasswords(user, NEW_PASSWORD);
      const step = await screen.findByRole('region', { name: 'Confirmá tu identidad' });
      expect(within(step).getByText(/para deshacer el cambio de e-mail, confirmá tu identidad con un proveedor/)).toBeInTheDocument();
      expect(within(step).getByText('Podés confirmarla con AFIP, ANSES, Mi Argentina o RENAPER.')).toBeInTheDocument();
      expect(screen.getByLabelText('Contraseña nueva')).toHaveValue(NEW_PASSWORD);
      expect(account.email).toBe(NEW_ADDRESS);
      await expectNoAxeViolations();
    });

    it('hands the link’s token to the providers the shell gives it', async () => {
      const { user, link } = await openUndo(DEMO_RESIDENT.dni, undefined, (token) => <p>Proveedores para el enlace {token}</p>);
      await typePasswords(user, NEW_PASSWORD);
      const token = new URL(link.path, 'http://x').searchParams.get('token');
      expect(await screen.findByText(`Proveedores para el enlace ${token}`)).toBeInTheDocument();
    });

    it('back from the provider with its own DNI: the proof leaves the history entry and goes with the new password', async () => {
      const { user, router, account } = await openUndo(DEMO_RESIDENT.dni, DEMO_RESIDENT.dni);
      expect(router.state.location.pathname).toBe(PROFILE_PATHS.undoEmail);
      await waitFor(() => expect(router.state.location.state).toBeNull());
      expect(
        screen.getByText('Ya confirmaste tu identidad con el proveedor. Elegí tu contraseña nueva para terminar.'),
      ).toBeInTheDocument();
      await typePasswords(user, NEW_PASSWORD);
      await screen.findByRole('heading', { level: 1, name: 'Deshicimos el cambio de e-mail' });
      expect(account).toMatchObject({ email: DEMO_RESIDENT.email, password: NEW_PASSWORD, level: 2 });
    });

    it('back from the provider with another DNI: refused, the providers offered again, the change kept', async () => {
      const { user, account } = await openUndo(DEMO_RESIDENT.dni, NEW_RESIDENT.dni);
      await typePasswords(user, NEW_PASSWORD);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'La identidad que confirmó el proveedor tiene otro DNI que tu cuenta, así que no deshicimos el cambio de e-mail.',
      );
      expect(screen.getByRole('region', { name: 'Confirmá tu identidad' })).toBeInTheDocument();
      expect(screen.queryByText(/Ya confirmaste tu identidad/)).not.toBeInTheDocument();
      expect(account.email).toBe(NEW_ADDRESS);
    });
  });
});
