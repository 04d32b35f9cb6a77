import { clearSession, ERROR_REASONS, isRetryable, sessionStore, toPortalError } from '@portal/api-client';
import { undoEmailChange } from '@portal/api-client/calls';
import type { ActionFunctionArgs } from 'react-router';
import type { EmailUndoProof } from './arrival';

// The undo's submit (docs/product.md#changing-the-e-mail), `/deshacer-email`'s route action: the
// link's token with the new password, and the provider's return when the page holds one. Each
// refusal comes back as data for the page to show beside what was typed.

/** What the page sends to its action. */
export interface UndoRequest {
  token: string;
  password: string;
  proof: EmailUndoProof | null;
}

/** What the service's answer comes to on the page. */
export type UndoOutcome =
  /** Undone: the service's text. */
  | { kind: 'undone'; message: string }
  /** The password refused (R8): beside the field, the link still good. */
  | { kind: 'password'; message: string }
  /** A level-2 account: a provider's confirmation of the DNI is needed (again, if one was sent). */
  | { kind: 'provider'; message: string }
  /** The provider confirmed someone with another DNI. */
  | { kind: 'dni'; message: string }
  /** The link is not valid, was used or expired. */
  | { kind: 'refused'; message: string }
  /** No usable answer: the link still good, the same submit may be tried again. */
  | { kind: 'failed'; message: string };

export async function undoEmailAction({ request }: ActionFunctionArgs): Promise<UndoOutcome> {
  const { token, password, proof } = (await request.json()) as UndoRequest;
  try {
    const message = await undoEmailChange({ token, password, ...(proof ? { proof } : {}) });
    // Every session of the account ended at the service, this browser's too if it held one.
    if (sessionStore.getState().signedIn) clearSession('all-devices');
    return { kind: 'undone', message };
  } catch (caught) {
    const error = toPortalError(caught);
    const refusedPassword = error.status === 400 ? error.fieldErrors?.password?.[0] : undefined;
    if (refusedPassword) return { kind: 'password', message: refusedPassword };
    if (error.reason === ERROR_REASONS.providerRequired) return { kind: 'provider', message: error.message };
    if (error.reason === ERROR_REASONS.dniMismatch) return { kind: 'dni', message: error.message };
    return { kind: isRetryable(error) ? 'failed' : 'refused', message: error.message };
  }
}
