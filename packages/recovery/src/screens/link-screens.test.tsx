import { ERROR_MESSAGES, fakeServiceConfig } from '@portal/api-client';
import { login, verifySecondFactor } from '@portal/api-client/calls';
import { COMMON_PASSWORD_MESSAGE, DEMO_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, renderRecovery } from '../test/portal';
import { fakeState, lastCodeFor, server } from '../test/setup';

/** 64 characters (accents and an emoji), 65 UTF-16 units. */
const PASSPHRASE = 'la ría de Bahía Blanca tiene cangrejales, salitrales y vientos 🧉';

const NEWCOMER = {
  first_name: 'Lucía',
  last_name: 'Gómez',
  dni: '41222333',
  email: 'lucia.gomez@example.com',
  password: 'Prueba2024',
};

/** The portal address of the newest link the fake e-mailed to `address` (path and query). */
function lastLinkFor(address: string): string {
  const link = fakeState()
    .mailbox.filter((mail) => mail.to === address && mail.link !== undefined)
    .at(-1)?.link;
  if (!link) throw new Error(`No link was e-mailed to ${address}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * On the login page the link led to, the resident signs in with the password and the e-mailed
 * code. The login screen is auth-flow's (the shell's browser tests go through it): here the
 * service is asked the same two calls, to show the account and its password work.
 */
async function signIn(username: string, password: string, email: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeInTheDocument();
  const { ticket } = await login({ username, password });
  const tokens = await verifySecondFactor({ username, code: lastCodeFor(email), ticket });
  expect(tokens.access).not.toBe('');
}

describe('activation link (/activar)', () => {
  it('activates once (strict mode), clears the token from the address, then the resident signs in', async () => {
    const user = userEvent.setup();
    expect((await fakeState().register(NEWCOMER)).status).toBe(201);
    const calls = countRequests('activate/');
    const { router } = renderRecovery(lastLinkFor(NEWCOMER.email));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta está activada' })).toBeInTheDocument();
    expect(document.title).toBe('Cuenta activada · Portal del Vecino');
    expect(router.state.location.pathname).toBe('/activar');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.count).toBe(1);
    calls.stop();

    await user.click(screen.getByRole('link', { name: 'INGRESAR' }));
    await signIn(NEWCOMER.dni, NEWCOMER.password, NEWCOMER.email);
    expect(router.state.location.pathname).toBe('/login/');
  });

  it('spends the token once: a revalidation of the page sends nothing more', async () => {
    expect((await fakeState().register(NEWCOMER)).status).toBe(201);
    const calls = countRequests('activate/');
    const { router } = renderRecovery(lastLinkFor(NEWCOMER.email));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta está activada' })).toBeInTheDocument();
    await act(() => router.router.revalidate());
    await router.navigate('/activar');
    expect(screen.getByRole('heading', { level: 1, name: 'Tu cuenta está activada' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('shows why a used link does not work, with a way to ask for a new one', async () => {
    expect((await fakeState().register(NEWCOMER)).status).toBe(201);
    const link = lastLinkFor(NEWCOMER.email);
    const token = new URLSearchParams(link.split('?')[1]).get('token') ?? '';
    expect(fakeState().activate(token).status).toBe(200);
    renderRecovery(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos activar tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace de activación no es válido o ya fue usado.');
    expect(screen.getByRole('link', { name: 'Pedir un nuevo correo de validación' })).toHaveAttribute('href', '/ResendVerification');
    expect(screen.getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/login/');
  });

  it("a dropped line, then a 5xx: the portal's message and 'Reintentar', which sends the same link again and activates", async () => {
    expect((await fakeState().register(NEWCOMER)).status).toBe(201);
    const user = userEvent.setup();
    const calls = countRequests('activate/');
    server.use(http.post(`${fakeServiceConfig.auth}activate/`, () => HttpResponse.error(), { once: true }));
    const { router } = renderRecovery(lastLinkFor(NEWCOMER.email));

    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos activar tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.network);
    expect(screen.queryByRole('link', { name: 'Pedir un nuevo correo de validación' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    fakeState().faults.auth = { mode: 'fail' };
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.failed));
    expect(calls.count).toBe(2);

    fakeState().faults.auth = undefined;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta está activada' })).toBeInTheDocument();
    expect(calls.count).toBe(3);
    calls.stop();
  });

  it('refuses a page without a token, or with a malformed one, without a call', async () => {
    const calls = countRequests('activate/');
    const first = renderRecovery('/activar');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de activación está incompleto.');
    first.unmount();
    renderRecovery('/activar?token=%3Cscript%3E');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de activación no es válido.');
    expect(calls.count).toBe(0);
    calls.stop();
  });
});

describe('password reset link (/restablecer)', () => {
  async function openResetLink() {
    fakeState().passwordReset(DEMO_RESIDENT.email);
    const view = renderRecovery(lastLinkFor(DEMO_RESIDENT.email));
    await screen.findByRole('heading', { level: 1, name: 'Elegí una contraseña nueva' });
    return view;
  }

  it('checks the rule of the registration before sending, and each field can be shown', async () => {
    const user = userEvent.setup();
    const calls = countRequests('passwordreset/confirm/');
    const { router } = await openResetLink();
    expect(document.title).toBe('Restablecer contraseña · Portal del Vecino');
    await waitFor(() => expect(router.state.location.search).toBe(''));

    const password = screen.getByLabelText('Contraseña nueva');
    const confirmation = screen.getByLabelText('Confirmar contraseña');
    await user.type(password, 'corta');
    await user.type(confirmation, 'corta');
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
    expect(await screen.findByText('La contraseña debe tener entre 8 y 64 caracteres')).toBeInTheDocument();
    expect(password).toHaveFocus();
    // Seven characters, the ñ typed as n + combining tilde: still seven, refused.
    await user.clear(password);
    await user.type(password, 'n\u0303andúes');
    await user.clear(confirmation);
    await user.type(confirmation, 'n\u0303andúes');
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
    expect(await screen.findByText('La contraseña debe tener entre 8 y 64 caracteres')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'NuevaClave1');
    await user.clear(confirmation);
    await user.type(confirmation, 'NuevaClave2');
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(confirmation).toHaveFocus();
    expect(calls.count).toBe(0);

    const [showPassword, showConfirmation] = screen.getAllByRole('button', { name: 'Mostrar contraseña' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(showPassword as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(showConfirmation as HTMLElement);
    expect(confirmation).toHaveAttribute('type', 'text');
    calls.stop();
  });

  it('sets the new password once, then the resident signs in with it and the code', async () => {
    const user = userEvent.setup();
    const calls = countRequests('passwordreset/confirm/');
    const { router } = await openResetLink();
    await user.type(screen.getByLabelText('Contraseña nueva'), 'NuevaClave1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave1');
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu contraseña fue actualizada' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();
    await user.click(screen.getByRole('link', { name: 'INGRESAR' }));
    await signIn(DEMO_RESIDENT.email, 'NuevaClave1', DEMO_RESIDENT.email);
    expect(router.state.location.pathname).toBe('/login/');
  });

  it('accepts a 64-character passphrase with accents and an emoji (65 UTF-16 units), pasted', async () => {
    const user = userEvent.setup();
    await openResetLink();
    for (const label of ['Contraseña nueva', 'Confirmar contraseña']) {
      await user.click(screen.getByLabelText(label));
      await user.paste(PASSPHRASE);
    }
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu contraseña fue actualizada' })).toBeInTheDocument();
    expect(fakeState().accountByDni(DEMO_RESIDENT.dni)?.password).toBe(PASSPHRASE);
  });

  it('shows the service’s refusal of a common password beside the field; the link still works', async () => {
    const user = userEvent.setup();
    await openResetLink();
    const password = screen.getByLabelText('Contraseña nueva');
    await user.type(password, 'Password1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));

    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(COMMON_PASSWORD_MESSAGE));
    // Not a broken link: no banner, no 'Pedir un nuevo enlace'.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pedir un nuevo enlace' })).toBeNull();
    await expectNoAxeViolations(document.body);

    await user.clear(password);
    expect(screen.queryByText(COMMON_PASSWORD_MESSAGE)).toBeNull();
    await user.type(password, 'Mi perro se llama Tango');
    const confirmation = screen.getByLabelText('Confirmar contraseña');
    await user.clear(confirmation);
    await user.type(confirmation, 'Mi perro se llama Tango');
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu contraseña fue actualizada' })).toBeInTheDocument();
  });

  it('shows the service refusal with a way to ask for a new link', async () => {
    const user = userEvent.setup();
    renderRecovery('/restablecer?token=vencido');
    await user.type(await screen.findByLabelText('Contraseña nueva'), 'NuevaClave1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave1');
    await user.click(screen.getByRole('button', { name: 'GUARDAR CONTRASEÑA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error: El enlace para restablecer la contraseña no es válido o venció.');
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveAttribute('href', '/forgotpassword');
  });

  it('says the link is not valid when it carries no token', async () => {
    renderRecovery('/restablecer');
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.queryByLabelText('Contraseña nueva')).toBeNull();
  });
});
