// The signed-in resident's profile (userprofile/), held once beside the session: the signed-in
// layout loads it once (docs/product.md#signed-in-shell), every signed-in screen reads it from here, and it goes
// with the session that asked for it.
import { useRef } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getUserProfile } from './calls';
import { toPortalError } from './errors';
import { IDLE, type Load, latestAnswer } from './load';
import { sessionStore } from './session-store';
import type { UserProfile } from './types';

export interface ResidentProfileState {
  /** userprofile/ as last asked for in this session. */
  load: Load<UserProfile>;
  /** Loads the profile when nothing has been asked for yet in this session (the signed-in layout). */
  loadOnce: () => Promise<void>;
  /** Loads the profile again (a retry, or after a save); a load under way is not begun twice. */
  reload: () => Promise<void>;
  /** Forgets the profile and drops any answer under way: the session that asked for it is over. */
  clear: () => void;
}

// An answer that arrives after `clear` belongs to a session that is over and is dropped, even
// when the resident (or another one) has signed in again since.
const answers = latestAnswer();

export const residentProfileStore = createStore<ResidentProfileState>()((set, get) => ({
  load: IDLE,
  loadOnce: async () => {
    if (get().load.status === 'idle') await get().reload();
  },
  reload: async () => {
    if (get().load.status === 'loading') return;
    const isLatest = answers.begin();
    set({ load: { status: 'loading' } });
    try {
      const data = await getUserProfile();
      if (isLatest()) set({ load: { status: 'success', data } });
    } catch (error) {
      if (isLatest()) set({ load: { status: 'error', error: toPortalError(error) } });
    }
  },
  clear: () => {
    answers.drop();
    set({ load: IDLE });
  },
}));

// Whatever ends or starts a session clears the profile: the resident's sign-out, a refresh
// refused after a 401, inactivity, a sign-out or sign-in in another tab (the session store
// follows them all). Nothing of one session is left for whoever signs in next in this tab.
sessionStore.subscribe((state, previous) => {
  if (state.signedIn !== previous.signedIn) residentProfileStore.getState().clear();
});

export interface ResidentProfile {
  load: Load<UserProfile>;
  /** Loads userprofile/ again: after a save, or as the retry of a failed load. */
  reload: () => Promise<void>;
}

/** The resident's profile as this session loaded it, and how to load it again. */
export function useResidentProfile(): ResidentProfile {
  const load = useStore(residentProfileStore, (state) => state.load);
  const reload = useStore(residentProfileStore, (state) => state.reload);
  return { load, reload };
}

export interface SignedInProfile {
  profile: UserProfile;
  /** Loads userprofile/ again: after a save. */
  reload: () => Promise<void>;
}

/**
 * For the screens inside the signed-in layout, which shows them only once the profile has loaded:
 * the loaded profile. While it loads again the layout takes the screen away; until then the
 * screen keeps the profile it had. A screen rendered before any profile loaded throws, as it has
 * nothing to show.
 */
export function useSignedInProfile(): SignedInProfile {
  const { load, reload } = useResidentProfile();
  const last = useRef<UserProfile | null>(null);
  if (load.status === 'success') last.current = load.data;
  if (!last.current) {
    throw new Error("useSignedInProfile: the resident's profile has not loaded; render the screen inside the signed-in layout");
  }
  return { profile: last.current, reload };
}
