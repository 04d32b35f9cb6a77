import { getUserProfile, type PortalError, toPortalError, type UserProfile } from '@portal/api-client';
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

/** The signed-in shell loads the resident's profile once (spec section 7) and shares it. */
export const useProfileStore = create<ProfileState>()((set, get) => ({
  load: { status: 'idle' },
  fetchProfile: async () => {
    if (get().load.status === 'loading') return;
    set({ load: { status: 'loading' } });
    try {
      const profile = await getUserProfile();
      set({ load: { status: 'success', profile } });
    } catch (error) {
      set({ load: { status: 'error', error: toPortalError(error) } });
    }
  },
  reset: () => set({ load: { status: 'idle' } }),
}));
