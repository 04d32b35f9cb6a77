import {
  type InactivityPhase,
  inactivityPhase,
  isSignedIn,
  readLastActivity,
  recordActivity,
  refreshIfDue,
  sessionTimeouts,
} from '@portal/api-client';
import { create } from 'zustand';

/**
 * The inactivity clock of this tab: where the signed-in session stands, computed from api-client's
 * shared last-activity timestamp (every tab's), never counted by intervals. Held in memory only
 * (the timestamp itself is api-client's, in localStorage); read by `InactivityWatch`, which says
 * when to look again.
 */
export interface InactivityState {
  /** Where the session stood at the last look; null before the first, or once signed out. */
  phase: InactivityPhase | null;
  /** The time of the last look or tick: the warning's countdown is `phase.endsAt - now`. */
  now: number;
  /** Looks at the shared clock now; a session found without a recorded activity starts counting. */
  look: () => InactivityPhase | null;
  /** Moves the warning's countdown on. */
  tick: () => void;
  /**
   * The resident did something (a key, a pointer, another screen): recorded for every tab, and
   * looked at again. Nothing counts behind the warning (only its buttons answer it) or once
   * signed out.
   */
  activity: () => void;
  /**
   * 'Seguir conectado': activity, and the access token refreshed if it expires within a minute
   * (api-client's one refresh), so a call made right after finds a fresh token; a refused
   * refresh ends the session as any call's would.
   */
  stay: () => void;
}

export const useInactivityStore = create<InactivityState>()((set, get) => ({
  phase: null,
  now: Date.now(),

  look: () => {
    const now = Date.now();
    // Signed out meanwhile (here or in another tab): the guard is taking this tab to the login.
    if (!isSignedIn()) {
      set({ phase: null, now });
      return null;
    }
    let last = readLastActivity();
    if (last === null) {
      recordActivity(now);
      last = now;
    }
    const phase = inactivityPhase(last, now, sessionTimeouts());
    set({ phase, now });
    return phase;
  },

  tick: () => set({ now: Date.now() }),

  activity: () => {
    if (get().phase?.phase === 'warning' || !isSignedIn()) return;
    if (recordActivity()) get().look();
  },

  stay: () => {
    recordActivity();
    get().look();
    refreshIfDue().catch(() => {});
  },
}));
