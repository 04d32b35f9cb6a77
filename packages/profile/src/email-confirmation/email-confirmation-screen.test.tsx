import { fakeServiceConfig } from '@portal/api-client';
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
import * as stories from './email-confirmation-screen.stories';

testStories(stories, {
  beforeEach: (story) => {
    (story.parameters.fakeServices as ((state: FakeState) => void) | undefined)?.(fakeState());
    serveFakeState();
  },
});

/** The demo resident asks for a new e-mail on the fake, as the profile form does: the mailed link's path. */
function askForNewEmail(state: FakeState, email = 'maria.laura@example.com'): string {
  const account = state.accountByDni(DEMO_RESIDENT.dni);
  if (!account) throw new Error('no demo resident');
  const answer = state.updateUser(account, account.id, { email, current_password: DEMO_RESIDENT.password });
  if (answer.status !== 200) throw new Error(`updateUser answered ${answer.status}`);
  const url = new URL(state.mailbox.at(-1)?.link ?? '');
  return `${url.pathname}${url.search}`;
}

function confirmRequests() {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/emailchange/confirm/')) count += 1;
  });
  return () => count;
}

describe('EmailConfirmationScreen (/confirmar-email)', () => {
  it('confirms once, clears the token from the address, and says which address is now the account’s', async () => {
    const state = fakeState();
    const path = askForNewEmail(state);
    const sent = confirmRequests();
    const { router } = renderRouter(emailConfirmationStage(), { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu nuevo e-mail está confirmado' })).toBeInTheDocument();
    expect(screen.getByText(/Desde ahora usá maria\.laura@example\.com/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe(PROFILE_PATHS.confirmEmail);
    expect(sent()).toBe(1);
    expect(state.accountByDni(DEMO_RESIDENT.dni)?.email).toBe('maria.laura@example.com');
    expect(screen.getByRole('link', { name: 'IR AL PORTAL' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations();
  });

  it('sends the link once under StrictMode, which runs the first effect twice, and not again when the router revalidates', async () => {
    const state = fakeState();
    const path = askForNewEmail(state);
    const sent = confirmRequests();
    const { router } = renderRouter(emailConfirmationStage(), { path, wrap: (children) => <StrictMode>{children}</StrictMode> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu nuevo e-mail está confirmado' })).toBeInTheDocument();
    await act(() => router.router.revalidate());
    expect(screen.getByRole('heading', { level: 1, name: 'Tu nuevo e-mail está confirmado' })).toBeInTheDocument();
    expect(sent()).toBe(1);
  });

  it('a used link is refused with the reason and the way back to the profile', async () => {
    const state = fakeState();
    const path = askForNewEmail(state);
    const first = renderRouter(emailConfirmationStage(), { path });
    await screen.findByRole('heading', { level: 1, name: 'Tu nuevo e-mail está confirmado' });
    first.unmount();
    // The link opened again, as in a new page.
    renderRouter(emailConfirmationStage(), { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos confirmar tu nuevo e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace para confirmar tu e-mail no es válido, ya fue usado o venció.');
    expect(screen.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', PROFILE_PATHS.profile);
  });

  it("a dropped line, then a 5xx: the portal's message and 'Reintentar', which sends the same link again and confirms", async () => {
    const state = fakeState();
    const path = askForNewEmail(state);
    server.use(http.post(`${fakeServiceConfig.auth}emailchange/confirm/`, () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    renderRouter(emailConfirmationStage(), { path });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectarnos con el servicio.');
    state.faults.auth = { mode: 'fail' };
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('El servicio no pudo completar la operación. Intentá de nuevo más tarde.')).toBeInTheDocument();
    state.faults = {};
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu nuevo e-mail está confirmado' })).toBeInTheDocument();
  });

  it('refuses a page without a token, or with a malformed one, without a call', async () => {
    const sent = confirmRequests();
    const first = renderRouter(emailConfirmationStage(), { path: PROFILE_PATHS.confirmEmail });
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no trae el código');
    first.unmount();
    renderRouter(emailConfirmationStage(), { path: `${PROFILE_PATHS.confirmEmail}?token=<script>` });
    expect(await screen.findByRole('alert')).toHaveTextContent('no es uno de los que envía el portal');
    expect(sent()).toBe(0);
  });
});
