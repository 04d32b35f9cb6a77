import { storeSession } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countRequests, renderRecovery } from '../test/portal';
import { fakeState } from '../test/setup';
import { FORGOT_PASSWORD_TEXTS } from './forgot-password-screen';
import { RESEND_VERIFICATION_TEXTS } from './resend-verification-screen';

const NEWCOMER = {
  first_name: 'Lucía',
  last_name: 'Gómez',
  dni: '41222333',
  email: 'lucia.gomez@example.com',
  password: 'Prueba2024',
};

async function registerNewcomer() {
  const answer = await fakeState().register(NEWCOMER);
  expect(answer.status).toBe(201);
}

async function send(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = await screen.findByLabelText('E-mail');
  await user.clear(field);
  if (email !== '') await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
}

describe('the login screen links', () => {
  it('lead to /forgotpassword and /ResendVerification', async () => {
    const user = userEvent.setup();
    const { router } = renderRecovery('/login/');
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgotpassword');
    await user.click(screen.getByRole('link', { name: '¿No recibiste el correo de validación?' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¿No pudiste validar tu cuenta?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ResendVerification');
  });
});

describe('password recovery (/forgotpassword)', () => {
  it('shows the form state: logos, hint, one e-mail field, ENVIAR and Volver a inicio', async () => {
    renderRecovery('/forgotpassword');
    expect(await screen.findByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(document.title).toBe('Recuperar contraseña · Portal del Vecino');
    expect(screen.getByText('Ingresá tu e-mail y vas a recibir instrucciones para recuperarla.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portal del vecino de Bahía Blanca' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Municipio de Bahía Blanca' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/login/');
  });

  it('checks the address before sending anything', async () => {
    const user = userEvent.setup();
    const calls = countRequests('passwordreset/');
    renderRecovery('/forgotpassword');

    await send(user, '');
    expect(await screen.findByText('Ingresá tu e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await send(user, 'vecina@example');
    expect(await screen.findByText('El e-mail no es válido')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count).toBe(0);
    calls.stop();
  });

  it('sends POST passwordreset/ once and shows the sent state; the e-mail carries the reset link', async () => {
    const user = userEvent.setup();
    const calls = countRequests('passwordreset/');
    renderRecovery('/forgotpassword');
    await send(user, DEMO_RESIDENT.email);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Revisá tu correo' });
    // The router draws the answer in a transition; the heading takes the focus in its effect, after.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(FORGOT_PASSWORD_TEXTS.sentLines[0])).toBeInTheDocument();
    expect(screen.getByText(FORGOT_PASSWORD_TEXTS.sentLines[1])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLVER A INICIO' })).toHaveAttribute('href', '/login/');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.count).toBe(1);
    expect(fakeState().mailbox.at(-1)).toMatchObject({ to: DEMO_RESIDENT.email, link: expect.stringMatching(/\/restablecer\?token=/) });
    calls.stop();
  });

  it('sends one request at a time: two fast clicks on ENVIAR ask once', async () => {
    const user = userEvent.setup();
    fakeState().faults.auth = { mode: 'slow', delayMs: 100 };
    const calls = countRequests('passwordreset/');
    renderRecovery('/forgotpassword');
    await user.type(await screen.findByLabelText('E-mail'), DEMO_RESIDENT.email);
    const button = screen.getByRole('button', { name: 'ENVIAR' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisá tu correo' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('says the same for an address with no account (and nothing is e-mailed)', async () => {
    const user = userEvent.setup();
    renderRecovery('/forgotpassword');
    await send(user, 'nadie@example.com');
    expect(await screen.findByText(FORGOT_PASSWORD_TEXTS.sentLines[0])).toBeInTheDocument();
    expect(fakeState().mailbox).toHaveLength(0);
  });

  it('shows the service failure in the red banner and keeps the address', async () => {
    const user = userEvent.setup();
    fakeState().faults.auth = { mode: 'fail' };
    renderRecovery('/forgotpassword');
    await send(user, DEMO_RESIDENT.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'error: El servicio no pudo completar la operación. Intentá de nuevo más tarde.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue(DEMO_RESIDENT.email);
  });

  it.each([
    ['/forgotpassword', 'passwordReset', DEMO_RESIDENT.email],
    ['/ResendVerification', 'resendVerification', 'nadie@example.com'],
  ] as const)('%s: a fourth e-mail within 15 minutes says how long to wait and keeps the address', async (path, call, email) => {
    const user = userEvent.setup();
    // Three asked for already (any screen, any tab): the service answers 429, alike for any address.
    for (let ask = 0; ask < 3; ask += 1) fakeState()[call](email);
    renderRecovery(path);
    await send(user, email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'error: Hiciste varios pedidos seguidos. Esperá 15 minutos y volvé a intentar.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue(email);
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  });

  it('starts at the form again on a later visit', async () => {
    const user = userEvent.setup();
    renderRecovery('/forgotpassword');
    await send(user, DEMO_RESIDENT.email);
    await user.click(await screen.findByRole('link', { name: 'VOLVER A INICIO' }));
    await user.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(await screen.findByRole('button', { name: 'ENVIAR' })).toBeInTheDocument();
  });

  it('sends a signed-in resident to the desktop', async () => {
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    const { router } = renderRecovery('/forgotpassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('resend validation (/ResendVerification)', () => {
  it('shows the documented texts and sends a fresh activation link to an unvalidated account', async () => {
    const user = userEvent.setup();
    await registerNewcomer();
    const calls = countRequests('resendverification/');
    renderRecovery('/ResendVerification');

    expect(await screen.findByRole('heading', { level: 1, name: /validar tu cuenta\?/ })).toBeInTheDocument();
    expect(document.title).toBe('Validar tu cuenta · Portal del Vecino');
    expect(screen.getByText(RESEND_VERIFICATION_TEXTS.intro)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('placeholder', 'e-mail');
    expect(screen.getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/login/');

    const before = fakeState().mailbox.length;
    await send(user, NEWCOMER.email);
    expect(await screen.findByText(RESEND_VERIFICATION_TEXTS.sentLines[0])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLVER A INICIO' })).toHaveAttribute('href', '/login/');
    expect(calls.count).toBe(1);
    expect(fakeState().mailbox).toHaveLength(before + 1);
    expect(fakeState().mailbox.at(-1)).toMatchObject({ to: NEWCOMER.email, link: expect.stringMatching(/\/activar\?token=/) });
    calls.stop();
  });

  it('answers an unknown address with the same sent state', async () => {
    const user = userEvent.setup();
    renderRecovery('/resendverification');
    await send(user, 'nadie@example.com');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(RESEND_VERIFICATION_TEXTS.sentLines[0])).toBeInTheDocument();
    expect(fakeState().mailbox).toHaveLength(0);
  });

  it('refuses an address that is not one, without a call', async () => {
    const user = userEvent.setup();
    const calls = countRequests('resendverification/');
    renderRecovery('/ResendVerification');
    await send(user, 'lucia gomez@example.com');
    expect(await screen.findByText('El e-mail no es válido')).toBeInTheDocument();
    expect(calls.count).toBe(0);
    calls.stop();
  });
});

describe('Back and Forward to the entry a request was sent from (/forgotpassword, /ResendVerification)', () => {
  it.each([
    ['¿Olvidaste tu contraseña?', 'passwordreset/', FORGOT_PASSWORD_TEXTS],
    ['¿No recibiste el correo de validación?', 'resendverification/', RESEND_VERIFICATION_TEXTS],
  ] as const)('from the login screen’s link ‘%s’: the sent state again, nothing sent again', async (link, call, texts) => {
    const user = userEvent.setup();
    const calls = countRequests(call);
    const { router } = renderRecovery('/login/');
    await user.click(await screen.findByRole('link', { name: link }));
    await send(user, DEMO_RESIDENT.email);
    expect(await screen.findByText(texts.sentLines[0])).toBeInTheDocument();
    // The entry itself says it was sent, and holds nothing of the resident.
    await waitFor(() => expect(router.state.location.state).toEqual({ emailRequestSent: performance.timeOrigin }));
    expect(JSON.stringify(router.state.location.state)).not.toContain(DEMO_RESIDENT.email);

    await user.click(screen.getByRole('link', { name: 'VOLVER A INICIO' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeInTheDocument();
    await act(() => router.router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: texts.sentHeading })).toBeInTheDocument();
    expect(screen.getByText(texts.sentLines[0])).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();

    await act(() => router.router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeInTheDocument();
    await act(() => router.router.navigate(1));
    expect(await screen.findByText(texts.sentLines[0])).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('starts at the form on an entry marked sent by an earlier document (a reload, a visit from another site)', async () => {
    const { router } = renderRecovery('/login/');
    await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' });
    await act(() => router.router.navigate('/forgotpassword', { state: { emailRequestSent: performance.timeOrigin - 1 } }));
    expect(await screen.findByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeInTheDocument();
  });

  it('keeps the form on the entry of a refused request', async () => {
    const user = userEvent.setup();
    fakeState().faults.auth = { mode: 'fail' };
    const { router } = renderRecovery('/login/');
    await user.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await send(user, DEMO_RESIDENT.email);
    expect(await screen.findByRole('alert')).toHaveTextContent('error: El servicio no pudo completar la operación.');
    expect(router.state.location.state).toBeNull();
  });
});
