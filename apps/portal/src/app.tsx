import { Splash, ToastProvider, useKanit } from '@portal/ui-kit';
import { Suspense } from 'react';
import { Outlet, type RouteMatch, type RouteObject } from 'react-router';
import { ScriptPendingNotice } from './prerender/script-pending-notice';
import { appRoutes } from './routing/app-routes';
import { RouteErrorBoundary } from './routing/route-error-boundary';

/** The providers every screen relies on, around the route drawn. */
function PortalFrame() {
  // Kanit once the page works, never ahead of the scripts (ui-kit's use-kanit.ts).
  useKanit();
  return (
    <ToastProvider>
      {/* A prerendered page's screen is a Suspense boundary of its own: React hydrates the frame
          first, then the screen in slices, yielding to the browser (and hydrating at once what a
          resident presses) instead of blocking it in one long task. */}
      <Suspense>
        <Outlet />
      </Suspense>
      <ScriptPendingNotice />
    </ToastProvider>
  );
}

/**
 * The whole portal for a data router (the browser's in `main.tsx`, a memory one in tests, the
 * static handler at build time): the providers, the error screen around every page, then the
 * route table. The splash shows while a page drawn afresh waits for its first screen's code.
 */
export const portalRoutes: RouteObject[] = [
  {
    Component: PortalFrame,
    HydrateFallback: Splash,
    children: [{ ErrorBoundary: RouteErrorBoundary, children: appRoutes }],
  },
];

/**
 * Before a prerendered page is hydrated: downloads the code of the matched routes (those drawn
 * at the page's address; its modulepreloads have fetched it already) and makes it part of them, as
 * React Router's guide to hydrating lazy routes does, so the router's first render is the
 * server's markup rather than its splash. Rejects when a download fails; the page is then
 * drawn afresh, and the router shows its error screen.
 */
export async function loadMatchedRoutes(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
