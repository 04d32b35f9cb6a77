import { ERROR_REASONS, isSignedIn, type Provider, sessionStore, toPortalError } from '@portal/api-client';
import { exchangeProviderReturn, exchangeProviderToken } from '@portal/api-client/calls';
import { isLinkToken } from '@portal/rules';
import type { ActionFunctionArgs } from 'react-router';
import { isReturnConsumed, markReturnConsumed } from './consumed-returns';
import { type LinkRequest, type LinkResult, linkChoice } from './link-action';
import { PROVIDER_NAMES } from './provider-names';
import { takeProviderStart } from './take-provider-start';

// The provider return route's action: the return's one-time code is spent here, once, when the
// page submits the query it arrived with; never in a loader, which a revalidation would run again.

/** Why a provider return did not sign the resident in. */
type ProviderReturnFailure =
  | 'missing'
  | 'repeated'
  | 'malformed'
  | 'foreign'
  | 'used'
  | 'exchange'
  | 'sign-in'
  | 'signed-out'
  | 'dni-mismatch';

/**
 * A return the service left waiting for the resident (R17): a level-1 account holds the proven
 * DNI (`link`, its e-mail masked), or the new account needs an e-mail (`email`). The ticket and
 * the verifier it is bound to live only in the action's answer, in memory: a reload asks the
 * resident to start again.
 */
export type PendingChoice =
  | { kind: 'link'; ticket: string; verifier: string; email: string }
  | { kind: 'email'; ticket: string; verifier: string };

/**
 * A return made for the e-mail change undo (a level-2 account's DNI): nothing is exchanged here,
 * the undo page sends it with the new password. The navigation state `/deshacer-email` reads
 * (profile's `EmailUndoNavigationState`; the shell composes both packages).
 */
export interface EmailUndoHandBack {
  emailUndo: { token: string; provider: Provider; state: string; code: string; verifier: string };
}

/**
 * What a provider return came to. `returnTo` is set for a verification of the signed-in account:
 * the page it began on. `signed-in`: an ordinary sign-in's return reached a tab already signed in,
 * and nothing was sent.
 */
export type ProviderReturnOutcome =
  | { status: 'success'; returnTo: string | null }
  | { status: 'signed-in' }
  | { status: 'pending'; pending: PendingChoice }
  | { status: 'email-undo'; returnTo: string; handBack: EmailUndoHandBack }
  | { status: 'error'; message: string; returnTo: string | null };

/** What the return page submits: the query it arrived with, or a call of the pending choice. */
export type ProviderReturnRequest = { intent: 'return'; search: string } | LinkRequest;

type Parsed = { ok: true; state: string; code: string } | { ok: false; reason: 'missing' | 'repeated' | 'malformed' };

/** Exactly one non-empty, well-formed `state` and `code`. */
function parseProviderReturn(search: string): Parsed {
  const params = new URLSearchParams(search);
  const states = params.getAll('state');
  const codes = params.getAll('code');
  if (states.length > 1 || codes.length > 1) return { ok: false, reason: 'repeated' };
  const [state] = states;
  const [code] = codes;
  if (!state || !code) return { ok: false, reason: 'missing' };
  // Provider codes are URL-safe link tokens; anything else (markup, spaces, quotes) is not a real return.
  if (!isLinkToken(state) || !isLinkToken(code)) return { ok: false, reason: 'malformed' };
  return { ok: true, state, code };
}

/** The Spanish text for each failure; `detail` is the service's own message where there is one. */
function providerReturnMessage(provider: Provider, reason: ProviderReturnFailure, detail?: string): string {
  const name = PROVIDER_NAMES[provider];
  switch (reason) {
    case 'missing':
      return `No recibimos los datos de tu ingreso con ${name}.`;
    case 'repeated':
      return `Los datos de tu ingreso con ${name} llegaron repetidos.`;
    case 'malformed':
      return `Los datos de tu ingreso con ${name} no son válidos.`;
    case 'foreign':
      return `Este ingreso con ${name} no empezó en esta pestaña del portal, así que no lo completamos. Si querés ingresar, empezá de nuevo desde acá.`;
    case 'used':
      return `Este ingreso con ${name} ya fue usado.`;
    case 'exchange':
      return `${name} no confirmó tu ingreso. ${detail ?? ''}`.trim();
    case 'sign-in':
      return `No pudimos iniciar tu sesión con ${name}. ${detail ?? ''}`.trim();
    case 'signed-out':
      return `Tu sesión terminó antes de que volvieras de ${name}, así que no verificamos tu identidad. Ingresá de nuevo y volvé a verificarla.`;
    case 'dni-mismatch':
      return detail ?? `La identidad que confirmó ${name} tiene otro DNI que tu cuenta, así que no la usamos para verificarla.`;
  }
}

