import { fakeServiceConfig, sessionStore } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { renderRouter } from '@portal/vitest-config/router';
import { testStories } from '@portal/vitest-config/stories';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { PROFILE_PATHS } from '../paths';
import { emailConfirmationStage } from '../test/email-confirmation-stage';
import { fakeState, serveFakeState, server } from '../test/setup';
import * as stories from './email-cancellation-screen.stories';

testStories(stories, {
  beforeEach: (story) => {
    (story.parameters.fakeServices as ((state: FakeState) => void) | undefined)?.(fakeState());
    serveFakeState();
  },
});

const CANCELLED = 'Cancelamos el cambio de e-mail. Tu cuenta sigue con el e-mail de siempre.';
const REFUSED = 'El enlace para cancelar el cambio de e-mail no es válido, ya fue usado o venció.';

/** The demo resident's e-mail change asked for on the fake: the path of the cancel link mailed to the old address. */
function askForNewEmail(state: FakeState): { cancel: string; confirm: string } {
  const account = state.accountByDni(DEMO_RESIDENT.dni);
  if (!account) throw new Error('no demo resident');
  const answer = state.updateUser(account, account.id, { email: 'otra@example.com', current_password: DEMO_RESIDENT.password });
  if (answer.status !== 200) throw new Error(`updateUser answered ${answer.status}`);
  const path = (to: string) => {
    const url = new URL(state.mailbox.findLast((mail) => mail.to === to)?.link ?? '');
    return `${url.pathname}${url.search}`;
  };
  return { cancel: path(DEMO_RESIDENT.email), confirm: path('otra@example.com') };
}

function cancelRequests() {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/emailchange/cancel/')) count += 1;
  });
  return () => count;
}

describe('EmailCancellationScreen (/cancelar-email)', () => {
  it('cancels once, clears the token from the address, shows the answer and advises resetting the password', async () => {
    const state = fakeState();
    const { cancel } = askForNewEmail(state);
    expect(cancel).toMatch(/^\/cancelar-email\?token=/);
    const sent = cancelRequests();
    const { router } = renderRouter(emailConfirmationStage(), { path: cancel });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CANCELLED);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe(PROFILE_PATHS.cancelEmail);
    expect(sent()).toBe(1);
    expect(state.accountByDni(DEMO_RESIDENT.dni)).toMatchObject({ email: DEMO_RESIDENT.email });
    expect(
      screen.getByText(/alguien más puede conocer tu contraseña: restablecela y cerrá la sesión en todos los dispositivos/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Restablecer mi contraseña' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'IR AL PORTAL' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations();
  });

  it('sends the link once under StrictMode, which runs the first effect twice, and not again when the router revalidates', async () => {
    const { cancel } = askForNewEmail(fakeState());
    const sent = cancelRequests();
    const { router } = renderRouter(emailConfirmationStage(), { path: cancel, wrap: (children) => <StrictMode>{children}</StrictMode> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' })).toBeInTheDocument();
    await act(() => router.router.revalidate());
    expect(screen.getByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' })).toBeInTheDocument();
    expect(sent()).toBe(1);
  });

  it('the confirmation link stops working once the change is cancelled', async () => {
    const state = fakeState();
    const { cancel, confirm } = askForNewEmail(state);
    const first = renderRouter(emailConfirmationStage(), { path: cancel });
    await screen.findByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' });
    first.unmount();
    renderRouter(emailConfirmationStage(), { path: confirm });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos confirmar tu nuevo e-mail' })).toBeInTheDocument();
    expect(state.accountByDni(DEMO_RESIDENT.dni)?.email).toBe(DEMO_RESIDENT.email);
  });

  it('a used link is refused with the reason, the advice still given', async () => {
    const state = fakeState();
    const { cancel } = askForNewEmail(state);
    const first = renderRouter(emailConfirmationStage(), { path: cancel });
    await screen.findByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' });
    first.unmount();
    renderRouter(emailConfirmationStage(), { path: cancel });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cancelar el cambio de e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByRole('link', { name: 'Restablecer mi contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it("no usable answer: the portal's message and 'Reintentar', which sends the same link again", async () => {
    const state = fakeState();
    const { cancel } = askForNewEmail(state);
    server.use(http.post(`${fakeServiceConfig.auth}emailchange/cancel/`, () => HttpResponse.error(), { once: true }));
    const sent = cancelRequests();
    const user = userEvent.setup();
    renderRouter(emailConfirmationStage(), { path: cancel });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectarnos con el servicio.');
    expect(sent()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' })).toBeInTheDocument();
    expect(sent()).toBe(2);
  });

  it('sends nothing for a link without a token', async () => {
    const sent = cancelRequests();
    renderRouter(emailConfirmationStage(), { path: PROFILE_PATHS.cancelEmail });
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no trae el código para cancelar el cambio de e-mail.');
    expect(sent()).toBe(0);
  });

  it('leads a signed-in resident to the profile, where every session can be ended', async () => {
    const state = fakeState();
    const { cancel } = askForNewEmail(state);
    sessionStore.getState().signIn(state.signIn(DEMO_RESIDENT.dni));
    const user = userEvent.setup();
    const { router } = renderRouter(emailConfirmationStage(), { path: cancel });
    await screen.findByRole('heading', { level: 1, name: 'Cancelamos el cambio de e-mail' });
    expect(screen.queryByRole('link', { name: 'Restablecer mi contraseña' })).toBeNull();
    expect(screen.getByText(/«Cerrar sesión en todos los dispositivos»/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir a mi perfil' }));
    expect(router.state.location.pathname).toBe(PROFILE_PATHS.profile);
  });
});
