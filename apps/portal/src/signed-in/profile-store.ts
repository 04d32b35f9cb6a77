import { getUserProfile, IDLE, type Load, latestAnswer, sessionStore, toPortalError, type UserProfile } from '@portal/api-client';
import { create } from 'zustand';

interface ProfileState {
  load: Load<UserProfile>;
  fetchProfile: () => Promise<void>;
  reset: () => void;
}

// An answer that arrives after a reset belongs to a session that is over and is dropped.
const answers = latestAnswer();

/** The signed-in shell loads the resident's profile once (spec section 7) and shares it. */
export const useProfileStore = create<ProfileState>()((set, get) => ({
  load: IDLE,
  fetchProfile: async () => {
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
  reset: () => {
    answers.drop();
    set({ load: IDLE });
  },
}));

// A session that ends without a reload (a refresh refused after a 401, a sign-out in another
// tab) must not leave its profile behind for whoever signs in next in this tab.
sessionStore.subscribe((state, previous) => {
  if (previous.signedIn && !state.signedIn) useProfileStore.getState().reset();
});
