import { renderRouter } from '@portal/vitest-config/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session-store';
import { useSignedInProfile } from '../signed-in-data';
import { userProfileAnswer } from '../test/fixtures';
import { AUTH, server, setupTestServer } from '../test/server';
import { signedInRoutes } from './signed-in';

setupTestServer();

function Greeting() {
  const { profile } = useSignedInProfile();
  return <h1>Hola, {profile.first_name}</h1>;
}

const routes = signedInRoutes([{ path: '/dashboard', element: <Greeting /> }]);

beforeEach(() => {
  sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
});

describe('the signed-in harness', () => {
  it('shows the screens with the profile it is given, without loading it', async () => {
    renderRouter(
      signedInRoutes([{ path: '/dashboard', element: <Greeting /> }], { profile: { ...userProfileAnswer, first_name: 'Ana' } }),
      {
        path: '/dashboard',
      },
    );
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
  });

  it('loads the profile as the signed-in layout does, with its retry', async () => {
    let fail: () => void = () => {};
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    server.use(
      http.get(
        `${AUTH}userprofile/`,
        async () => {
          await failing;
          return HttpResponse.json({ detail: 'Error interno' }, { status: 500 });
        },
        { once: true },
      ),
    );
    renderRouter(routes, { path: '/dashboard' });
    expect((await screen.findByRole('status')).textContent).toBe('Cargando tus datos...');
    fail();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    server.use(http.get(`${AUTH}userprofile/`, () => HttpResponse.json(userProfileAnswer), { once: true }));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Hola, Lucía' })).toBeTruthy();
  });

  it('stands in for the pages of other packages', async () => {
    renderRouter(signedInRoutes([], { profile: userProfileAnswer, elsewhere: { '/': 'Inicio (fuera)' } }), { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera)' })).toBeTruthy();
  });
});
