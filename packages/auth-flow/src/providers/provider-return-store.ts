import {
  ERROR_REASONS,
  exchangeProviderReturn,
  exchangeProviderToken,
  isSignedIn,
  type Provider,
  sessionStore,
  toPortalError,
} from '@portal/api-client';
import { isLinkToken } from '@portal/rules';
import { create } from 'zustand';
import { isReturnConsumed, markReturnConsumed } from './consumed-returns';
import { PROVIDER_NAMES } from './provider-names';
import { takeProviderStart } from './provider-starts';

/** Why a provider return did not sign the resident in. */
export type ProviderReturnFailure =
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
 * the verifier it is bound to live only here, in memory: a reload asks the resident to start again.
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
 * One provider return, as one union. `id` names the return (provider and the query it arrived
 * with), so a screen never mistakes an earlier return's outcome for its own. `returnTo` is set for
 * a verification of the signed-in account: the page it began on. `signed-in`: an ordinary sign-in's
 * return reached a tab already signed in, and nothing was sent.
 */
type ProviderReturnRequest =
  | { status: 'idle' }
  | { status: 'loading'; id: string; provider: Provider; returnTo: string | null }
  | { status: 'success'; id: string; provider: Provider; returnTo: string | null }
  | { status: 'signed-in'; id: string; provider: Provider }
  | { status: 'pending'; id: string; provider: Provider; pending: PendingChoice }
  | { status: 'email-undo'; id: string; provider: Provider; returnTo: string; handBack: EmailUndoHandBack }
  | { status: 'error'; id: string; provider: Provider; reason: ProviderReturnFailure; message: string; returnTo: string | null };

export interface ProviderReturnStore {
  providerReturn: ProviderReturnRequest;
  /**
   * Completes a provider sign-in from the return page's query (`?state=…&code=…`): checks the
   * parameters, sends `{provider}redirect/` once, exchanges the token (`afipprofile/`) and stores
   * the tokens. Resolves true once signed in. A second call for the same return while the first
   * is under way shares it (React strict mode); a return already sent is refused without a call.
   */
  completeProviderReturn: (provider: Provider, search: string) => Promise<boolean>;
  /** Back to a fresh state, as after a reload. */
  reset: () => void;
}

/** The returns under way in this page. */
const inFlight = new Map<string, Promise<boolean>>();

export function providerReturnId(provider: Provider, search: string): string {
  return `${provider}${search.startsWith('?') || search === '' ? search : `?${search}`}`;
}

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

/**
 * The provider return's store: created with the return pages' chunk, never with the login
 * screen's first download.
 */
