import type { PageHandle } from '@portal/ui-kit';
import type { RouteObject } from 'react-router';

// The portal's pages are the route table's: the build (config/prerender.ts) writes one HTML file
// for every route with a path, and the pages manifest that nginx, the budgets and the browser
// tests read. What a page is follows from its route: its path, and what the `handle` of the route
// or of a route around it says (ui-kit's `PageHandle`).

/**
 * `prerender`: the anonymous first screen as HTML, hydrated by the browser.
 * `shell`: no screen in the HTML (the client renders it): the signed-in area, whose screens
 * depend on the resident, and a route with a parameter (the service login), whose screen depends
 * on its address.
 */
export const RENDER = { prerender: 'prerender', shell: 'shell' } as const;
type PageRender = (typeof RENDER)[keyof typeof RENDER];

/** Where the build writes the pages, under the build's output directory. */
export const PAGES_DIR = 'pages';

/** The not-found page is rendered at an address no route claims (the build checks it lands on `*`). */
const NOT_FOUND_URL = '/no-existe';

export interface Page {
  /** The route's pattern, its `path` (`/login`, `/afipredirect/*`, `*`): what the browser matches before hydrating. */
  route: string;
  /** The HTML file, relative to the build's output directory. */
  file: string;
  /** The address the build renders (and the tests visit) the page at. */
  url: string;
  render: PageRender;
  /** Drawn for a signed-in resident only (`PageHandle.signedIn`). */
  signedIn: boolean;
  /** The page of every address no route draws, answered with status 404. */
  notFound: boolean;
  /** Answered without a referrer (`PageHandle.noReferrer`). */
  noReferrer: boolean;
  /** The routes drawn at the page's address, outermost first: the build loads their code to learn the page's chunks. */
  routes: RouteObject[];
}

function pageOf(path: string, routes: RouteObject[], handle: PageHandle): Page {
  const notFound = path === '*';
  // `:token` stands for itself; a final `*` matches nothing as well.
  const segments = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '*')
    .map((segment) => segment.replace(/^:/, ''));
  const name = notFound ? '404' : segments.join('-').toLowerCase() || 'home';
  return {
    route: path,
    file: `${PAGES_DIR}/${name}.html`,
    url: notFound ? NOT_FOUND_URL : `/${segments.join('/')}${path.endsWith('/*') ? '/' : ''}`,
    render: handle.signedIn || path.includes('/:') ? RENDER.shell : RENDER.prerender,
    signedIn: handle.signedIn === true,
    notFound,
    noReferrer: handle.noReferrer === true,
    routes,
  };
}

/** Every page of a route table, in its order: one for each route with a path, but for one marked `handle: { page: false }`. */
export function pagesOf(table: RouteObject[]): Page[] {
  const pages: Page[] = [];
  const visit = (route: RouteObject, around: RouteObject[], handle: PageHandle) => {
    const routes = [...around, route];
    const inherited: PageHandle = { ...handle, ...(route.handle as PageHandle | undefined) };
    // A route with nothing to draw (only an action, which a fetcher posts to), or one that says it
    // is no page (auth-flow's sign-out, whose code comes with the layout's), has no HTML.
    const draws = route.element != null || route.Component != null || route.lazy !== undefined || route.children !== undefined;
    const noPage = (route.handle as { page?: boolean } | undefined)?.page === false;
    if (route.path !== undefined && draws && !noPage) {
      // Every path of the table is whole (react-router's `routeKey` is the leaf's own path).
      if (route.path !== '*' && !route.path.startsWith('/')) throw new Error(`Route ${route.path}: a page's path starts with /`);
      if (route.children?.length) throw new Error(`Route ${route.path}: a route with a path is a page, with no routes inside`);
      pages.push(pageOf(route.path, routes, inherited));
    }
    for (const child of route.children ?? []) visit(child, routes, inherited);
  };
  for (const route of table) visit(route, [], {});
  // Two paths that read alike (`/a-b`, `/A/b`) would write one file.
  const files = new Set(pages.map((page) => page.file));
  if (files.size < pages.length) throw new Error(`Two routes write the same page: ${pages.map((page) => page.file).join(', ')}`);
  return pages;
}
