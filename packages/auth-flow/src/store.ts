import { ERROR_REASONS, type PortalError, sessionStore } from '@portal/api-client';
import { create } from 'zustand';

/** docs/product.md#lock: a 403 locks password sign-in for 300 seconds. */
export const LOCK_SECONDS = 300;
/** docs/product.md#password-and-code: a PIN error stays on screen for 2000 ms. */
export const PIN_ERROR_MS = 2000;
/** Where the lock end survives a reload (docs/product.md#lock); other city apps read the same key. */
export const LOCK_STORAGE_KEY = 'loginLockUntil';

type SignInStep = 'credentials' | 'code';

/**
 * What only this browser knows of the password sign-in: the step, the sign-in under way (in
 * memory only, never persisted: its ticket is half a credential), the code boxes, the PIN error's
 * two seconds and the lock. What the service answers comes back through the route's action
 * (`login/login-actions.ts`), which records here what the screen must remember; nothing here
 * calls a service.
 */
export interface AuthState {
  step: SignInStep;
  /** DNI or e-mail of the sign-in under way (the code is sent for it). */
  username: string;
  /**
   * The sign-in ticket login/ answered: doublefactor/ carries it, and the code is good only with
   * it (docs/product.md#password-and-code). Undefined against a service that answers none.
   */
  ticket: string | undefined;
  /** The code boxes' value. */
  code: string;
  /** PIN error text, shown for PIN_ERROR_MS and then cleared. */
  pinError: string | null;
  /** Epoch ms when the 403 lock ends, or null when not locked (kept in `localStorage.loginLockUntil`). */
  lockedUntil: number | null;
  /** The lock dialog opens on a 403 and is closed by the resident. */
  lockDialogOpen: boolean;
}

interface AuthActions {
  /** The credentials are on their way for `username`: a new sign-in, no ticket yet. */
  startSignIn: (username: string) => void;
  /** login/ accepted the password and mailed a code: the code step. */
  codeSent: (ticket: string | undefined) => void;
  setCode: (code: string) => void;
  /** The code is on its way: a PIN error still showing goes. */
  sendingCode: (code: string) => void;
  /** A wrong, expired or used code (docs/product.md#password-and-code): shown for 2 s, the boxes cleared. */
  pinRefused: (message: string) => void;
  /** 'Volver', or a refusal that ends the code step (a lock, the code step closed for the day). */
  backToCredentials: () => void;
  closeLockDialog: () => void;
  /**
   * A lock answered elsewhere (a provider link's password or code, R17): the same account, so the
   * login screen shows it too, kept as the login's is.
   */
  startLock: (retryAfter: number | undefined) => void;
  /** Ends the lock once its time is up (called by the countdown). */
  expireLock: () => void;
  /** Back to a fresh flow, as after a reload: the stored lock is read back. */
  reset: () => void;
  /**
   * The login screen is left: once the resident is signed in, that sign-in is forgotten, so
   * whoever comes back to the screen, after this session ends anywhere, starts afresh and never
   * sees the last resident's code. A sign-in under way is kept (a link to recovery and back).
   */
  leave: () => void;
}

/**
 * The password path's store. The hand-off's banner has a store of its own
 * (`handoff/handoff-store.ts`); a provider return's outcome is its route action's answer;
 * recovery and the support request live in `@portal/recovery`.
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

/** The end of a lock of `retryAfter` seconds from now: the server's figure when it sends one, else 300. */
function lockEnd(retryAfter: number | undefined): number {
  const seconds = retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : LOCK_SECONDS;
  return Date.now() + seconds * 1000;
}

/** A flow as a fresh page starts it: the stored lock read back. */
export function initialAuthState(): AuthState {
  return {
    step: 'credentials',
    username: '',
    ticket: undefined,
    code: '',
    pinError: null,
    lockedUntil: readStoredLock(),
    lockDialogOpen: false,
  };
}

/** True while a lock is in force at `now`. */
export function isLocked(state: Pick<AuthState, 'lockedUntil'>, now = Date.now()): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/**
 * A 403 that closed the account's code step after too many wrong codes in a day (CONTRACT.md,
 * R15): not a lock with a countdown, since only a password reset reopens it.
 */
export function isCodeStepClosed(error: PortalError): boolean {
  return error.status === 403 && error.reason === ERROR_REASONS.codeStepClosed;
}

/** The one store of the password sign-in (password and second factor). */
export const useAuthStore = create<SignInStore>()((set, get) => {
  // The PIN error's 2 s belong to this store: a reset cancels them.
  let pinErrorTimer: ReturnType<typeof setTimeout> | undefined;
  function clearPinErrorTimer(): void {
    if (pinErrorTimer !== undefined) clearTimeout(pinErrorTimer);
    pinErrorTimer = undefined;
  }

  return {
    ...initialAuthState(),

    startSignIn: (username) => set({ username, ticket: undefined }),

    codeSent: (ticket) => {
      clearPinErrorTimer();
      set({ step: 'code', ticket, code: '', pinError: null });
    },

    setCode: (code) => set({ code }),

    sendingCode: (code) => {
      clearPinErrorTimer();
      set({ code, pinError: null });
    },

    pinRefused: (message) => {
      clearPinErrorTimer();
      set({ code: '', pinError: message });
      pinErrorTimer = setTimeout(() => {
        pinErrorTimer = undefined;
        set({ pinError: null });
      }, PIN_ERROR_MS);
    },

    backToCredentials: () => {
      clearPinErrorTimer();
      set({ step: 'credentials', code: '', pinError: null });
    },

    closeLockDialog: () => set({ lockDialogOpen: false }),

    startLock: (retryAfter) => {
      const until = lockEnd(retryAfter);
      storeLock(until);
      set({ lockedUntil: until, lockDialogOpen: true });
    },

    expireLock: () => {
      const { lockedUntil } = get();
      if (lockedUntil === null || lockedUntil > Date.now()) return;
      storeLock(null);
      set({ lockedUntil: null, lockDialogOpen: false });
    },

    reset: () => {
      clearPinErrorTimer();
      set(initialAuthState());
    },

    leave: () => {
      if (sessionStore.getState().signedIn) get().reset();
    },
  };
});
