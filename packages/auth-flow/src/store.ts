import {
  ERROR_REASONS,
  login,
  type PortalError,
  type SessionEndReason,
  sessionStore,
  toPortalError,
  verifySecondFactor,
} from '@portal/api-client';
import type { SyntheticEvent } from 'react';
import { create } from 'zustand';
import { endSession } from './session-end';

/** docs/product.md#lock: a 403 locks password sign-in for 300 seconds. */
export const LOCK_SECONDS = 300;
/** docs/product.md#password-and-code: a PIN error stays on screen for 2000 ms. */
export const PIN_ERROR_MS = 2000;
/** Where the lock end survives a reload (docs/product.md#lock). */
export const LOCK_STORAGE_KEY = 'loginLockUntil';

type SignInStep = 'credentials' | 'code';

/** The request in flight, one union as ory/elements holds its flow state. */
type SignInRequest =
  | { status: 'idle' }
  | { status: 'loading'; call: 'credentials' | 'code' }
  | { status: 'success'; call: 'credentials' | 'code' }
  | { status: 'error'; call: 'credentials' | 'code'; error: PortalError };

export interface AuthState {
  step: SignInStep;
  /** DNI or e-mail the code was sent for. */
  username: string;
  /**
   * The sign-in ticket login/ answered: doublefactor/ carries it, and the code is good only with
   * it (docs/product.md#password-and-code). Undefined against a service that answers none.
   */
  ticket: string | undefined;
  request: SignInRequest;
  /** The code boxes' value. */
  code: string;
  /** PIN error text, shown for PIN_ERROR_MS and then cleared. */
  pinError: string | null;
  /** Epoch ms when the 403 lock ends, or null when not locked. */
  lockedUntil: number | null;
  /** The lock dialog opens on a 403 and is closed by the resident. */
  lockDialogOpen: boolean;
}

interface AuthActions {
  /** POST login/: on success the service e-mails a code and the step becomes 'code'; a failure is `request`'s error. */
  submitCredentials: (username: string, password: string) => Promise<void>;
  /**
   * POST doublefactor/: on success the tokens are stored and the resident is signed in (the
   * anonymous pages' guard then sends the browser on); a failure is `request`'s error.
   */
  submitCode: (code: string) => Promise<void>;
  setCode: (code: string) => void;
  backToCredentials: () => void;
  closeLockDialog: () => void;
  /**
   * A lock answered elsewhere (a provider link's password or code, R17): the same account, so the
   * login screen shows it too, kept as the login's is.
   */
  startLock: (retryAfter: number | undefined) => void;
  /** Ends the lock once its time is up (called by the countdown). */
  expireLock: () => void;
  /** Back to a fresh flow, as after a reload: the stored lock is kept. */
  reset: () => void;
  /**
   * The login screen is left: a sign-in that ended there (the resident signed in) is forgotten,
   * so whoever comes back to the screen, after this session ends anywhere, starts afresh and never
   * sees the last resident's code. A sign-in under way is kept (a link to recovery and back).
   */
  leave: () => void;
}

/**
 * The password path's store. The provider returns and the hand-off keep stores of their own
 * (`providers/provider-return-store.ts`, `handoff/handoff-store.ts`), created with their screens'
 * chunks; recovery and the support request live in `@portal/recovery`.
 */
export type SignInStore = AuthState & AuthActions;

function readStoredLock(now = Date.now()): number | null {
  try {
    const raw = window.localStorage.getItem(LOCK_STORAGE_KEY);
    const until = raw === null ? Number.NaN : Number(raw);
    if (Number.isFinite(until) && until > now) return until;
    if (raw !== null) window.localStorage.removeItem(LOCK_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, tests without DOM): no stored lock then.
  }
  return null;
}

function storeLock(until: number | null): void {
  try {
    if (until === null) window.localStorage.removeItem(LOCK_STORAGE_KEY);
    else window.localStorage.setItem(LOCK_STORAGE_KEY, String(until));
  } catch {
    // The lock still holds in memory for this page.
  }
}

/** Seconds of the lock: the server's retry_after when the error carries it, else 300. */
function lockSeconds(error: PortalError): number {
  const { retryAfter } = error;
  return retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : LOCK_SECONDS;
}

function initialState(): AuthState {
  return {
    step: 'credentials',
    username: '',
    ticket: undefined,
    request: { status: 'idle' },
    code: '',
    pinError: null,
    lockedUntil: readStoredLock(),
    lockDialogOpen: false,
  };
}

/** True while a lock is in force at `now`. */
function isLocked(state: Pick<AuthState, 'lockedUntil'>, now = Date.now()): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/**
 * A 403 that closed the account's code step after too many wrong codes in a day (CONTRACT.md,
 * R15): not a lock with a countdown, since only a password reset reopens it.
 */
export function isCodeStepClosed(error: PortalError): boolean {
  return error.status === 403 && error.reason === ERROR_REASONS.codeStepClosed;
}

