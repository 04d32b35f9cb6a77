// The build's server-side entry (config/prerender.ts): renders an anonymous visitor's first screen
// of a page to HTML, its lazy routes loaded by React Router's static handler, exactly as the
// browser will hydrate it.
import { configureServices } from '@portal/api-client';
import { PageTitlesAsElements } from '@portal/ui-kit';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { portalRoutes } from '../app';
import { appRoutes } from '../routing/app-routes';
import { type Page, pagesOf } from '../routing/pages';
import { routeKey } from '../routing/route-key';

configureServices(__SERVICE_CONFIG__);

export interface RenderedPage {
  /** What goes inside `#root`. */
  body: string;
  /** The elements React hoists out of the screen (its `<title>`): they belong in `<head>`. */
  head: string;
  /** The route pattern drawn at the address (`routeKey`). */
  route: string | null;
}

// React puts hoisted elements (`<title>`, `<meta>`, `<link>`) before the screen's markup.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

const handler = createStaticHandler(portalRoutes);

export async function renderPage(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://portal')));
  if (context instanceof Response) throw new Error(`${url}: the route table answered a redirect (${context.status})`);
  // A route whose code failed to load would leave the error screen in the page: the build fails instead.
  if (context.errors) throw Object.values(context.errors)[0];
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      {/* Each screen's title as an element, hoisted into the page's <head>. */}
      <PageTitlesAsElements>
        {/* No hydration data: the routes have no loaders, and the page's policy allows no inline script. */}
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </PageTitlesAsElements>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // A screen that throws while rendering would leave a fallback in the page: the build fails instead.
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { body: html.slice(head.length), head, route: routeKey(appRoutes, new URL(url, 'http://portal').pathname) };
}

export function routeKeyOf(pathname: string): string | null {
  return routeKey(appRoutes, pathname);
}

// Each chunk of this bundle that a dynamic import loads names its source module as it first runs
// (`output.intro` of the ssr environment, config/prerender.ts): the same module is a chunk of the
// browser's build, under the same name in its manifest.
const announced: string[] = [];
globalThis.__portalChunkModule = (id) => void announced.push(id);
/** The modules of a lazy route's code, by the component it draws: several routes share one screen. */
const modulesOfCode = new Map<unknown, string[]>();

/** Loads a lazy route's code and names its modules: those whose chunks ran for it. */
async function lazyModules(route: RouteObject): Promise<string[]> {
  if (route.lazy === undefined) return [];
  // React Router's per-property `lazy` (an object) would load its parts apart: no route uses it.
  if (typeof route.lazy !== 'function')
    throw new Error(`Route ${route.path ?? '(layout)'}: the build loads a lazy given as one function, not property by property`);
  const first = announced.length;
  const loaded = await route.lazy();
  const code = loaded.Component ?? (loaded.element as { type?: unknown } | undefined)?.type;
  if (announced.length > first) modulesOfCode.set(code, announced.slice(first));
  const modules = modulesOfCode.get(code);
  if (!code || !modules) throw new Error(`Route ${route.path ?? '(layout)'}: its lazy code is not a chunk of its own`);
  return modules;
}

/** A page of the route table (`pagesOf`) and the modules of its routes' lazy code: its own chunks. */
export interface PortalPage extends Omit<Page, 'routes'> {
  modules: string[];
}

/** Every page of the portal, with its modules, in the table's order. Loads them one route at a time. */
export async function portalPages(): Promise<PortalPage[]> {
  const pages: PortalPage[] = [];
  for (const { routes, ...page } of pagesOf(portalRoutes)) {
    const modules: string[] = [];
    for (const route of routes) modules.push(...(await lazyModules(route)));
    pages.push({ ...page, modules: [...new Set(modules)] });
  }
  return pages;
}
