import { getUserProfile, type PortalError, sessionStore, toPortalError, type UserProfile } from '@portal/api-client';
import { create } from 'zustand';

export type ProfileLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; profile: UserProfile }
  | { status: 'error'; error: PortalError };

interface ProfileState {
  load: ProfileLoad;
  fetchProfile: () => Promise<void>;
  reset: () => void;
}

// Each reset starts a new generation: an answer that arrives after it belongs to a session
// that is over and is dropped.
let generation = 0;

/** The signed-in shell loads the resident's profile once (spec section 7) and shares it. */
export const useProfileStore = create<ProfileState>()((set, get) => ({
  load: { status: 'idle' },
  fetchProfile: async () => {
    if (get().load.status === 'loading') return;
    const current = generation;
    set({ load: { status: 'loading' } });
    try {
      const profile = await getUserProfile();
      if (current === generation) set({ load: { status: 'success', profile } });
    } catch (error) {
      if (current === generation) set({ load: { status: 'error', error: toPortalError(error) } });
    }
  },
  reset: () => {
    generation += 1;
    set({ load: { status: 'idle' } });
  },
}));

// A session that ends without a reload (a refresh refused after a 401, a sign-out in another
// tab) must not leave its profile behind for whoever signs in next in this tab.
sessionStore.subscribe((state, previous) => {
  if (previous.signedIn && !state.signedIn) useProfileStore.getState().reset();
});
