import {
  cancelEmailChange,
  clearSession,
  confirmEmailChange,
  geocodeAddress,
  isRetryable,
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
  emailChanges,
  type ProfileFormValues,
  toProfileUpdate,
  toUserUpdate,
} from './form-values';
import { type ValidationFailure, validateProfileForm } from './validation';

export type { Load } from '@portal/api-client';

/** Where the address's coordinates came from on a save. */
type Location = 'found' | 'kept' | 'not-found';

type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; step: 'geocoding' | 'profile' | 'user' }
  | { status: 'saved'; location: Location }
  | { status: 'error'; error: PortalError };

/** What a click on ACTUALIZAR came to; the form turns it into a toast or a navigation. */
type SaveOutcome =
  | { kind: 'invalid'; failure: ValidationFailure }
  /** `pendingEmail`: a new e-mail waiting for its mailed link (docs/product.md#changing-the-e-mail). */
  | { kind: 'saved'; location: Location; pendingEmail: string | null }
  /**
   * A 400 on the user save that names the e-mail or the DNI (docs/product.md#saving-the-profile),
   * or the current password a new e-mail needs (the service's own message).
   */
  | { kind: 'rejected-field'; field: 'email' | 'dni' | 'current_password'; message: string }
  /** Any other 400 on the user save: the resident goes to /dashboard (docs/product.md#saving-the-profile). */
  | { kind: 'rejected'; error: PortalError }
  | { kind: 'failed'; error: PortalError }
  /** A save is already running: one save per click. */
  | { kind: 'busy' };

const SAVE_REJECTIONS = {
  email: 'El e-mail no es válido',
  dni: 'El DNI no es válido',
} as const;

/** 'Cerrar sesión en todos los dispositivos' on /perfil (docs/product.md#sign-out-on-every-device). */
type SignOutEverywhereState = { status: 'idle' } | { status: 'ending' } | { status: 'error'; error: PortalError };

/** Why an e-mailed confirmation link did not confirm: no token, not one of ours, refused, or no usable answer. */
type EmailConfirmationFailure = 'missing' | 'malformed' | 'refused' | 'unreachable';

/** The confirmation of one e-mailed link (`/confirmar-email?token=`); `id` names the link. */
export type EmailConfirmation =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'success'; id: string; email: string }
  | { status: 'error'; id: string; reason: EmailConfirmationFailure; message: string };

/** The cancellation of one e-mail change by the link mailed to the old address (`/cancelar-email?token=`). */
export type EmailCancellation =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'success'; id: string; message: string }
  | { status: 'error'; id: string; reason: EmailConfirmationFailure; message: string };

const EMAIL_CANCELLATION_MESSAGES = {
  missing: 'El enlace no trae el código para cancelar el cambio de e-mail. Abrilo de nuevo desde el correo que te enviamos.',
  malformed: 'El enlace no es uno de los que envía el portal. Abrilo de nuevo desde el correo que te enviamos.',
} as const;

const EMAIL_CONFIRMATION_MESSAGES = {
  missing: 'El enlace no trae el código para confirmar tu e-mail. Abrilo de nuevo desde el correo que te enviamos.',
  malformed: 'El enlace no es uno de los que envía el portal. Abrilo de nuevo desde el correo que te enviamos.',
} as const;

export interface ProfileFormState {
  locations: Load<string[]>;
  streets: Load<Street[]>;
  save: SaveState;
  signOutEverywhere: SignOutEverywhereState;
  emailConfirmation: EmailConfirmation;
  emailCancellation: EmailCancellation;
  /** How the page is left once every session has ended: a full load (replaced in tests and stories). */
  leave: (url: string) => void;
}

interface ProfileFormActions {
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
  /**
   * `POST emailchange/confirm/` with the e-mailed token, once per link and page (strict mode and
   * a second render never send it twice); a missing or malformed token is refused without a call.
   */
  confirmEmail: (token: string | null) => Promise<void>;
  /** The same link again, after no usable answer. */
  retryEmailConfirmation: (token: string) => Promise<void>;
  /**
   * `POST emailchange/cancel/` with the token of the link mailed to the old address, once per link
   * and page, as `confirmEmail`; a missing or malformed token is refused without a call.
   */
  cancelEmail: (token: string | null) => Promise<void>;
  /** The same cancel link again, after no usable answer. */
  retryEmailCancellation: (token: string) => Promise<void>;
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
  emailConfirmation: { status: 'idle' },
  emailCancellation: { status: 'idle' },
  leave: (url) => window.location.assign(url),
};

