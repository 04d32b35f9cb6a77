import { RedirectIfSignedIn, RequireSignedIn } from '@portal/auth-flow';
import type { LazyScreen } from '@portal/ui-kit';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

function isLazyScreen(component: unknown): component is LazyScreen<object> {
  return typeof component === 'function' && typeof (component as Partial<LazyScreen<object>>).preload === 'function';
}

/**
 * The lazily loaded screens the route table draws at `pathname`, outermost first, as far as the
 * visitor gets: a guard that sends the visitor elsewhere (the signed-in area for an anonymous
 * visitor, the login screen for a signed-in one) ends the list, so nothing behind it is fetched.
 */
export function firstScreens(routes: RouteObject[], pathname: string, signedIn: boolean): LazyScreen<object>[] {
  const screens: LazyScreen<object>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (route.Component === RequireSignedIn && !signedIn) break;
    if (route.Component === RedirectIfSignedIn && signedIn) break;
    const component = route.Component ?? (isValidElement(route.element) ? route.element.type : undefined);
    if (isLazyScreen(component)) screens.push(component);
  }
  return screens;
}

/**
 * For a page drawn afresh (the client shell, or a prerendered page a signed-in resident opens):
 * fetches its first screen before the portal renders (the page's modulepreloads have usually
 * fetched it already), so it shows the moment it is drawn instead of 300 ms after a Suspense
 * fallback (React's pause between a fallback and the content). A hydrated page needs none of it:
 * hydration waits for its lazy screens itself. Settles when every chunk has arrived or failed; a
 * failure shows when the screen renders.
 */
export async function preloadFirstScreen(routes: RouteObject[], pathname: string, signedIn: boolean): Promise<void> {
  await Promise.all(firstScreens(routes, pathname, signedIn).map((screen) => screen.preload()));
}
