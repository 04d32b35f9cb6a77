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
 * Fetches the first screen of the page before the portal renders, so it shows the moment it is
 * drawn instead of 300 ms after the splash (React's pause between a fallback and the content).
 * Settles when every chunk has arrived or failed; a failure shows when the screen renders.
 */
export async function preloadFirstScreen(routes: RouteObject[], pathname: string, signedIn: boolean): Promise<void> {
  await Promise.all(firstScreens(routes, pathname, signedIn).map((screen) => screen.preload()));
}