/** Confirmations under way in this page, by token. */
const confirmations = new Map<string, Promise<void>>();

/** Cancellations under way in this page, by token. */
const cancellations = new Map<string, Promise<void>>();

/** For tests and stories: forget the confirmations and cancellations of this page, as a reload does. */
export function forgetEmailConfirmations(): void {
  confirmations.clear();
  cancellations.clear();
}

const LINK_TOKEN = /^[A-Za-z0-9._~-]{1,512}$/;

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
    let pendingEmail: string | null = null;
    try {
      set({ save: { status: 'saving', step: 'user' } });
      const saved = await updateUser(toUserUpdate(values, profile));
      if (emailChanges(values, profile)) pendingEmail = saved.pending_email ?? null;
    } catch (caught) {
      // Only the user save's answers route (docs/product.md#saving-the-profile).
      const error = toPortalError(caught);
      set({ save: { status: 'error', error } });
      if (error.status !== 400) return { kind: 'failed', error };
      if (error.fieldErrors?.email) return { kind: 'rejected-field', field: 'email', message: SAVE_REJECTIONS.email };
      if (error.fieldErrors?.dni) return { kind: 'rejected-field', field: 'dni', message: SAVE_REJECTIONS.dni };
      const password = error.fieldErrors?.current_password?.[0];
      if (password) return { kind: 'rejected-field', field: 'current_password', message: password };
      return { kind: 'rejected', error };
    }
    set({ save: { status: 'saved', location } });
    return { kind: 'saved', location, pendingEmail };
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

  confirmEmail: (token) => {
    const id = token ?? '';
    if (token === null || !LINK_TOKEN.test(token)) {
      const reason = token === null ? 'missing' : 'malformed';
      set({ emailConfirmation: { status: 'error', id, reason, message: EMAIL_CONFIRMATION_MESSAGES[reason] } });
      return Promise.resolve();
    }
    const running = confirmations.get(token);
    if (running) return running;
    const current = get().emailConfirmation;
    if (current.status !== 'idle' && current.status !== 'loading' && current.id === token) return Promise.resolve();
    return get().retryEmailConfirmation(token);
  },

  retryEmailConfirmation: (token) => {
    set({ emailConfirmation: { status: 'loading', id: token } });
    const promise = confirmEmailChange(token).then(
      (email) => set({ emailConfirmation: { status: 'success', id: token, email } }),
      (caught) => {
        const error = toPortalError(caught);
        const reason: EmailConfirmationFailure = isRetryable(error) ? 'unreachable' : 'refused';
        set({ emailConfirmation: { status: 'error', id: token, reason, message: error.message } });
      },
    );
    confirmations.set(token, promise);
    return promise;
  },

  cancelEmail: (token) => {
    const id = token ?? '';
    if (token === null || !LINK_TOKEN.test(token)) {
      const reason = token === null ? 'missing' : 'malformed';
      set({ emailCancellation: { status: 'error', id, reason, message: EMAIL_CANCELLATION_MESSAGES[reason] } });
      return Promise.resolve();
    }
    const running = cancellations.get(token);
    if (running) return running;
    // Settled, or seeded as under way (stories): a link is sent once per page.
    const current = get().emailCancellation;
    if (current.status !== 'idle' && current.id === token) return Promise.resolve();
    return get().retryEmailCancellation(token);
  },

  retryEmailCancellation: (token) => {
    set({ emailCancellation: { status: 'loading', id: token } });
    const promise = cancelEmailChange(token).then(
      (message) => set({ emailCancellation: { status: 'success', id: token, message } }),
      (caught) => {
        const error = toPortalError(caught);
        const reason: EmailConfirmationFailure = isRetryable(error) ? 'unreachable' : 'refused';
        set({ emailCancellation: { status: 'error', id: token, reason, message: error.message } });
      },
    );
    cancellations.set(token, promise);
    return promise;
  },

  dismissSignOutEverywhere: () => {
    if (get().signOutEverywhere.status === 'error') set({ signOutEverywhere: { status: 'idle' } });
  },

  reset: () => set(initialState),
}));
