import { type PortalError, refusalData, sessionStore, toPortalError } from '@portal/api-client';
import { login, verifySecondFactor } from '@portal/api-client/calls';
import type { ActionFunctionArgs } from 'react-router';
import { isCodeStepClosed, isLocked, useAuthStore } from '../store';

/** Which step a submission of the login screen is: the credentials or the mailed code. */
export type SignInIntent = 'credentials' | 'code';

/**
 * What the sign-in action answers the screen: the step went through (no `error`), or the service
 * refused it (a wrong password, a PIN error, a lock, the closed code step, a 429, no line), as
 * data the screen shows. `null`: nothing was sent (locked, or no sign-in under way for a code).
 */
export interface SignInResult {
  intent: SignInIntent;
  error?: PortalError;
}

/**
 * Records in the store what a refusal leaves behind (a lock, the closed code step, a PIN error's
 * two seconds), and hands the refusal to the screen as plain data, as the other actions do.
 */
function refused(intent: SignInIntent, cause: unknown): SignInResult {
  const error = toPortalError(cause);
  const flow = useAuthStore.getState();
  if (error.status === 403) {
    // The code step closed for the day (CONTRACT.md, R15) ends the pending sign-in, with no lock;
    // any other 403 locks, and a locked account cannot finish a code: back to the credentials.
    flow.backToCredentials();
    if (!isCodeStepClosed(error)) flow.startLock(error.retryAfter);
  } else if (intent === 'code' && error.isPinError) {
    // docs/product.md#password-and-code: the PIN error shows for 2 s and the code boxes are cleared.
    flow.pinRefused(error.message);
  }
  return { intent, error: refusalData(error) };
}

/**
 * The login screen's action (`/` and `/login/`), through its fetcher: `intent` `credentials`
 * (`username`, `password`: POST login/, the service mails a code) or `code` (`code`: POST
 * doublefactor/ with the sign-in's ticket; the tokens go to the session store, and the login's
 * guard sends the browser on).
 */
export async function signInAction({ request }: ActionFunctionArgs): Promise<SignInResult | null> {
  // What the screen's fetcher submits: text fields only.
  const form = Object.fromEntries(await request.formData()) as Record<string, string | undefined>;
  const { intent } = form;
  const flow = useAuthStore.getState();
  if (isLocked(flow)) return null;

  if (intent === 'credentials') {
    const username = form.username ?? '';
    flow.startSignIn(username);
    try {
      const { ticket } = await login({ username, password: form.password ?? '' });
      useAuthStore.getState().codeSent(ticket);
      return { intent };
    } catch (cause) {
      return refused(intent, cause);
    }
  }

  if (intent === 'code' && flow.step === 'code') {
    const code = form.code ?? '';
    const { username, ticket } = flow;
    flow.sendingCode(code);
    try {
      const tokens = await verifySecondFactor(ticket === undefined ? { username, code } : { username, code, ticket });
      sessionStore.getState().signIn(tokens);
      return { intent };
    } catch (cause) {
      return refused(intent, cause);
    }
  }
  return null;
}
