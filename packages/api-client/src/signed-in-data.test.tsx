import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Suspense } from 'react';
import {
  createMemoryRouter,
  Link,
  type LoaderFunctionArgs,
  Outlet,
  RouterProvider,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Reading, useReading } from './load';
import { sessionStore } from './session-store';
import {
  createResidentReads,
  holdsResidentProfile,
  RESIDENT_DATA_FRESH_MS,
  residentProfile,
  signedInContext,
  signedInRoute,
  useSignedInData,
  useSignedInProfile,
} from './signed-in-data';
import { storeSession } from './storage';
import { userProfileAnswer } from './test/fixtures';
import { AUTH, server, setupTestServer } from './test/server';
import type { UserProfile } from './types';

setupTestServer();

/** A JWT access token with `claims` as its payload. */
function accessWith(claims: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.firma`;
}

/** A JWT access token whose `exp` is `expiresAt` (epoch ms). */
function accessExpiringAt(expiresAt: number): string {
  const seconds = Math.floor(expiresAt / 1000);
  return accessWith({ iat: seconds - 300, exp: seconds });
}

const USER_PROFILE = `${AUTH}userprofile/`;
const other: UserProfile = { ...userProfileAnswer, id: 8, dni: 27999888, first_name: 'Julián' };

/** userprofile/ answers the profiles given, one per request (the last one again after them); `asked` counts. */
function answering(...profiles: UserProfile[]) {
  const seen = { asked: 0 };
  server.use(
    http.get(USER_PROFILE, () => {
      seen.asked += 1;
      return HttpResponse.json(profiles[Math.min(seen.asked, profiles.length) - 1]);
    }),
  );
  return seen;
}

function Greeting() {
  const { profile } = useSignedInProfile();
  return (
    <>
      <p>Hola, {profile.first_name}</p>
      <Link to="/reclamos">Reclamos</Link>
      <Link to="/">Salir</Link>
      <Outlet />
    </>
  );
}

/** The signed-in layout as the portal draws it: the screens once the profile has arrived, a failure with its retry. */
function Layout() {
  const data = useSignedInData();
  if (!data) throw new Error('the signed-in route draws the layout');
  return (
    <Suspense fallback={<p>Cargando tus datos...</p>}>
      <Arrived profile={data.profile} />
    </Suspense>
  );
}

function Arrived({ profile }: { profile: Reading<UserProfile> }) {
  const outcome = useReading(profile);
  return 'failure' in outcome ? <LayoutError error={outcome.failure} /> : <Greeting />;
}

function LayoutError({ error }: { error: { message: string } }) {
  const { revalidate } = useRevalidator();
  return (
    <>
      <p>Error: {error.message}</p>
      <button type="button" onClick={() => void revalidate()}>
        Reintentar
      </button>
    </>
  );
}

/** A screen whose loader needs the resident's DNI, as the licence's and the claims' do. */
function Dni() {
  const { dni, click } = useLoaderData() as { dni: number; click: boolean };
  return (
    <>
      <p>DNI del reclamo: {dni}</p>
      <p>{click ? 'Llegó con un clic dentro del área' : 'Llegó al entrar al área'}</p>
    </>
  );
}

const dniLoader = async ({ context }: LoaderFunctionArgs) => {
  // Asked before the profile is awaited, as the claims' loaders ask.
  const click = holdsResidentProfile(context);
  return { dni: (await residentProfile(context)).dni, click };
};

/** The layout's route with two screens below it, in a memory router; `held` gives it the router's context as the portal does. */
function renderSignedIn(path: string, { held = true } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Inicio</p> },
      {
        ...signedInRoute,
        Component: Layout,
        children: [
          // Its action stands for a save: any action below the layout.
          { path: '/dashboard', loader: dniLoader, action: () => ({ saved: true }), Component: Dni, errorElement: <p>Sin DNI</p> },
          { path: '/reclamos', loader: dniLoader, Component: Dni, errorElement: <p>Sin DNI</p> },
        ],
      },
    ],
    { initialEntries: [path], ...(held ? { getContext: signedInContext() } : {}) },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
});

describe("the resident's profile, as the router holds it", () => {
  it('loads userprofile/ once for the layout and the screen below it', async () => {
    const seen = answering(userProfileAnswer);
    renderSignedIn('/dashboard');
    expect(await screen.findByText('Hola, Lucía')).toBeTruthy();
    expect(await screen.findByText('DNI del reclamo: 30123456')).toBeTruthy();
    expect(seen.asked).toBe(1);
  });

  it('keeps it for a click between signed-in screens: the next screen’s loader has the DNI without asking again', async () => {
    const seen = answering(userProfileAnswer);
    renderSignedIn('/dashboard');
    await screen.findByText('DNI del reclamo: 30123456');
    await userEvent.click(screen.getByRole('link', { name: 'Reclamos' }));
    expect(await screen.findByText('DNI del reclamo: 30123456')).toBeTruthy();
    expect(seen.asked).toBe(1);
  });

  it('tells a loader whether the resident entered the area or clicked inside it', async () => {
    answering(userProfileAnswer);
    renderSignedIn('/dashboard');
    expect(await screen.findByText('Llegó al entrar al área')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Reclamos' }));
    expect(await screen.findByText('Llegó con un clic dentro del área')).toBeTruthy();
  });

  it('without the router’s context, the next screen’s loader asks for the profile itself', async () => {
    const seen = answering(userProfileAnswer);
    const router = renderSignedIn('/dashboard', { held: false });
    await screen.findByText('DNI del reclamo: 30123456');
    await act(() => router.navigate('/reclamos'));
    expect(await screen.findByText('DNI del reclamo: 30123456')).toBeTruthy();
    expect(seen.asked).toBe(2);
  });

  it('shows a failure in the layout’s error element, and a revalidation is the retry', async () => {
    server.use(http.get(USER_PROFILE, () => HttpResponse.json({ detail: 'Error interno' }, { status: 500 }), { once: true }));
    renderSignedIn('/dashboard');
    expect(await screen.findByText(/^Error: /)).toBeTruthy();
    const seen = answering(userProfileAnswer);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Hola, Lucía')).toBeTruthy();
    expect(await screen.findByText('DNI del reclamo: 30123456')).toBeTruthy();
    expect(seen.asked).toBe(1);
  });

  it('reloads after a save (any action): the new data replaces the old', async () => {
    const seen = answering(userProfileAnswer, { ...userProfileAnswer, first_name: 'Lucía Inés' });
    const router = renderSignedIn('/dashboard');
    await screen.findByText('Hola, Lucía');
    // A revalidation alone shows what was read a moment ago.
    await act(() => router.revalidate());
    expect(seen.asked).toBe(1);
    await act(() => router.navigate('/dashboard', { formMethod: 'post', formData: new FormData() }));
    expect(await screen.findByText('Hola, Lucía Inés')).toBeTruthy();
    expect(seen.asked).toBe(2);
  });

  it('is dropped when the session ends in any tab: signed in again, the profile is asked anew', async () => {
    const seen = answering(userProfileAnswer, other);
    const router = renderSignedIn('/dashboard');
    await screen.findByText('DNI del reclamo: 30123456');
    sessionStore.getState().signOut();
    await act(() => router.navigate('/'));
    sessionStore.getState().signIn({ access: 'a3', refresh: 'r3' });
    await act(() => router.navigate('/reclamos'));
    expect(await screen.findByText('DNI del reclamo: 27999888')).toBeTruthy();
    expect(seen.asked).toBe(2);
  });

  it('is not used once the level changes (a verification): the profile is asked anew', async () => {
    sessionStore.getState().signIn({ access: accessWith({ level: 1 }), refresh: 'r1' });
    const seen = answering(userProfileAnswer, { ...userProfileAnswer, level: 2 });
    const router = renderSignedIn('/dashboard');
    await screen.findByText('DNI del reclamo: 30123456');
    // The verification's new tokens keep the session's start and say the new level.
    storeSession({ access: accessWith({ level: 2 }), refresh: 'r2' });
    await act(() => router.navigate('/reclamos'));
    await screen.findByText('Llegó al entrar al área');
    expect(seen.asked).toBe(2);
  });

  it('goes with the layout’s route: leaving the signed-in area (a sign-out) drops it', async () => {
    answering(userProfileAnswer);
    const router = renderSignedIn('/dashboard');
    await screen.findByText('Hola, Lucía');
    await userEvent.click(screen.getByRole('link', { name: 'Salir' }));
    await screen.findByText('Inicio');
    expect(router.state.loaderData).not.toHaveProperty('signed-in');
  });

  it('is not used for another session: a screen’s loader asks anew for the resident signed in now', async () => {
    const seen = answering(userProfileAnswer, other);
    const router = renderSignedIn('/dashboard');
    await screen.findByText('DNI del reclamo: 30123456');
    storeSession({ access: 'a2', refresh: 'r2' }, { signedInAt: Date.now() + 1000 });
    await act(() => router.navigate('/reclamos'));
    expect(await screen.findByText('DNI del reclamo: 27999888')).toBeTruthy();
    expect(seen.asked).toBe(2);
  });
});

/** A screen drawn outside the signed-in layout. */
function Outside() {
  useSignedInProfile();
  return null;
}

const thrown: unknown[] = [];
function Caught() {
  thrown.push(useRouteError());
  return null;
}

function WhereAmI() {
  return <p>{useSignedInData() === undefined ? 'fuera' : 'dentro'}</p>;
}

describe('an access token already expired when the resident moves in the signed-in area', () => {
  it('is refreshed before the loaders ask, so none of their calls comes back 401', async () => {
    sessionStore.getState().signIn({ access: accessExpiringAt(Date.now() - 1000), refresh: 'r1' });
    const fresh = accessExpiringAt(Date.now() + 300_000);
    const refused: string[] = [];
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => HttpResponse.json({ access: fresh, refresh: 'r2' })),
      http.get(USER_PROFILE, ({ request }) => {
        if (request.headers.get('authorization') !== `Bearer ${fresh}`) {
          refused.push(request.url);
          return HttpResponse.json({ detail: 'Token vencido' }, { status: 401 });
        }
        return HttpResponse.json(userProfileAnswer);
      }),
    );
    renderSignedIn('/dashboard');
    expect(await screen.findByText('DNI del reclamo: 30123456')).toBeTruthy();
    expect(refused).toEqual([]);
  });
});

describe('ResidentReads', () => {
  let now = 0;
  const clock = () => now;
  afterEach(() => {
    now = 0;
  });

  it('shares a request under way, hands a fresh answer in hand, and asks again once it is no longer fresh', async () => {
    const reads = createResidentReads(clock);
    let asked = 0;
    const load = () => Promise.resolve(++asked);
    const first = reads.read('reclamos', load);
    expect(reads.read('reclamos', load)).toBe(first);
    expect(await first).toBe(1);
    expect(reads.holds('reclamos')).toBe(true);
    now += RESIDENT_DATA_FRESH_MS - 1;
    expect(reads.read('reclamos', load)).toBe(1);
    now += 1;
    expect(reads.holds('reclamos')).toBe(false);
    expect(await reads.read('reclamos', load)).toBe(2);
  });

  it('keeps no failure, and drops a part or everything when told', async () => {
    const reads = createResidentReads(clock);
    await expect(reads.read('licencia', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await reads.read('licencia', () => Promise.resolve('otra vez'))).toBe('otra vez');
    await reads.read('reclamos', () => Promise.resolve([]));
    reads.drop('licencia');
    expect([reads.holds('licencia'), reads.holds('reclamos')]).toEqual([false, true]);
    reads.drop();
    expect(reads.holds('reclamos')).toBe(false);
  });
});

describe('useSignedInProfile', () => {
  it('refuses to render outside the signed-in layout', () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: Outside, ErrorBoundary: Caught }])} />);
    expect(String(thrown[0])).toMatch(/signed-in layout/);
  });

  it('useSignedInData is undefined outside it', () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: WhereAmI }])} />);
    expect(screen.getByText('fuera')).toBeTruthy();
  });
});
