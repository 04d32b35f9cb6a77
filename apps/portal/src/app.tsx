import { AuthDestinationsProvider } from '@portal/auth-flow';
import { ToastProvider, useKanit } from '@portal/ui-kit';
import { useLocation, useRoutes } from 'react-router';
import { ScriptPendingNotice } from './prerender/script-pending-notice';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import { appRoutes } from './routing/app-routes';
import { AUTH_DESTINATIONS } from './routing/destinations';

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
  // Kanit once the page works, never ahead of the scripts (ui-kit's use-kanit.ts).
  useKanit();
  return (
    <AuthDestinationsProvider value={AUTH_DESTINATIONS}>
      <ToastProvider>
        <AppRoutes />
        <ScriptPendingNotice />
      </ToastProvider>
    </AuthDestinationsProvider>
  );
}
