import {
  activateAccount,
  confirmPasswordReset,
  isRetryable,
  type PortalError,
  requestPasswordReset,
  resendVerification,
  toPortalError,
} from '@portal/api-client';
import { isLinkToken } from '@portal/rules';
import { create } from 'zustand';

/**
 * An e-mailed request (password recovery, resend validation), as one union. `visit` is the
 * router location key of the page that sent it: a later visit to the screen starts at the form,
 * while Back/Forward to the same entry still shows its sent state.
 */
export type EmailRequest =
  | { status: 'idle' }
  | { status: 'loading'; visit: string; email: string }
  | { status: 'sent'; visit: string; email: string }
  | { status: 'error'; visit: string; email: string; error: PortalError };

/**
 * Why an activation link did not activate the account: no token, not one of ours, refused by the
 * service (a 4xx: used or expired), or no usable answer (a dropped line, a 5xx), worth a retry.
 */
type ActivationFailure = 'missing' | 'malformed' | 'refused' | 'unreachable';

/** The activation of one e-mailed link (`/activar?token=`); `id` names the link it belongs to. */
export type ActivationRequest =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'success'; id: string }
  | { status: 'error'; id: string; reason: ActivationFailure; message: string };

/** Setting a new password with the e-mailed reset link (`/restablecer?token=`), per visit. */
export type NewPasswordRequest =
  | { status: 'idle' }
  | { status: 'loading'; visit: string }
  | { status: 'success'; visit: string }
  | { status: 'error'; visit: string; error: PortalError };

export type EmailRequestKind = 'passwordReset' | 'verificationResend';

export interface RecoveryState {
  passwordReset: EmailRequest;
  verificationResend: EmailRequest;
  activation: ActivationRequest;
  newPassword: NewPasswordRequest;
}

interface RecoveryActions {
  /** `POST passwordreset/` with `{email}`; resolves true once sent (the answer is alike for any address). */
  requestPasswordReset: (email: string, visit: string) => Promise<boolean>;
  /** `POST resendverification/` with `{email}`; resolves true once sent. */
  resendVerification: (email: string, visit: string) => Promise<boolean>;
  /** Back to the form of `/forgotpassword` or `/ResendVerification`. */
  restartEmailRequest: (kind: EmailRequestKind) => void;
  /**
   * `POST activate/` with the e-mailed token, once per link and page: a second call for the same
   * token (React strict mode) shares the first. A missing or malformed token is refused without a call.
   */
  activateAccount: (token: string | null) => Promise<boolean>;
  /** Sends the same link again after a failure worth a retry ('unreachable'); otherwise nothing. */
  retryActivation: (token: string) => Promise<boolean>;
  /** `POST passwordreset/confirm/`; resolves true once the password is changed. One at a time. */
  setNewPassword: (input: { token: string; password: string }, visit: string) => Promise<boolean>;
  /** Back to a fresh state, as after a reload (the activations of this page are kept: `forgetActivations`). */
  reset: () => void;
}

export type RecoveryStore = RecoveryState & RecoveryActions;

const ACTIVATION_MESSAGES = {
  missing: 'El enlace de activación está incompleto. Abrilo de nuevo desde el correo que te enviamos.',
  malformed: 'El enlace de activación no es válido. Abrilo de nuevo desde el correo que te enviamos.',
} as const;

function initialState(): RecoveryState {
  return {
    passwordReset: { status: 'idle' },
    verificationResend: { status: 'idle' },
    activation: { status: 'idle' },
    newPassword: { status: 'idle' },
  };
}

/** Activations under way in this page, by token (strict mode runs the page's effect twice). */
const activations = new Map<string, Promise<boolean>>();

/**
 * The store of password recovery, resend validation, activation and the password reset: each of
 * those screens is a chunk of its own, and brings this store (and the calls behind it) along.
 */
export const useRecoveryStore = create<RecoveryStore>()((set, get) => {
  function setEmailRequest(kind: EmailRequestKind, request: EmailRequest): void {
    if (kind === 'passwordReset') set({ passwordReset: request });
    else set({ verificationResend: request });
  }

  function emailRequest(kind: EmailRequestKind, call: (email: string) => Promise<void>) {
    return async (email: string, visit: string): Promise<boolean> => {
      if (get()[kind].status === 'loading') return false;
      setEmailRequest(kind, { status: 'loading', visit, email });
      try {
        await call(email);
        setEmailRequest(kind, { status: 'sent', visit, email });
        return true;
      } catch (cause) {
        setEmailRequest(kind, { status: 'error', visit, email, error: toPortalError(cause) });
        return false;
      }
    };
  }

  async function activate(token: string): Promise<boolean> {
    try {
      await activateAccount(token);
      set({ activation: { status: 'success', id: token } });
      return true;
    } catch (cause) {
      const error = toPortalError(cause);
      const reason = isRetryable(error) ? 'unreachable' : 'refused';
      set({ activation: { status: 'error', id: token, reason, message: error.message } });
      return false;
    }
  }

  return {
    ...initialState(),
    requestPasswordReset: emailRequest('passwordReset', requestPasswordReset),
    resendVerification: emailRequest('verificationResend', resendVerification),
    restartEmailRequest: (kind) => setEmailRequest(kind, { status: 'idle' }),

    activateAccount: (token) => {
      const id = token ?? '';
      if (!isLinkToken(token)) {
        const reason = token === null || token === '' ? 'missing' : 'malformed';
        set({ activation: { status: 'error', id, reason, message: ACTIVATION_MESSAGES[reason] } });
        return Promise.resolve(false);
      }
      const running = activations.get(token);
      if (running) return running;
      // Already done in this page (a store seeded as such, or a finished link): never a second call.
      const current = get().activation;
      if (current.status !== 'idle' && current.id === token) return Promise.resolve(current.status === 'success');
      set({ activation: { status: 'loading', id: token } });
      const promise = activate(token);
      // Kept after it settles: the link is single use, so its outcome is the answer for this page.
      activations.set(token, promise);
      return promise;
    },
    retryActivation: (token) => {
      const current = get().activation;
      if (current.status !== 'error' || current.reason !== 'unreachable' || current.id !== token) {
        return activations.get(token) ?? Promise.resolve(current.status === 'success');
      }
      set({ activation: { status: 'loading', id: token } });
      const promise = activate(token);
      activations.set(token, promise);
      return promise;
    },

    setNewPassword: async (input, visit) => {
      if (get().newPassword.status === 'loading') return false;
      set({ newPassword: { status: 'loading', visit } });
      try {
        await confirmPasswordReset(input);
        set({ newPassword: { status: 'success', visit } });
        return true;
      } catch (cause) {
        set({ newPassword: { status: 'error', visit, error: toPortalError(cause) } });
        return false;
      }
    },

    reset: () => set(initialState()),
  };
});

/** For tests: forget the activations of this page, as a reload does. */
export function forgetActivations(): void {
  activations.clear();
}
