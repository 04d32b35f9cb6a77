import { ERROR_REASONS, type ProviderLinkTicket, sessionStore, toPortalError } from '@portal/api-client';
import {
  exchangeProviderToken,
  providerLinkDecline,
  providerLinkEmail,
  providerLinkLogin,
  providerLinkSecondFactor,
} from '@portal/api-client/calls';
import type { ActionFunctionArgs } from 'react-router';

// The calls of a provider return's pending choice (R17), made by the return route's action: the
// screen submits the ticket and verifier it holds in memory with what the resident typed, and a
// refusal comes back as data for the screen to show.

/** What the resident asks for, as the return page submits it. */
export type LinkIntent =
  | { intent: 'password'; password: string }
  | { intent: 'code'; code: string }
  | { intent: 'decline' }
  | { intent: 'email'; email: string };

/** An intent with the pending choice's ticket and verifier, as the action receives it. */
export type LinkRequest = LinkIntent & ProviderLinkTicket;

/** Texts of the choice's refusals that are the portal's own (docs/product.md#identity-providers). */
const LINK_TEXTS = {
  unsupported:
    'Este servicio del municipio todavía no permite vincular cuentas. No cambiamos nada: ingresá con tu DNI o e-mail y tu contraseña, o probá más tarde.',
} as const;

export type LinkResult =
  | { ok: true; intent: LinkIntent['intent']; next: 'code' | 'email' | 'signed-in'; ticket?: string }
  | {
      ok: false;
      intent: LinkIntent['intent'];
      message: string;
      /** A wrong code: shown a moment, the boxes cleared. */
      pinError: boolean;
      /** The account is locked; seconds to wait (the login's lock). */
      lockedFor: number | null;
      /** The choice is over (spent, expired, not this tab's, or the service has no linking): start again. */
      over: boolean;
      /** The field the message belongs to. */
      field: 'email' | null;
    };

/** Signs in with a provider token (`afipprofile/`): both tokens or nothing. */
async function signInWith(token: string): Promise<void> {
  sessionStore.getState().signIn(await exchangeProviderToken(token));
}

async function perform(request: LinkRequest): Promise<LinkResult> {
  const pending: ProviderLinkTicket = { ticket: request.ticket, verifier: request.verifier };
  switch (request.intent) {
    case 'password':
      await providerLinkLogin(pending, request.password);
      return { ok: true, intent: 'password', next: 'code' };
    case 'email':
      await providerLinkEmail(pending, request.email.trim());
      return { ok: true, intent: 'email', next: 'code' };
    case 'code': {
      const { token } = await providerLinkSecondFactor(pending, request.code);
      await signInWith(token);
      return { ok: true, intent: 'code', next: 'signed-in' };
    }
    case 'decline': {
      const answer = await providerLinkDecline(pending);
      if ('email_required' in answer) return { ok: true, intent: 'decline', next: 'email', ticket: answer.email_required.ticket };
      await signInWith(answer.token);
      return { ok: true, intent: 'decline', next: 'signed-in' };
    }
  }
}

/** The choice's calls as a route action of their own (the return route's action hands them on to `linkChoice`). */
export async function linkAction({ request }: ActionFunctionArgs): Promise<LinkResult> {
  return linkChoice((await request.json()) as LinkRequest);
}

/** One call of the pending choice; refusals as data. */
export async function linkChoice(body: LinkRequest): Promise<LinkResult> {
  try {
    return await perform(body);
  } catch (cause) {
    const error = toPortalError(cause);
    const unsupported = error.status === 404 || error.status === 405;
    const locked = error.status === 403 && error.reason === undefined;
    const emailMessage = error.fieldErrors?.email?.[0];
    return {
      ok: false,
      intent: body.intent,
      message: unsupported ? LINK_TEXTS.unsupported : (emailMessage ?? error.message),
      pinError: error.isPinError,
      lockedFor: locked ? (error.retryAfter ?? 0) : null,
      over: unsupported || error.reason === ERROR_REASONS.linkExpired || error.reason === ERROR_REASONS.codeStepClosed,
      field: emailMessage === undefined ? null : 'email',
    };
  }
}
