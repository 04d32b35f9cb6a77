// When a signed-in session ends for inactivity. The clock is the resident's last activity, a
// timestamp every tab of the portal shares through localStorage: activity in any tab keeps all
// of them alive, every tab reaches the same end at the same time, and a tab whose timers the
// browser held back (asleep, in the background, a laptop closed for an hour) finds on waking that
// the time has passed, instead of counting intervals it never ran.
import type { SessionTimeouts } from './config';
import { getServiceConfig } from './configuration';
import { webStorage } from './web-storage';

/** The portal's own key (docs/product.md#storage-keys): the last activity in any tab, in epoch milliseconds. */
export const LAST_ACTIVITY_KEY = 'portalLastActivity';

export type { SessionTimeouts } from './config';

export const DEFAULT_SESSION_TIMEOUTS: SessionTimeouts = { inactivitySeconds: 15 * 60, warningSeconds: 2 * 60 };

/** The configured timeouts, or the defaults (15 minutes, warned 2 minutes before). */
export function sessionTimeouts(): SessionTimeouts {
  return { ...DEFAULT_SESSION_TIMEOUTS, ...getServiceConfig().session };
}

/** Problems with configured timeouts, as sentences (empty when they are usable). */
export function sessionTimeoutProblems(timeouts: Partial<SessionTimeouts> | undefined): string[] {
  if (timeouts === undefined) return [];
  const { inactivitySeconds, warningSeconds } = { ...DEFAULT_SESSION_TIMEOUTS, ...timeouts };
  const problems: string[] = [];
  for (const [name, value] of Object.entries({ inactivitySeconds, warningSeconds })) {
    if (!Number.isInteger(value) || value <= 0) problems.push(`session.${name} must be a whole number of seconds above 0`);
  }
  if (problems.length === 0 && warningSeconds >= inactivitySeconds) {
    problems.push('session.warningSeconds must be shorter than session.inactivitySeconds');
  }
  return problems;
}

/** Where a session stands at `now`: still active, in its warning, or over. */
export type InactivityPhase =
  | { phase: 'active'; warnsAt: number; endsAt: number }
  | { phase: 'warning'; endsAt: number }
  | { phase: 'ended' };

export function inactivityPhase(lastActivity: number, now: number, timeouts: SessionTimeouts): InactivityPhase {
  const endsAt = lastActivity + timeouts.inactivitySeconds * 1000;
  const warnsAt = endsAt - timeouts.warningSeconds * 1000;
  if (now >= endsAt) return { phase: 'ended' };
  if (now >= warnsAt) return { phase: 'warning', endsAt };
  return { phase: 'active', warnsAt, endsAt };
}

const storage = () => webStorage('local');

/** The last activity any tab recorded, or null when none did (or it is not a time). */
export function readLastActivity(): number | null {
  const value = Number(storage()?.getItem(LAST_ACTIVITY_KEY) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

type ActivityListener = () => void;
const activityListeners = new Set<ActivityListener>();

/** Same-tab activity fires no `storage` event: the proactive refresh listens here as well. */
export function onActivity(listener: ActivityListener): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

/**
 * Records activity at `now` for every tab; says whether it wrote. Pointer moves come many a
 * second: a time already recorded within the last second is kept, which is as precise as a
 * warning in minutes needs.
 */
export function recordActivity(now: number = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const last = readLastActivity();
  if (last !== null && now - last < 1000 && now >= last) return false;
  store.setItem(LAST_ACTIVITY_KEY, String(now));
  for (const listener of activityListeners) listener();
  return true;
}

/** The session is over: no activity is kept for the next one. */
export function forgetActivity(): void {
  storage()?.removeItem(LAST_ACTIVITY_KEY);
}
