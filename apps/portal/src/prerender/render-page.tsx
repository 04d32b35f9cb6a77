// The build's server-side entry (config/prerender.ts): renders an anonymous visitor's first screen
// of a page to HTML, its lazy routes loaded by React Router's static handler, exactly as the
// browser will hydrate it.
import { configureServices } from '@portal/api-client';
import { PageTitlesAsElements } from '@portal/ui-kit';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { portalRoutes } from '../app';
import { appRoutes } from '../routing/app-routes';
import { routeKey, routePatterns } from '../routing/route-key';

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

/** Every route pattern of the table, to check that the page list names each one. */
export const allRoutePatterns: string[] = routePatterns(appRoutes);
