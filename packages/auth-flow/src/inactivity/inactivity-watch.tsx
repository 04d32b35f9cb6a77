import { endSession, type InactivityPhase, LAST_ACTIVITY_KEY } from '@portal/api-client';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { PageReload } from '../sign-out/sign-out-action';
import { useSignOut } from '../sign-out/use-sign-out';
import { useInactivityStore } from './inactivity-store';
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

const loadAfresh: PageReload = (url) => window.location.assign(url);

export interface InactivityWatchProps {
  /** How the end of an idle session leaves the page (tests); the browser loads '/' afresh by default. */
  reload?: PageReload;
}

/**
 * Ends an idle signed-in session, in every tab of the portal at once, after the configured time
 * (api-client's `sessionTimeouts`), warning first in the tab the resident is looking at. Where the
 * session stands is the inactivity store's (`useInactivityStore`, computed from the shared
 * last-activity timestamp): a timer here only says when to look again, so a tab the browser put
 * to sleep, or a laptop that slept, finds on waking where the session stands.
 * The end no one asked for is session infrastructure, not a screen's data: it ends the session
 * directly (api-client's `endSession`); the warning's 'Cerrar sesión' is the menu's, the sign-out route's
 * action.
 */
export function InactivityWatch({ reload = loadAfresh }: InactivityWatchProps) {
  const phase = useInactivityStore((s) => s.phase);
  const now = useInactivityStore((s) => s.now);
  const visible = useSyncExternalStore(subscribeToVisibility, isVisible, () => true);
  const signOut = useSignOut();
  const { key: navigation } = useLocation();

  useEffect(() => {
    const { look, activity } = useInactivityStore.getState();
    let timer: number | undefined;
    let ended = false;
    // Each look of the store's (a timer, activity here or in another tab, waking up) says when to look next.
    const follow = (phase: InactivityPhase | null) => {
      window.clearTimeout(timer);
      if (phase === null || ended) return;
      if (phase.phase === 'ended') {
        ended = true;
        endSession('inactive');
        reload('/');
        return;
      }
      const at = phase.phase === 'active' ? phase.warnsAt : phase.endsAt;
      timer = window.setTimeout(look, Math.min(Math.max(at - Date.now(), 0), LONGEST_TIMEOUT_MS));
    };
    const unsubscribe = useInactivityStore.subscribe((state, previous) => {
      if (state.phase !== previous.phase) follow(state.phase);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY || event.key === null) look();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    // Back from sleep or from the background: timers may not have run meanwhile.
    document.addEventListener('visibilitychange', look);
    window.addEventListener('pageshow', look);
    window.addEventListener('focus', look);
    look();
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity, { capture: true });
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('pageshow', look);
      window.removeEventListener('focus', look);
      // The next signed-in page starts from its own look, not from this one's last.
      useInactivityStore.setState({ phase: null });
    };
  }, [reload]);

  // Going to another screen of the portal is activity (not after the session ended: the sign-out
  // above may just have forgotten it, and the next session starts its own count).
  useEffect(() => {
    if (navigation !== undefined) useInactivityStore.getState().activity();
  }, [navigation]);

  // The countdown on screen moves every second while the warning shows.
  const warning = phase?.phase === 'warning' ? phase : null;
  useEffect(() => {
    if (!warning) return;
    const tick = window.setInterval(() => useInactivityStore.getState().tick(), 1000);
    return () => window.clearInterval(tick);
  }, [warning]);

  return (
    <InactivityWarning
      open={warning !== null && visible}
      secondsLeft={warning ? (warning.endsAt - now) / 1000 : 0}
      onStay={() => useInactivityStore.getState().stay()}
      onSignOut={signOut}
    />
  );
}
