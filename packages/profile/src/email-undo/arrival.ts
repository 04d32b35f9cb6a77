import { isProvider, type Provider } from '@portal/api-client';
import { linkTokenFrom } from '@portal/rules';

// How `/deshacer-email` is reached: the link mailed to the replaced address
// (`/deshacer-email?token=…`), or, for a level-2 account, back from a provider with the proof the
// undo needs. The provider round trip (auth-flow's provider return) hands the page its proof in
// react-router's navigation state, never in the address:
//
//   navigate('/deshacer-email', { state: { emailUndo: { token, provider, state, code, verifier } } })
//
// `token` is the undo link's (kept by the tab while it was away), `provider` the one that confirmed
// the identity, `state` and `code` its return's, `verifier` the PKCE verifier of that start's S256
// challenge (CONTRACT.md, R7, R13).

/** A provider's return made for the undo: what the service checks the DNI with. */
export interface EmailUndoProof {
  provider: Provider;
  state: string;
  code: string;
  verifier: string;
}

/** The navigation state a provider return hands `/deshacer-email`. */
export interface EmailUndoNavigationState {
  emailUndo: EmailUndoProof & { token: string };
}

/** The link's token and, when the page came back from a provider, its proof. */
export interface EmailUndoArrival {
  token: string | null;
  proof: EmailUndoProof | null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** What the page arrived with: a provider's hand-back (navigation state) first, else the address's token. */
export function emailUndoArrival(search: string, state: unknown): EmailUndoArrival {
  const handed = typeof state === 'object' && state !== null ? (state as { emailUndo?: unknown }).emailUndo : undefined;
  if (typeof handed === 'object' && handed !== null) {
    const { token, provider, state: returned, code, verifier } = handed as Record<string, unknown>;
    if (isText(token) && isProvider(provider) && isText(returned) && isText(code) && isText(verifier)) {
      return { token, proof: { provider, state: returned, code, verifier } };
    }
  }
  return { token: linkTokenFrom(search), proof: null };
}