export const useProviderReturnStore = create<ProviderReturnStore>()((set, get) => {
  function fail(provider: Provider, id: string, reason: ProviderReturnFailure, detail?: string, returnTo: string | null = null): false {
    set({
      providerReturn: { status: 'error', id, provider, reason, message: providerReturnMessage(provider, reason, detail), returnTo },
    });
    return false;
  }

  async function exchange(
    provider: Provider,
    id: string,
    query: { state: string; code: string; verifier: string | null },
    returnTo: string | null,
  ): Promise<boolean> {
    let token: string;
    const { state, code, verifier } = query;
    // A verification sends the resident's bearer: the service binds the identity to that account.
    const verify = returnTo !== null;
    try {
      const answer = await exchangeProviderReturn(provider, verifier === null ? { state, code } : { state, code, verifier }, { verify });
      if (!('token' in answer)) {
        // A choice only a sign-in gets, with the verifier that binds its ticket (docs/product.md#identity-providers).
        if (verify || verifier === null) return fail(provider, id, 'exchange', undefined, returnTo);
        const pending: PendingChoice =
          'link' in answer
            ? { kind: 'link', ticket: answer.link.ticket, verifier, email: answer.link.email }
            : { kind: 'email', ticket: answer.email_required.ticket, verifier };
        set({ providerReturn: { status: 'pending', id, provider, pending } });
        return false;
      }
      ({ token } = answer);
    } catch (cause) {
      const error = toPortalError(cause);
      // The console message for a failed provider exchange (docs/product.md#identity-providers).
      console.error('Error al obtener el token:', error);
      const mismatch = verify && error.reason === ERROR_REASONS.dniMismatch;
      return fail(provider, id, mismatch ? 'dni-mismatch' : 'exchange', error.message, returnTo);
    }
    try {
      // Both tokens or nothing: the session is written only with a complete pair. A verification's
      // pair is the account's at Nivel 2, which replaces the level-1 one.
      const tokens = await exchangeProviderToken(token);
      sessionStore.getState().signIn(tokens);
    } catch (cause) {
      const error = toPortalError(cause);
      console.error('Error al realizar el dispatch:', error);
      return fail(provider, id, 'sign-in', error.message, returnTo);
    }
    // The screens read the level from the profile, which the signed-in layout's route loads anew
    // when the resident goes back (this page is outside it).
    set({ providerReturn: { status: 'success', id, provider, returnTo } });
    return true;
  }

  return {
    providerReturn: { status: 'idle' },
    reset: () => set({ providerReturn: { status: 'idle' } }),
    completeProviderReturn: (provider, search) => {
      const id = providerReturnId(provider, search);
      const running = inFlight.get(id);
      if (running) return running;
      // Already under way or refused for this return (a store seeded as such, as stories do): never a second call.
      const current = get().providerReturn;
      if ((current.status === 'loading' || current.status === 'error' || current.status === 'email-undo') && current.id === id) {
        return Promise.resolve(false);
      }

      const parsed = parseProviderReturn(search);
      if (!parsed.ok) {
        console.error('Error al obtener el token:', providerReturnMessage(provider, parsed.reason));
        return Promise.resolve(fail(provider, id, parsed.reason));
      }
      if (isReturnConsumed(provider, parsed.code)) {
        console.error('Error al obtener el token:', providerReturnMessage(provider, 'used'));
        return Promise.resolve(fail(provider, id, 'used'));
      }
      // Only where this tab left for this provider: nothing is sent for a return started elsewhere.
      const start = takeProviderStart(provider);
      // The undo's confirmation: handed back to its page as it came, signed in or not; the service
      // spends it there with this tab's verifier (without one it could never be spent).
      if (start?.emailUndo && start.returnTo !== null) {
        if (start.verifier === null) return Promise.resolve(fail(provider, id, 'exchange'));
        markReturnConsumed(provider, parsed.code);
        const emailUndo = { token: start.emailUndo, provider, state: parsed.state, code: parsed.code, verifier: start.verifier };
        set({ providerReturn: { status: 'email-undo', id, provider, returnTo: start.returnTo, handBack: { emailUndo } } });
        return Promise.resolve(false);
      }
      // As the page's storage says (a reload reads no more than that).
      const signedIn = isSignedIn();
      // An ordinary sign-in's return never replaces a session this tab already has.
      if (signedIn && !start?.returnTo) {
        set({ providerReturn: { status: 'signed-in', id, provider } });
        return Promise.resolve(false);
      }
      if (!start) {
        console.error('Error al obtener el token:', providerReturnMessage(provider, 'foreign'));
        return Promise.resolve(fail(provider, id, 'foreign'));
      }
      // A verification binds the identity to the signed-in account: without one, nothing to verify.
      if (start.returnTo !== null && !signedIn) {
        console.error('Error al obtener el token:', providerReturnMessage(provider, 'signed-out'));
        return Promise.resolve(fail(provider, id, 'signed-out'));
      }
      markReturnConsumed(provider, parsed.code);
      set({ providerReturn: { status: 'loading', id, provider, returnTo: start.returnTo } });
      // The service completes it only with this tab's verifier (docs/product.md#identity-providers).
      const promise = exchange(provider, id, { state: parsed.state, code: parsed.code, verifier: start.verifier }, start.returnTo).finally(
        () => inFlight.delete(id),
      );
      inFlight.set(id, promise);
      return promise;
    },
  };
});
