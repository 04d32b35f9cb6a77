import {
  ERROR_REASONS,
  endSession,
  handoffUrl,
  isHandoffService,
  isRetryable,
  toPortalError,
  whenRefreshSettled,
} from '@portal/api-client';
import { requestAlpha } from '@portal/api-client/calls';
import type { ActionFunctionArgs } from 'react-router';
import { useHandoffStore } from './handoff-store';
import { clearPendingHandoff, rememberHandoffError } from './pending-handoff';

/**
 * Why a hand-off did not leave the portal: the service is not configured, the token was refused
 * ('failed': signed out), no usable answer ('unreachable': a dropped line, a 5xx; the session
 * stays and the resident may try again), the account's DNI is not proven ('level': Nivel 1; the
 * session stays and the resident may verify), or the address could not be built.
 */
type HandoffFailure = 'unconfigured' | 'failed' | 'unreachable' | 'level' | 'invalid-address';

/** What a hand-off came to: the browser is leaving for `url`, or it stays with the reason. */
export type HandoffResult = { status: 'leaving'; url: string } | { status: 'error'; reason: HandoffFailure; message: string };

/** How the hand-off leaves the page; replaceable where the page must not really navigate (tests, stories). */
export interface HandoffOptions {
  /** Goes to the service. Default `window.location.replace`, so Back from the service does not hand off again. */
  leave?: (url: string) => void;
  /** The reload after a refused hand-off (docs/product.md#login-by-service-and-hand-off). Default `window.location.reload`. */
  reload?: () => void;
}

export const HANDOFF_MESSAGES = {
  unconfigured: 'Este servicio no está disponible desde el Portal del Vecino.',
  invalidAddress: 'No pudimos armar la dirección del servicio. Intentá de nuevo más tarde.',
} as const;

/**
 * `/login/:token`'s action, the hand-off (docs/product.md#login-by-service-and-hand-off): `GET
 * newalpha/`, then the browser goes to the service's configured address + `/login/` + alpha: the
 * alpha is minted and spent here, once per submission. An unconfigured service never leaves the
 * portal; an account at Nivel 1 (403 `level`) keeps the session and is offered the verification;
 * any other refused token (a 4xx, or an answer outside the contract) signs the resident out and
 * reloads; a dropped line or a 5xx keeps the session and offers a retry. Refusals are data.
 */
export function handoffAction({
  leave = (url) => window.location.replace(url),
  reload = () => window.location.reload(),
}: HandoffOptions = {}) {
  return async ({ params }: ActionFunctionArgs): Promise<HandoffResult> => {
    const service = params.token ?? '';
    // The sign-in that began on the service page ends here, whatever the outcome.
    clearPendingHandoff();
    if (!isHandoffService(service)) return { status: 'error', reason: 'unconfigured', message: HANDOFF_MESSAGES.unconfigured };
    let alpha: string;
    try {
      alpha = await requestAlpha();
    } catch (cause) {
      const error = toPortalError(cause);
      // A dropped line or a failing service says nothing about the session: it stays, and the
      // resident may try again.
      if (isRetryable(error)) return { status: 'error', reason: 'unreachable', message: error.message };
      // An alpha only for a proven DNI (CONTRACT.md R11): the session is sound, only its level
      // falls short, so it stays and the screen offers the verification.
      if (error.status === 403 && error.reason === ERROR_REASONS.level) return { status: 'error', reason: 'level', message: error.message };
      // docs/product.md#login-by-service-and-hand-off: on failure the login state is cleared and the
      // page reloads; the message waits for it (and the service page, drawn at once, shows it).
      rememberHandoffError(error.message);
      useHandoffStore.setState({ serviceLoginError: error.message });
      endSession();
      reload();
      return { status: 'error', reason: 'failed', message: error.message };
    }
    // The destination comes only from configuration; null for anything it does not allow.
    const url = handoffUrl(service, alpha);
    if (url === null) return { status: 'error', reason: 'invalid-address', message: HANDOFF_MESSAGES.invalidAddress };
    // A refresh still on the wire (begun ahead of the token's expiry) would lose its answer as
    // the page leaves, and the session with it: the resident comes back signed out.
    await whenRefreshSettled();
    leave(url);
    return { status: 'leaving', url };
  };
}
