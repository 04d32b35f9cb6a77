import {
  type InactivityPhase,
  inactivityPhase,
  isSignedIn,
  LAST_ACTIVITY_KEY,
  readLastActivity,
  recordActivity,
  refreshIfDue,
  sessionTimeouts,
} from '@portal/api-client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { type SignOutOptions, signOut } from '../store';
import { InactivityWarning } from './inactivity-warning';

/** What a resident does that counts as being there. Pointer moves are recorded once a second at most. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** setTimeout's longest delay; a later transition is checked again then. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

export interface InactivityWatchProps {
  /** How the sign-out leaves the page (tests); the browser reloads at '/' by default. */
  reload?: SignOutOptions['reload'];
}

/**
 * Ends an idle signed-in session, in every tab of the portal at once, after the configured time
 * (api-client's `sessionTimeouts`), warning first in the tab the resident is looking at. Every
 * transition is computed from the shared last-activity timestamp (api-client's inactivity
 * clock), never counted by intervals: a timer only says when to look again, so a tab the
 * browser put to sleep, or a laptop that slept, finds on waking where the session stands.
 */
export function InactivityWatch({ reload }: InactivityWatchProps) {
  const [phase, setPhase] = useState<InactivityPhase | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const visible = useSyncExternalStore(subscribeToVisibility, isVisible, () => true);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const update = useRef(() => {});
  const ended = useRef(false);
  const { key: navigation } = useLocation();

  useEffect(() => {
    const timeouts = sessionTimeouts();
    let timer: number | undefined;
    update.current = () => {
      window.clearTimeout(timer);
      // Signed out meanwhile (here or in another tab): the guard is taking this tab to the login.
      if (!isSignedIn()) return;
      const current = Date.now();
      // A session this tab finds without a recorded activity (signed in elsewhere) starts now.
      let last = readLastActivity();
      if (last === null) {
        recordActivity(current);
        last = current;
      }
      const next = inactivityPhase(last, current, timeouts);
      setPhase(next);
      setNow(current);
      if (next.phase === 'ended') {
        if (!ended.current) {
          ended.current = true;
          signOut({ reload, reason: 'inactive' });
        }
        return;
      }
      const at = next.phase === 'active' ? next.warnsAt : next.endsAt;
      timer = window.setTimeout(() => update.current(), Math.min(Math.max(at - current, 0), LONGEST_TIMEOUT_MS));
    };
    const onActivity = () => {
      // While the warning shows, only its buttons answer it; once signed out, nothing is kept.
      if (phaseRef.current?.phase === 'warning' || !isSignedIn()) return;
      if (recordActivity()) update.current();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY || event.key === null) update.current();
    };
    const look = () => update.current();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    // Back from sleep or from the background: timers may not have run meanwhile.
    document.addEventListener('visibilitychange', look);
    window.addEventListener('pageshow', look);
    window.addEventListener('focus', look);
    update.current();
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('pageshow', look);
      window.removeEventListener('focus', look);
    };
  }, [reload]);

  // Going to another screen of the portal is activity (not after the session ended: the sign-out
  // above may just have forgotten it, and the next session starts its own count).
  useEffect(() => {
    if (navigation !== undefined && phaseRef.current?.phase !== 'warning' && isSignedIn() && recordActivity()) update.current();
  }, [navigation]);

  // The countdown on screen moves every second while the warning shows.
  const warning = phase?.phase === 'warning' ? phase : null;
  useEffect(() => {
    if (!warning) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [warning]);

  const stay = () => {
    recordActivity();
    update.current();
    // A call made right after finds a fresh token; a refused one ends the session as any call would.
    refreshIfDue().catch(() => {});
  };

  return (
    <InactivityWarning
      open={warning !== null && visible}
      secondsLeft={warning ? (warning.endsAt - now) / 1000 : 0}
      onStay={stay}
      onSignOut={() => signOut({ reload })}
    />
  );
}
