import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The address a page was opened at, as it was before its query left the address bar. */
export interface Arrival {
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's key of the arrival, not of the address left after the query was removed. */
  key: string;
}

/**
 * For a page whose address carries something spent once (an e-mailed link's token): the address
 * it was opened at, kept from its first render, while the query leaves the address bar, history
 * and shared screens at once (a replace, keeping the path and hash). An effect declared after this
 * hook runs after the query has gone.
 */
export function useArrival(): Arrival {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState<Arrival>(() => ({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    key: location.key,
  }));
  useEffect(() => {
    if (arrival.search !== '') navigate({ pathname: arrival.pathname, hash: arrival.hash }, { replace: true });
  }, [arrival, navigate]);
  return arrival;
}
