import { fakeServiceConfig, sessionStore } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-app';
import { fake, server } from '../test/setup';

async function signInDemoResident() {
  const username = DEMO_RESIDENT.email;
  const login = await fetch(`${fakeServiceConfig.auth}login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_RESIDENT.password }),
  });
  // The code is good only with the ticket of the sign-in that asked for it.
  const { ticket } = (await login.json()) as { ticket: string };
  const code = fake.mailbox.at(-1)?.code;
  const answer = await fetch(`${fakeServiceConfig.auth}doublefactor/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, code, ticket }),
  });
  const tokens = (await answer.json()) as { access: string; refresh: string };
  sessionStore.getState().signIn(tokens);
}

describe('the route table', () => {
  it('sends an anonymous visitor from /dashboard to the login screen at /', async () => {
    const router = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, and its button goes home', async () => {
    const router = renderAt('/no-existe');
    expect(await screen.findByRole('heading', { name: '¡Ups! No encontramos la página.' })).toBeInTheDocument();
    expect(screen.getByText('La página que estás buscando no existe o ocurrió un error.')).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('serves /notfound as the not-found page', async () => {
    renderAt('/notfound');
    expect(await screen.findByRole('heading', { name: '¡Ups! No encontramos la página.' })).toBeInTheDocument();
  });

  it('greets the signed-in resident by the name of userprofile/', async () => {
    await signInDemoResident();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: /Hola, María/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('sends a signed-in resident from / and /login/ to /dashboard', async () => {
    await signInDemoResident();
    const router = renderAt('/login/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers to retry a failed profile load, and the retry works', async () => {
    await signInDemoResident();
    server.use(
      http.get(`${fakeServiceConfig.auth}userprofile/`, () => HttpResponse.json({ detail: 'Error interno' }, { status: 500 }), {
        once: true,
      }),
    );
    renderAt('/dashboard');
    expect(await screen.findByText('No pudimos cargar tus datos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: /Hola, María/ })).toBeInTheDocument();
  });
});
