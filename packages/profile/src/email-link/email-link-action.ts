import { isRetryable, toPortalError } from '@portal/api-client';
import { isLinkToken } from '@portal/rules';
import type { ActionFunctionArgs } from 'react-router';

// What the routes' actions of the e-mailed links that are spent as the page opens
// (`/confirmar-email`, `/cancelar-email`) share: the page submits the link's token once (and again
// on 'Reintentar'); the action spends it, a submission being the one thing the router never runs
// again on its own (a loader would be run again by any revalidation).

/** What the page submits: the link's token as it arrived, null when the address had none. */
export interface EmailLinkRequest {
  token: string | null;
}

/** Why a link did not work: no token, not one of ours (neither sent), refused, or no usable answer (the link still good). */
type EmailLinkFailure = 'missing' | 'malformed' | 'refused' | 'unreachable';

/** What spending a link came to: the service's answer, or why not. */
export type EmailLinkOutcome<Answer> =
  | { status: 'success'; answer: Answer }
  | { status: 'error'; reason: EmailLinkFailure; message: string };

/** The page's own words for a token it does not send. */
export type UnsentLinkMessages = Record<'missing' | 'malformed', string>;

/** The action of a link spent by `spend` (the service's call); a missing or malformed token is refused without a call. */
export function emailLinkAction<Answer>(spend: (token: string) => Promise<Answer>, unsent: UnsentLinkMessages) {
  return async ({ request }: ActionFunctionArgs): Promise<EmailLinkOutcome<Answer>> => {
    const { token } = (await request.json()) as EmailLinkRequest;
    if (!isLinkToken(token)) {
      const reason = token === null ? 'missing' : 'malformed';
      return { status: 'error', reason, message: unsent[reason] };
    }
    try {
      return { status: 'success', answer: await spend(token) };
    } catch (caught) {
      const error = toPortalError(caught);
      return { status: 'error', reason: isRetryable(error) ? 'unreachable' : 'refused', message: error.message };
    }
  };
}
