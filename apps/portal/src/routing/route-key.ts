import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/**
 * The pattern of the route the table draws at `pathname` (its leaf's `path`: `/login`,
 * `/afipredirect/*`, `*`), or null when none matches. The build writes it on each prerendered
 * page's root, and the browser hydrates only a page whose pattern it draws at its own address.
 */
export function routeKey(routes: RouteObject[], pathname: string): string | null {
  return leafPattern(matchRoutes(routes, pathname));
}

/** `routeKey` of matches already made (the browser matches the address once at start). */
export function leafPattern(matches: RouteMatch[] | null): string | null {
  return matches?.at(-1)?.route.path ?? null;
}

/** Every pattern of the route table (a pathless layout route adds none of its own). */
export function routePatterns(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path === undefined ? [] : [route.path]), ...routePatterns(route.children ?? [])]);
}
