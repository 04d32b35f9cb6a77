import {
  ERROR_REASONS,
  handoffUrl,
  isHandoffService,
  isRetryable,
  requestAlpha,
  toPortalError,
  whenRefreshSettled,
} from '@portal/api-client';
import { create } from 'zustand';
import { endSession } from '../session-end';
import { clearPendingHandoff, rememberHandoffError, takeHandoffError } from './pending-handoff';

/**
 * Why a hand-off did not leave the portal: the service is not configured, the token was refused
 * ('failed': signed out), no usable answer ('unreachable': a dropped line, a 5xx; the session
 * stays and the resident may try again), the account's DNI is not proven ('level': Nivel 1; the
 * session stays and the resident may verify), or the address could not be built.
 */
type HandoffFailure = 'unconfigured' | 'failed' | 'unreachable' | 'level' | 'invalid-address';

/** The hand-off to a city service, as one union. */
type HandoffRequest =
  | { status: 'idle' }
  | { status: 'loading'; service: string }
  | { status: 'leaving'; service: string; url: string }
  | { status: 'error'; service: string; reason: HandoffFailure; message: string };

/** How the hand-off leaves the page; replaceable where the page must not really navigate (tests, stories). */
export interface HandoffOptions {
  /** Goes to the service. Default `window.location.replace`, so Back from the service does not hand off again. */
  leave?: (url: string) => void;
  /** The reload after a refused hand-off (docs/product.md#login-by-service-and-hand-off). Default `window.location.reload`. */
  reload?: () => void;
}

export interface HandoffStore {
  handoff: HandoffRequest;
  /** The service page's red banner: the last hand-off failure, kept across the reload. */
  serviceLoginError: string | null;
  /**
   * The hand-off (docs/product.md#login-by-service-and-hand-off): `GET newalpha/`, then the
   * browser goes to the service's configured address + `/login/` + alpha. An unconfigured service
   * never leaves the portal; an account at Nivel 1 (403 `level`) keeps the session and is offered
   * the verification; any other refused token (a 4xx, or an answer outside the contract) signs the
   * resident out and reloads; a dropped line or a 5xx keeps the session and offers a retry. Once
   * per service and page: a second call for the same service does nothing (React strict mode runs
   * effects twice).
   */
  startHandoff: (service: string, options?: HandoffOptions) => Promise<void>;
  /** Asks `newalpha/` again after a failure worth a retry ('unreachable'); otherwise nothing. */
  retryHandoff: (service: string, options?: HandoffOptions) => Promise<void>;
  /** Back to a fresh state, as after a reload (a failure kept for the page after its reload is taken). */
  reset: () => void;
}

export const HANDOFF_MESSAGES = {
  unconfigured: 'Este servicio no está disponible desde el Portal del Vecino.',
  invalidAddress: 'No pudimos armar la dirección del servicio. Intentá de nuevo más tarde.',
} as const;

function initialState(): Pick<HandoffStore, 'handoff' | 'serviceLoginError'> {
  return { handoff: { status: 'idle' }, serviceLoginError: takeHandoffError() };
}

/**
 * The hand-off's store, and the service page's banner: created with the `/login/:token` route's
 * chunk (the service page and the hand-off), never with the login screen's first download.
 */
export const useHandoffStore = create<HandoffStore>()((set, get) => {
  const store: HandoffStore = {
    ...initialState(),
    reset: () => set(initialState()),
    retryHandoff: async (service, options = {}) => {
      const current = get().handoff;
      if (current.status !== 'error' || current.reason !== 'unreachable' || current.service !== service) return;
      set({ handoff: { status: 'idle' } });
      await store.startHandoff(service, options);
    },
    startHandoff: async (service, options = {}) => {
      // One hand-off per service and page: a second effect run (strict mode) or render never asks twice.
      const current = get().handoff;
      if (current.status !== 'idle' && current.service === service) return;
      // The sign-in that began on the service page ends here, whatever the outcome.
      clearPendingHandoff();
      if (!isHandoffService(service)) {
        set({ handoff: { status: 'error', service, reason: 'unconfigured', message: HANDOFF_MESSAGES.unconfigured } });
        return;
      }
      set({ handoff: { status: 'loading', service } });
      let alpha: string;
      try {
        alpha = await requestAlpha();
      } catch (cause) {
        const error = toPortalError(cause);
        // A dropped line or a failing service says nothing about the session: it stays, and the
        // resident may try again.
        if (isRetryable(error)) {
          set({ handoff: { status: 'error', service, reason: 'unreachable', message: error.message } });
          return;
        }
        // An alpha only for a proven DNI (CONTRACT.md R11): the session is sound, only its level
        // falls short, so it stays and the screen offers the verification.
        if (error.status === 403 && error.reason === ERROR_REASONS.level) {
          set({ handoff: { status: 'error', service, reason: 'level', message: error.message } });
          return;
        }
        // docs/product.md#login-by-service-and-hand-off: on failure the login state is cleared and the page reloads; the message waits for it.
        rememberHandoffError(error.message);
        endSession();
        set({
          handoff: { status: 'error', service, reason: 'failed', message: error.message },
          serviceLoginError: error.message,
        });
        (options.reload ?? (() => window.location.reload()))();
        return;
      }
      // The destination comes only from configuration; null for anything it does not allow.
      const url = handoffUrl(service, alpha);
      if (url === null) {
        set({ handoff: { status: 'error', service, reason: 'invalid-address', message: HANDOFF_MESSAGES.invalidAddress } });
        return;
      }
      // A refresh still on the wire (begun ahead of the token's expiry) would lose its answer as
      // the page leaves, and the session with it: the resident comes back signed out.
      await whenRefreshSettled();
      set({ handoff: { status: 'leaving', service, url } });
      (options.leave ?? ((to: string) => window.location.replace(to)))(url);
    },
  };
  return store;
});
