import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The address a page was opened at, and its navigation state, as they were before they left. */
export interface Arrival {
  pathname: string;
  search: string;
  hash: string;
  /** The navigation state the page was handed (react-router's `location.state`), or null. */
  state: unknown;
  /** The history entry's key of the arrival, not of the address left after the query was removed. */
  key: string;
}

/**
 * For a page whose address or navigation state carries something spent once (an e-mailed link's
 * token, a provider's proof handed back): what it was opened with, kept from its first render,
 * while the query and the state leave the address bar, history and shared screens at once (a
 * replace, keeping the path and hash). An effect declared after this hook runs after they have gone.
 */
export function useArrival(): Arrival {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState<Arrival>(() => ({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    state: location.state ?? null,
    key: location.key,
  }));
  useEffect(() => {
    if (arrival.search !== '' || arrival.state !== null) {
      navigate({ pathname: arrival.pathname, hash: arrival.hash }, { replace: true, state: null });
    }
  }, [arrival, navigate]);
  return arrival;
}
