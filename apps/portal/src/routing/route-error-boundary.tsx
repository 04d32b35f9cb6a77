import { isDownloadFailure } from '@portal/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { RouterErrorScreen } from './router-error-screen';

/**
 * The router's error screen (`ErrorBoundary` of the route around every page): whatever a route
 * throws, its code that could not be downloaded included, ends here, never in a blank page. A
 * screen whose code could not be downloaded is tried again, without a reload, when the resident
 * asks ('Reintentar') or the browser comes back online: React Router forgets a failed `lazy`, so
 * revalidating the location downloads it again. Any navigation clears the error.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  const [retried, setRetried] = useState(false);
  const missingCode = isDownloadFailure(error);
  // Drawn while the browser was offline: back online before the listener below was added (its
  // `online` event already gone), the screen is tried again as soon as it is.
  const [drawnOffline] = useState(() => navigator.onLine === false);

  const retry = useCallback(() => {
    setRetried(true);
    void revalidate();
  }, [revalidate]);

  useEffect(() => {
    if (!missingCode) return;
    window.addEventListener('online', retry);
    if (drawnOffline && navigator.onLine) retry();
    return () => window.removeEventListener('online', retry);
  }, [missingCode, retry, drawnOffline]);

  return missingCode ? <RouterErrorScreen error={error} onRetry={retry} retried={retried} /> : <RouterErrorScreen error={error} />;
}
