// The refresh begun a little before the access token expires, while the resident is using the
// tab: the call that would have met a 401 finds a fresh token, and a reload rarely meets a refresh
// on the wire (the page would lose its answer, and the new refresh token for the one it spent).
//
// Only a schedule, never the one way in: where it does not run, the 401 still refreshes. It does
// not run in a hidden tab (Chrome runs a background tab's timers once a second at most, and once
// a minute after five minutes hidden; Firefox budgets them; Safari and iOS suspend the page), nor
// offline, nor for a token without `iat` and `exp`. Every decision reads the wall clock afresh,
// so a timer that a browser held back or a laptop's sleep delayed only makes it look again.
import { isRefreshing, refreshAccessToken } from './http';
import { LAST_ACTIVITY_KEY, onActivity, readLastActivity } from './inactivity';
import { isSignedIn, onSessionWrite, readTokens, STORAGE_KEYS } from './storage';
import { accessTokenExpiry, accessTokenLifetime, DUE_SECONDS } from './token-claims';

/**
 * A token living less than this (the browser tests' 4 s) is left to the 401: refreshing it a
 * minute ahead would mean refreshing it all the time.
 */
const SHORTEST_LIFETIME_MS = 2 * DUE_SECONDS * 1000;

/** setTimeout's longest delay; a longer one fires at once in every browser. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

interface Schedule {
  /** When the token is due, on this browser's clock. */
  dueAt: number;
  /** How long the token lives, on the service's clock. */
  lifetime: number;
}

function scheduleFor(access: string): Schedule | null {
  const expiry = accessTokenExpiry(access);
  const lifetime = accessTokenLifetime(access);
  if (expiry === null || lifetime === null || lifetime < SHORTEST_LIFETIME_MS) return null;
  return { dueAt: expiry - DUE_SECONDS * 1000, lifetime };
}

/**
 * In use: on screen, online, and someone did something in one of the portal's tabs during the
 * token's lifetime. Nobody reading an idle tab needs a fresh token; the next call refreshes it.
 */
function inUse(now: number, lifetime: number): boolean {
  if (document.visibilityState === 'hidden' || navigator.onLine === false) return false;
  const last = readLastActivity();
  return last !== null && now - last <= lifetime;
}

/**
 * Keeps this tab's access token fresh while the resident uses it: one timer on the token's due
 * time (a minute before its expiry), armed again when the tokens change (here or in another tab),
 * when the tab comes back on screen or online, and, once due, at the next activity. Signed out, it
 * waits for the next sign-in. Returns the function that stops it.
 */
export function keepAccessTokenFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Due, but the tab was not in use: the next activity looks again. */
  let waitingForUse = false;
  /** When this tab last began a refresh of its own. */
  let lastBegun = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const look = () => {
    clearTimeout(timer);
    timer = undefined;
    waitingForUse = false;
    if (stopped) return;
    const { access } = readTokens();
    const schedule = isSignedIn() && access ? scheduleFor(access) : null;
    if (!schedule) return;
    const now = Date.now();
    // A browser clock running ahead of the service's makes every new token look due at once: a
    // refresh per half lifetime at most, not one after the other. The same spacing paces retries
    // after a refresh that could not reach the service.
    const at = Math.max(schedule.dueAt, lastBegun + schedule.lifetime / 2);
    if (at > now) {
      timer = setTimeout(look, Math.min(at - now, LONGEST_TIMEOUT_MS));
      return;
    }
    if (!inUse(now, schedule.lifetime) || isRefreshing()) {
      waitingForUse = true;
      return;
    }
    lastBegun = now;
    // Its answer is stored (a session write, which looks again); a refused token ends the session
    // as any call's refresh does; a failure to reach the service leaves the token to the next try.
    refreshAccessToken().then(look, look);
  };

  const lookIfWaiting = () => {
    if (waitingForUse) look();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    if (event.key === null || event.key === STORAGE_KEYS.access || event.key === STORAGE_KEYS.isLoggedIn) look();
    else if (event.key === LAST_ACTIVITY_KEY) lookIfWaiting();
  };

  const stopWrites = onSessionWrite(look);
  const stopActivity = onActivity(lookIfWaiting);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', look);
  window.addEventListener('online', look);
  look();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopWrites();
    stopActivity();
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', look);
    window.removeEventListener('online', look);
  };
}
