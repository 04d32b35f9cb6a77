import {
  clearSession,
  geocodeAddress,
  getLocations,
  logoutAllSessions,
  getStreets,
  type Load,
  type PortalError,
  type Street,
  toPortalError,
  type UserProfile,
  updateProfile,
  updateUser,
} from '@portal/api-client';
import { create } from 'zustand';
import {
  addressChanged,
  type Coordinates,
  type ProfileFormValues,
  toProfileUpdate,
  toUserUpdate,
} from './form-values';
import { type ValidationFailure, validateProfileForm } from './validation';

export type { Load } from '@portal/api-client';

/** Where the address's coordinates came from on a save. */
export type Location = 'found' | 'kept' | 'not-found';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; step: 'geocoding' | 'profile' | 'user' }
  | { status: 'saved'; location: Location }
  | { status: 'error'; error: PortalError };

/** What a click on ACTUALIZAR came to; the form turns it into a toast or a navigation. */
export type SaveOutcome =
  | { kind: 'invalid'; failure: ValidationFailure }
  | { kind: 'saved'; location: Location }
  /** A 400 on the user save that names the e-mail or the DNI (docs/product.md#saving-the-profile). */
  | { kind: 'rejected-field'; field: 'email' | 'dni'; message: string }
  /** Any other 400 on the user save: the resident goes to /dashboard (docs/product.md#saving-the-profile). */
  | { kind: 'rejected'; error: PortalError }
  | { kind: 'failed'; error: PortalError }
  /** A save is already running: one save per click. */
  | { kind: 'busy' };

export const SAVE_REJECTIONS = {
  email: 'El email no es valido',
  dni: 'El DNI no es valido',
} as const;

/** 'Cerrar sesión en todos los dispositivos' on /perfil (docs/product.md#sign-out-on-every-device). */
export type SignOutEverywhereState = { status: 'idle' } | { status: 'ending' } | { status: 'error'; error: PortalError };

export interface ProfileFormState {
  locations: Load<string[]>;
  streets: Load<Street[]>;
  save: SaveState;
  signOutEverywhere: SignOutEverywhereState;
  /** How the page is left once every session has ended: a full load (replaced in tests and stories). */
  leave: (url: string) => void;
}

export interface ProfileFormActions {
  /** Loads locations/ once; again only after a failure. */
  loadLocations: () => Promise<void>;
  /** Loads the streets list once; again only after a failure. */
  loadStreets: () => Promise<void>;
  /**
   * docs/product.md#saving-the-profile: validate, geocode the address (once, and only when it changed or has no
   * coordinates), patch the profile with viewed=true, patch the user.
   */
  saveProfile: (values: ProfileFormValues, profile: UserProfile, coordinates: Coordinates | null) => Promise<SaveOutcome>;
  /**
   * Ends every session of the account at the service (`logoutall/`), then signs this browser out
   * and loads `destination` afresh, where the login says why. A failure keeps the resident signed
   * in, for the page to say so and offer another try.
   */
  endEverySession: (destination: string) => Promise<void>;
  /** Forgets a failed attempt (the dialog closed). */
  dismissSignOutEverywhere: () => void;
  /** Back to the first visit: nothing loaded, nothing saving. */
  reset: () => void;
}

export type ProfileFormStore = ProfileFormState & ProfileFormActions;

const initialState: ProfileFormState = {
  locations: { status: 'idle' },
  streets: { status: 'idle' },
  save: { status: 'idle' },
  signOutEverywhere: { status: 'idle' },
  leave: (url) => window.location.assign(url),
};

/** Finds the address on the map; any failure (service down, not found) means no coordinates. */
async function locate(values: ProfileFormValues): Promise<Coordinates | null> {
  try {
    const result = await geocodeAddress({ street: values.street, number: values.height, town: values.town });
    return result ? { lat: result.lat, lon: result.lon } : null;
  } catch {
    return null;
  }
}

/** The package's one store: the locations, the streets and the save of the profile form, and the profile page's sign-out on every device. */
export const useProfileFormStore = create<ProfileFormStore>()((set, get) => ({
  ...initialState,

  loadLocations: async () => {
    const current = get().locations.status;
    if (current === 'loading' || current === 'success') return;
    set({ locations: { status: 'loading' } });
    try {
      set({ locations: { status: 'success', data: await getLocations() } });
    } catch (error) {
      set({ locations: { status: 'error', error: toPortalError(error) } });
    }
  },

  loadStreets: async () => {
    const current = get().streets.status;
    if (current === 'loading' || current === 'success') return;
    set({ streets: { status: 'loading' } });
    try {
      set({ streets: { status: 'success', data: await getStreets() } });
    } catch (error) {
      set({ streets: { status: 'error', error: toPortalError(error) } });
    }
  },

  saveProfile: async (values, profile, coordinates) => {
    if (get().save.status === 'saving') return { kind: 'busy' };
    const failure = validateProfileForm(values);
    if (failure) return { kind: 'invalid', failure };

    let location: Location = 'kept';
    let saveCoordinates = coordinates;
    if (!coordinates || addressChanged(values, profile)) {
      set({ save: { status: 'saving', step: 'geocoding' } });
      saveCoordinates = await locate(values);
      location = saveCoordinates ? 'found' : 'not-found';
    }

    try {
      set({ save: { status: 'saving', step: 'profile' } });
      await updateProfile(toProfileUpdate(values, profile, saveCoordinates));
    } catch (caught) {
      const error = toPortalError(caught);
      set({ save: { status: 'error', error } });
      return { kind: 'failed', error };
    }
    try {
      set({ save: { status: 'saving', step: 'user' } });
      await updateUser(toUserUpdate(values, profile));
    } catch (caught) {
      // Only the user save's answers route (docs/product.md#saving-the-profile).
      const error = toPortalError(caught);
      set({ save: { status: 'error', error } });
      if (error.status !== 400) return { kind: 'failed', error };
      if (error.fieldErrors?.email) return { kind: 'rejected-field', field: 'email', message: SAVE_REJECTIONS.email };
      if (error.fieldErrors?.dni) return { kind: 'rejected-field', field: 'dni', message: SAVE_REJECTIONS.dni };
      return { kind: 'rejected', error };
    }
    set({ save: { status: 'saved', location } });
    return { kind: 'saved', location };
  },

  endEverySession: async (destination) => {
    if (get().signOutEverywhere.status === 'ending') return;
    set({ signOutEverywhere: { status: 'ending' } });
    try {
      await logoutAllSessions();
    } catch (caught) {
      set({ signOutEverywhere: { status: 'error', error: toPortalError(caught) } });
      return;
    }
    // Every tab of this browser follows; the page is loaded afresh, nothing of the resident kept.
    clearSession('all-devices');
    get().leave(destination);
  },

  dismissSignOutEverywhere: () => {
    if (get().signOutEverywhere.status === 'error') set({ signOutEverywhere: { status: 'idle' } });
  },

  reset: () => set(initialState),
}));
