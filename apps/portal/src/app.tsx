import { ToastProvider, useKanit } from '@portal/ui-kit';
import { useLocation, useRoutes } from 'react-router';
import { ScriptPendingNotice } from './prerender/script-pending-notice';
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
  // Kanit once the page works, never ahead of the scripts (ui-kit's use-kanit.ts).
  useKanit();
  return (
    <ToastProvider>
      <AppRoutes />
      <ScriptPendingNotice />
    </ToastProvider>
  );
}
