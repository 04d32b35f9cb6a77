import { fakeServiceConfig, sessionStore, signedInRoute } from '@portal/api-client';
import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { renderRouter } from '@portal/vitest-config/router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-app';
import { fake, server } from '../test/setup';
import { SignedInLayout } from './signed-in-layout';

const USER_PROFILE = `${fakeServiceConfig.auth}userprofile/`;

const sidebar = () => screen.getAllByRole('navigation', { name: 'Escritorio' })[0] as HTMLElement;
const accountButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /María Laura Fernández/ });

beforeEach(() => {
  sessionStore.getState().signIn(fake.signIn(DEMO_RESIDENT.dni));
});

describe('the signed-in shell', () => {
  it('frames the desktop with the sidebar, the current entry and the resident in the top bar', async () => {
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Hola, María/ });
    const nav = sidebar();
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Escritorio',
      'AlertasMuy pronto...',
      'Mis documentosMuy pronto...',
      'VencimientosMuy pronto...',
      'Licencia de conducir',
      'Reclamos',
    ]);
    expect(within(nav).getByRole('link', { name: 'Escritorio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Licencia de conducir' })).toHaveAttribute('href', '/licencia');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Nivel 2')).toBeInTheDocument();
    expect(within(accountButton()).getByText('MF')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("shows a level-1 resident's real level and offers the providers on the desktop instead of the data", async () => {
    sessionStore.getState().signIn(fake.signIn(NEW_RESIDENT.dni));
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Hola, Julián/ });
    expect(within(screen.getByRole('banner')).getByText('Nivel 1')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Verificá tu identidad' });
    expect(within(within(panel).getByRole('list', { name: 'Verificá tu identidad con' })).getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Licencia de conducir' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows no level badge when the service says no level', async () => {
    server.use(
      http.get(USER_PROFILE, () => {
        const account = fake.accountByDni(DEMO_RESIDENT.dni);
        if (!account) throw new Error('The demo resident is seeded');
        const { level: _level, ...withoutLevel } = fake.userProfile(account);
        return HttpResponse.json(withoutLevel);
      }),
    );
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Hola, María/ });
    expect(within(screen.getByRole('banner')).queryByText(/^Nivel/)).toBeNull();
  });

  it('follows the sidebar to Reclamos and marks it current', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Hola, María/ });
    await user.click(within(sidebar()).getByRole('link', { name: 'Reclamos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reclamos'));
    expect(await screen.findByRole('heading', { name: 'Mis reclamos' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Reclamos' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Escritorio' })).not.toHaveAttribute('aria-current');
  });

  it("sends 'Editar perfil' to /perfil", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Hola, María/ });
    await user.click(accountButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Editar perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfil'));
  });

  it('shows the shell with a loading indicator while the profile loads', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(
        USER_PROFILE,
        async () => {
          await answered;
          return HttpResponse.json({ detail: 'Error interno' }, { status: 500 });
        },
        { once: true },
      ),
    );
    renderAt('/reclamos');
    // The splash goes once the route's code is here; then the shell, waiting for the profile.
    expect((await screen.findByText('Cargando tus datos...')).closest('[role="status"]')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Reclamos' })).toHaveAttribute('aria-current', 'page');
    // Signing out stays possible before the name is known.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Mi cuenta' })).toBeInTheDocument();
    await expectNoAxeViolations();
    answer();
    expect(await screen.findByText('No pudimos cargar tus datos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('signs out cleanly when userprofile/ answers 401 and the refresh is refused', async () => {
    server.use(
      http.get(USER_PROFILE, () => HttpResponse.json({ detail: 'Token inválido' }, { status: 401 })),
      http.post(`${fakeServiceConfig.auth}refreshtoken/`, () => HttpResponse.json({ detail: 'Refresh inválido' }, { status: 400 })),
    );
    const router = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('textbox', { name: 'DNI o e-mail' })).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar tus datos')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Escritorio' })).not.toBeInTheDocument();
    expect([localStorage.getItem('isLoggedIn'), localStorage.getItem('lgac'), localStorage.getItem('lgrf')]).toEqual([
      'false',
      'null',
      'null',
    ]);
    // Nothing of the ended session is kept for whoever signs in next in this tab.
    expect(router.state.loaderData).not.toHaveProperty('signed-in');
  });

  it("says so in the content area while a screen's code arrives, then shows the screen", async () => {
    let arrive: () => void = () => {};
    const code = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { router } = renderRouter(
      [
        {
          ...signedInRoute,
          Component: SignedInLayout,
          children: [
            { path: '/dashboard', element: <h1>Pantalla que ya estaba</h1> },
            {
              path: '/reclamos',
              lazy: async () => {
                await code;
                return { element: <h1>Mis reclamos</h1> };
              },
            },
          ],
        },
      ],
      { path: '/dashboard' },
    );
    expect(await screen.findByRole('heading', { name: 'Pantalla que ya estaba' })).toBeInTheDocument();
    void router.router.navigate('/reclamos');
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pantalla que ya estaba' })).not.toBeInTheDocument();
    // The frame stays: the sidebar and the account menu are there meanwhile.
    expect(sidebar()).toBeInTheDocument();
    await expectNoAxeViolations();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Mis reclamos' })).toBeInTheDocument();
  });
});
