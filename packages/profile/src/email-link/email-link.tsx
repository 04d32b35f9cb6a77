import { linkTokenFrom } from '@portal/rules';
import { RouterButtonLink, useArrival } from '@portal/ui-kit';
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { EmailLinkOutcome, EmailLinkRequest } from './email-link-action';

// What the pages of the e-mailed links (`/confirmar-email`, `/cancelar-email`) share.

/** 'IR AL PORTAL': where the portal starts, inside the router. */
export function HomeButton({ to }: { to: string }) {
  return (
    <RouterButtonLink to={to} variant="primary" fullWidth>
      IR AL PORTAL
    </RouterButtonLink>
  );
}

/**
 * A link spent as its page opens, with no click (its route's action, `email-link-action.ts`):
 * the token leaves the address bar (ui-kit's `useArrival`), then goes to the action once per page;
 * `retry` sends it again after no usable answer. `outcome` is the action's answer, undefined
 * while it is on its way.
 */
export function useSpentLink<Answer>(action: string) {
  const token = linkTokenFrom(useArrival().search);
  const fetcher = useFetcher<EmailLinkOutcome<Answer>>();
  const { submit } = fetcher;
  const send = useCallback(() => {
    void submit({ token } satisfies EmailLinkRequest, { method: 'post', encType: 'application/json', action });
  }, [submit, token, action]);

  // Declared after useArrival's: the token is out of the address bar before it is sent. Once per
  // page: StrictMode runs a first effect twice, and a link is spent once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send();
  }, [send]);

  return { outcome: fetcher.state === 'idle' ? fetcher.data : undefined, retry: send };
}
