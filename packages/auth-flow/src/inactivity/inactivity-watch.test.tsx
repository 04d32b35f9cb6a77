import { configureServices, fakeServiceConfig, LAST_ACTIVITY_KEY, resetServiceConfig, sessionStore } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { renderRouter } from '@portal/vitest-config/router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_PATH } from '../paths';
import { createAuthRoutes } from '../routes';
import { signOutRoute } from '../sign-out/sign-out-action';
import { TEST_DESTINATIONS } from '../test/destinations';
import { fakeState } from '../test/setup';
import { spokenDuration } from './durations';
import { InactivityWatch } from './inactivity-watch';
import { announcedRemaining, clockDuration } from './warning-clock';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * A page of the portal's router with the inactivity watch, and the flow's routes (the sign-out's
 * action among them); `reload` stands for the page load of either sign-out.
 */
function watchedPage() {
  const reload = vi.fn<(url: string) => void>();
  const view = renderRouter(
    [
      ...createAuthRoutes({ destinations: TEST_DESTINATIONS }),
      { path: SIGN_OUT_PATH, ...signOutRoute(reload) },
      { path: '/pagina', element: <InactivityWatch reload={reload} /> },
    ],
    { path: '/pagina' },
  );
  return { reload, ...view };
}

/** A signed-in tab of the portal (a session of the fake's), watched. */
function signedInTab() {
  const tokens = fakeState().signIn(DEMO_RESIDENT.dni);
  sessionStore.getState().signIn(tokens);
  return { tokens, ...watchedPage() };
}

/** The session was ended at the service too: its refresh token refreshes nothing any more. */
async function expectRevoked(refresh: string) {
  await waitFor(() => expect(fakeState().refresh(refresh).status).toBe(400));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Another tab of the portal writes the shared storage, as the browser tells this one. */
function otherTabWrites(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  resetServiceConfig();
});

describe('an idle session', () => {
  it('is warned two minutes before it ends, with the time left, and ends after 15 minutes without activity', async () => {
    const { reload, tokens } = signedInTab();

    advance(13 * MINUTE - SECOND);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(SECOND);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Seguís ahí?' });
    expect(dialog.textContent).toContain('vamos a cerrar tu sesión en 2:00');
    expect(within(dialog).getByRole('status').textContent).toBe('Tu sesión se va a cerrar en 2 minutos.');

    advance(SECOND);
    expect(dialog.textContent).toContain('1:59');
    // Spoken every half minute, not every second.
    expect(within(dialog).getByRole('status').textContent).toBe('Tu sesión se va a cerrar en 2 minutos.');
    advance(30 * SECOND);
    expect(within(dialog).getByRole('status').textContent).toBe('Tu sesión se va a cerrar en 1 minuto y 30 segundos.');

    expect(reload).not.toHaveBeenCalled();
    advance(89 * SECOND);
    expect(reload).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('isLoggedIn')).toBe('false');
    expect(localStorage.getItem('lgac')).toBe('null');
    expect(localStorage.getItem('portalSessionEnd')).toBe('inactive');
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    await expectRevoked(tokens.refresh);
  });

  it('stays alive while the resident types, points or moves between screens', async () => {
    const { reload } = signedInTab();
    advance(10 * MINUTE);
    fireEvent.keyDown(window, { key: 'a' });
    advance(10 * MINUTE);
    fireEvent.pointerDown(window);
    advance(10 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("'Seguir conectado' keeps the session and closes the warning", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { reload } = signedInTab();
    advance(14 * MINUTE);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Seguir conectado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    advance(12 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it("'Cerrar sesión' in the warning signs out as the menu does, without saying it was for inactivity", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { reload, tokens } = signedInTab();
    advance(13 * MINUTE);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('isLoggedIn')).toBe('false');
    expect(localStorage.getItem('portalSessionEnd')).toBeNull();
    await expectRevoked(tokens.refresh);
  });

  it('counts no activity behind the warning: only its buttons answer it', async () => {
    signedInTab();
    advance(13 * MINUTE);
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.pointerMove(window);
    advance(SECOND);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

describe('every tab agrees', () => {
  it("another tab's activity keeps this one, and closes its warning", async () => {
    const { reload } = signedInTab();
    advance(10 * MINUTE);
    otherTabWrites(LAST_ACTIVITY_KEY, String(Date.now()));
    advance(10 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    advance(3 * MINUTE);
    await screen.findByRole('alertdialog');
    // Answered in the other tab.
    otherTabWrites(LAST_ACTIVITY_KEY, String(Date.now()));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });

  it('a tab the browser put to sleep ends on waking when the time has passed, whatever its timers did', () => {
    const { reload } = signedInTab();
    // An hour asleep: the clock moved, no timer ran.
    vi.setSystemTime(Date.now() + 60 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reload).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('portalSessionEnd')).toBe('inactive');
  });

  it('a page opened after the session ran out signs out and leaves no activity behind for the next one', () => {
    sessionStore.getState().signIn({ access: 'acceso', refresh: 'actualizacion' });
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 60 * MINUTE));
    const { reload } = watchedPage();
    expect(reload).toHaveBeenCalledWith('/');
    fireEvent.pointerDown(document.body);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('a session found without a recorded activity (signed in by another application) starts counting now', () => {
    sessionStore.getState().signIn({ access: 'acceso', refresh: 'actualizacion' });
    localStorage.removeItem(LAST_ACTIVITY_KEY);
    watchedPage();
    expect(Date.now() - Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeLessThan(SECOND);
  });
});

describe('the configured times', () => {
  it('end the session and warn when the service configuration says', async () => {
    configureServices({ ...fakeServiceConfig, session: { inactivitySeconds: 60, warningSeconds: 20 } });
    const { reload } = signedInTab();
    advance(40 * SECOND);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('0:20');
    advance(20 * SECOND);
    expect(reload).toHaveBeenCalledWith('/');
  });
});

describe('the words of a countdown', () => {
  it('reads durations as a resident says them', () => {
    expect(spokenDuration(900)).toBe('15 minutos');
    expect(spokenDuration(90)).toBe('1 minuto y 30 segundos');
    expect(spokenDuration(61)).toBe('1 minuto y 1 segundo');
    expect(spokenDuration(10)).toBe('10 segundos');
    expect(clockDuration(119.2)).toBe('2:00');
    expect(clockDuration(5)).toBe('0:05');
  });

  it('announces every half minute and ten seconds before the end', () => {
    expect([120, 119, 91, 90, 61, 31, 30, 29, 11, 10, 3].map(announcedRemaining)).toEqual([120, 120, 120, 90, 90, 60, 30, 30, 30, 10, 10]);
  });
});
