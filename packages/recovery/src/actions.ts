import { isRetryable, type PortalError, refusalData as refusal, toPortalError } from '@portal/api-client';
import { activateAccount, confirmPasswordReset, requestPasswordReset, resendVerification } from '@portal/api-client/calls';
import type { ActionFunctionArgs } from 'react-router';

// With support/support-request-action.ts, the only modules of this package that call the services:
// each screen submits to its route's action (a fetcher) and shows what the action returns. A
// refusal is data, never thrown.

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** What an e-mailed request (password recovery, resend validation) came to, for the address sent. */
export type EmailRequestOutcome = { status: 'sent'; email: string } | { status: 'error'; email: string; error: PortalError };

function emailRequestAction(call: (email: string) => Promise<void>) {
  return async ({ request }: ActionFunctionArgs): Promise<EmailRequestOutcome> => {
    const email = field(await request.formData(), 'email');
    try {
      await call(email);
      return { status: 'sent', email };
    } catch (cause) {
      return { status: 'error', email, error: refusal(cause) };
    }
  };
}

/** `/forgotpassword`: `POST passwordreset/` with `{email}` (the answer is alike for any address). */
export const passwordResetAction = emailRequestAction(requestPasswordReset);

/** `/ResendVerification`: `POST resendverification/` with `{email}`. */
export const verificationResendAction = emailRequestAction(resendVerification);

/**
 * Why an activation link did not activate the account: refused by the service (a 4xx: used or
 * expired), or no usable answer (a dropped line, a 5xx), worth a retry with the same link.
 */
export type ActivationOutcome = { status: 'success' } | { status: 'error'; reason: 'refused' | 'unreachable'; message: string };

/**
 * `/activar`: `POST activate/` with the e-mailed token. An action, not a loader: the token is
 * single use, and a revalidation runs loaders again, never an action.
 */
export async function activationAction({ request }: ActionFunctionArgs): Promise<ActivationOutcome> {
  try {
    await activateAccount(field(await request.formData(), 'token'));
    return { status: 'success' };
  } catch (cause) {
    const error = toPortalError(cause);
    return { status: 'error', reason: isRetryable(error) ? 'unreachable' : 'refused', message: error.message };
  }
}

export type NewPasswordOutcome = { status: 'success' } | { status: 'error'; error: PortalError };

/** `/restablecer`: `POST passwordreset/confirm/` with the link's token and the new password. */
export async function newPasswordAction({ request }: ActionFunctionArgs): Promise<NewPasswordOutcome> {
  const form = await request.formData();
  try {
    await confirmPasswordReset({ token: field(form, 'token'), password: field(form, 'password') });
    return { status: 'success' };
  } catch (cause) {
    return { status: 'error', error: refusal(cause) };
  }
}
