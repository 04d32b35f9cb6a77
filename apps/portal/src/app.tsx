import { preloadTransport } from '@portal/api-client';
import { ToastProvider, useIdlePreload } from '@portal/ui-kit';
import { useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import { appRoutes } from './routing/app-routes';

function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}

/**
 * The portal inside a router (the browser's in `main.tsx`, a memory one in tests): the providers
 * every screen relies on, the route table and the error screen around it.
 */
export function App() {
  // The HTTP client arrives once the first screen is drawn (or with the first call), so that a
  // resident whose connection drops later still gets a real attempt and its Spanish message.
  useIdlePreload(preloadTransport);
  return (
    <ToastProvider>
      <AppRoutes />
    </ToastProvider>
  );
}
