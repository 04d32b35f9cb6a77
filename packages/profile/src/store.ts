import { cancelEmailChange, confirmEmailChange, isRetryable, toPortalError } from '@portal/api-client';
import { isLinkToken } from '@portal/rules';
import { create } from 'zustand';

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
  emailConfirmation: EmailConfirmation;
  emailCancellation: EmailCancellation;
}

interface ProfileFormActions {
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
  /** Back to the first visit: nothing loaded, nothing under way. */
  reset: () => void;
}

export type ProfileFormStore = ProfileFormState & ProfileFormActions;

const initialState: ProfileFormState = {
  emailConfirmation: { status: 'idle' },
  emailCancellation: { status: 'idle' },
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

/**
 * The package's one store, for what is its screens' own state: the e-mailed links' pages. The form's lists and the
 * resident's profile are the router's.
 */
export const useProfileFormStore = create<ProfileFormStore>()((set, get) => ({
  ...initialState,

  confirmEmail: (token) => {
    const id = token ?? '';
    if (!isLinkToken(token)) {
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
    if (!isLinkToken(token)) {
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

  reset: () => set(initialState),
}));