function failure(
  provider: Provider,
  reason: ProviderReturnFailure,
  detail?: string,
  returnTo: string | null = null,
): ProviderReturnOutcome {
  return { status: 'error', message: providerReturnMessage(provider, reason, detail), returnTo };
}

/** A refusal made before anything is sent, with the console message of docs/product.md#identity-providers. */
function refused(provider: Provider, reason: ProviderReturnFailure): ProviderReturnOutcome {
  console.error('Error al obtener el token:', providerReturnMessage(provider, reason));
  return failure(provider, reason);
}

/** `{provider}redirect/` with this tab's verifier, then `afipprofile/`, and the tokens to the session. */
async function exchange(
  provider: Provider,
  query: { state: string; code: string; verifier: string | null },
  returnTo: string | null,
): Promise<ProviderReturnOutcome> {
  let token: string;
  const { state, code, verifier } = query;
  // A verification sends the resident's bearer: the service binds the identity to that account.
  const verify = returnTo !== null;
  try {
    const answer = await exchangeProviderReturn(provider, verifier === null ? { state, code } : { state, code, verifier }, { verify });
    if (!('token' in answer)) {
      // A choice only a sign-in gets, with the verifier that binds its ticket (docs/product.md#identity-providers).
      if (verify || verifier === null) return failure(provider, 'exchange', undefined, returnTo);
      const pending: PendingChoice =
        'link' in answer
          ? { kind: 'link', ticket: answer.link.ticket, verifier, email: answer.link.email }
          : { kind: 'email', ticket: answer.email_required.ticket, verifier };
      return { status: 'pending', pending };
    }
    ({ token } = answer);
  } catch (cause) {
    const error = toPortalError(cause);
    // The console message for a failed provider exchange (docs/product.md#identity-providers).
    console.error('Error al obtener el token:', error);
    const mismatch = verify && error.reason === ERROR_REASONS.dniMismatch;
    return failure(provider, mismatch ? 'dni-mismatch' : 'exchange', error.message, returnTo);
  }
  try {
    // Both tokens or nothing: the session is written only with a complete pair. A verification's
    // pair is the account's at Nivel 2, which replaces the level-1 one.
    sessionStore.getState().signIn(await exchangeProviderToken(token));
  } catch (cause) {
    const error = toPortalError(cause);
    console.error('Error al realizar el dispatch:', error);
    return failure(provider, 'sign-in', error.message, returnTo);
  }
  // The screens read the level from the profile, which the signed-in layout's route loads anew
  // when the resident goes back (this page is outside it).
  return { status: 'success', returnTo };
}

/**
 * Completes a provider sign-in from the return page's query (`?state=…&code=…`): checks the
 * parameters, spends this tab's start, sends `{provider}redirect/` once, exchanges the token
 * (`afipprofile/`) and stores the tokens. A return already sent is refused without a call.
 */
async function completeProviderReturn(provider: Provider, search: string): Promise<ProviderReturnOutcome> {
  const parsed = parseProviderReturn(search);
  if (!parsed.ok) return refused(provider, parsed.reason);
  if (isReturnConsumed(provider, parsed.code)) return refused(provider, 'used');
  // Only where this tab left for this provider: nothing is sent for a return started elsewhere.
  const start = takeProviderStart(provider);
  // The undo's confirmation: handed back to its page as it came, signed in or not; the service
  // spends it there with this tab's verifier (without one it could never be spent).
  if (start?.emailUndo && start.returnTo !== null) {
    if (start.verifier === null) return failure(provider, 'exchange');
    markReturnConsumed(provider, parsed.code);
    const emailUndo = { token: start.emailUndo, provider, state: parsed.state, code: parsed.code, verifier: start.verifier };
    return { status: 'email-undo', returnTo: start.returnTo, handBack: { emailUndo } };
  }
  // As the page's storage says (a reload reads no more than that).
  const signedIn = isSignedIn();
  // An ordinary sign-in's return never replaces a session this tab already has.
  if (signedIn && !start?.returnTo) return { status: 'signed-in' };
  if (!start) return refused(provider, 'foreign');
  // A verification binds the identity to the signed-in account: without one, nothing to verify.
  if (start.returnTo !== null && !signedIn) return refused(provider, 'signed-out');
  markReturnConsumed(provider, parsed.code);
  // The service completes it only with this tab's verifier (docs/product.md#identity-providers).
  return exchange(provider, { state: parsed.state, code: parsed.code, verifier: start.verifier }, start.returnTo);
}

/** The return route's action for `provider`: the return's exchange, or one call of its pending choice (R17). */
export function providerReturnAction(provider: Provider) {
  return async ({ request }: ActionFunctionArgs): Promise<ProviderReturnOutcome | LinkResult> => {
    const body = (await request.json()) as ProviderReturnRequest;
    return body.intent === 'return' ? completeProviderReturn(provider, body.search) : linkChoice(body);
  };
}