let pinErrorTimer: ReturnType<typeof setTimeout> | undefined;

function clearPinErrorTimer(): void {
  if (pinErrorTimer !== undefined) clearTimeout(pinErrorTimer);
  pinErrorTimer = undefined;
}

/** The one store of the sign-in flow (password and second factor). */
export const useAuthStore = create<SignInStore>()((set, get) => {
  function lock(call: 'credentials' | 'code', error: PortalError): void {
    const until = Date.now() + lockSeconds(error) * 1000;
    storeLock(until);
    clearPinErrorTimer();
    // A locked account cannot finish the code step: back to the (disabled) credentials form.
    set({
      step: 'credentials',
      code: '',
      pinError: null,
      lockedUntil: until,
      lockDialogOpen: true,
      request: { status: 'error', call, error },
    });
  }

  function closeCodeStep(call: 'credentials' | 'code', error: PortalError): void {
    clearPinErrorTimer();
    // The pending sign-in died with the closed step: back to the credentials, with no lock.
    set({ step: 'credentials', code: '', pinError: null, request: { status: 'error', call, error } });
  }

  return {
    ...initialState(),

    submitCredentials: async (username, password) => {
      const state = get();
      if (isLocked(state) || state.request.status === 'loading') return;
      set({ username, ticket: undefined, request: { status: 'loading', call: 'credentials' } });
      try {
        const { ticket } = await login({ username, password });
        set({ step: 'code', ticket, code: '', pinError: null, request: { status: 'success', call: 'credentials' } });
      } catch (cause) {
        const error = toPortalError(cause);
        if (isCodeStepClosed(error)) closeCodeStep('credentials', error);
        else if (error.status === 403) lock('credentials', error);
        else set({ request: { status: 'error', call: 'credentials', error } });
      }
    },

    submitCode: async (code) => {
      const state = get();
      if (isLocked(state) || state.request.status === 'loading' || state.step !== 'code') return;
      clearPinErrorTimer();
      set({ code, pinError: null, request: { status: 'loading', call: 'code' } });
      try {
        const tokens = await verifySecondFactor(
          state.ticket === undefined ? { username: state.username, code } : { username: state.username, code, ticket: state.ticket },
        );
        set({ request: { status: 'success', call: 'code' } });
        sessionStore.getState().signIn(tokens);
      } catch (cause) {
        const error = toPortalError(cause);
        if (isCodeStepClosed(error)) {
          closeCodeStep('code', error);
        } else if (error.status === 403) {
          lock('code', error);
        } else if (error.isPinError) {
          // docs/product.md#password-and-code: the PIN error shows for 2 s and the code boxes are cleared.
          set({ code: '', pinError: error.message, request: { status: 'error', call: 'code', error } });
          pinErrorTimer = setTimeout(() => {
            pinErrorTimer = undefined;
            set({ pinError: null });
          }, PIN_ERROR_MS);
        } else {
          set({ request: { status: 'error', call: 'code', error } });
        }
      }
    },

    setCode: (code) => set({ code }),

    backToCredentials: () => {
      clearPinErrorTimer();
      set({ step: 'credentials', code: '', pinError: null, request: { status: 'idle' } });
    },

    closeLockDialog: () => set({ lockDialogOpen: false }),
    startLock: (retryAfter) => {
      const seconds = retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : LOCK_SECONDS;
      const until = Date.now() + seconds * 1000;
      storeLock(until);
      set({ lockedUntil: until, lockDialogOpen: true });
    },

    expireLock: () => {
      const { lockedUntil } = get();
      if (lockedUntil === null || lockedUntil > Date.now()) return;
      storeLock(null);
      set({ lockedUntil: null, lockDialogOpen: false, request: { status: 'idle' } });
    },

    reset: () => {
      clearPinErrorTimer();
      set(initialState());
    },

    leave: () => {
      const { request } = get();
      if (request.status === 'success' && request.call === 'code') get().reset();
    },
  };
});

/** Where `signOut` sends the browser; replaceable where the page must not really reload (tests). */
export interface SignOutOptions {
  reload?: (url: string) => void;
  /** The session ended without the resident asking: the login screen says why. */
  reason?: SessionEndReason;
}

/**
 * Sign-out (docs/product.md#sign-out): isLoggedIn 'false', both tokens the text 'null', the session
 * ended at the service, then a page reload at '/'.
 * Safe as an event handler (`onClick={signOut}`): an event passed in is not taken for options.
 * Unlike the portal's other page exits it does not wait for a refresh in flight: the tokens are
 * gone before the page leaves, and api-client drops a refresh answered after a sign-out.
 */
export function signOut(options?: SignOutOptions | SyntheticEvent): void {
  const reload =
    options && 'reload' in options && typeof options.reload === 'function' ? options.reload : (url: string) => window.location.assign(url);
  endSession(options && 'reason' in options ? options.reason : undefined);
  useAuthStore.getState().reset();
  reload('/');
}
