import { waitFor } from '@testing-library/react';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes, portalRoutes } from '../app';
import { pagesOf, RENDER } from '../routing/pages';
import { renderPage } from './render-page';
import { SCRIPT_PENDING_TEXT } from './script-pending-text';

// React's development build (the one tests run) reports every difference between the server's
// markup and the first client render, attributes included, as a console error; the production
// build the browser tests drive reports text differences only.
const EXPECTED = [
  // The console line for a provider return without its code (docs/product.md#identity-providers).
  /^Error al obtener el token:/,
  // Both renderers in one realm (never so in the build or the browser): React says so.
  /^Detected multiple renderers concurrently rendering the same context provider/,
];

// Hydration runs inside act(), as testing-library's render does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; container: HTMLElement } | null = null;
afterEach(() => {
  act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = null;
  vi.restoreAllMocks();
});

describe('a prerendered page', () => {
  for (const page of pagesOf(portalRoutes).filter((candidate) => candidate.render === RENDER.prerender)) {
    it(`${page.route} hydrates without a single difference from the server's markup`, async () => {
      const rendered = await renderPage(page.url);
      // Here the server's renderer shares React's context objects with the client's (one realm, as
      // never in the build): it leaves the last values it read set on them (the router's). A
      // render of nothing switches them back to their defaults before the client renders.
      await prerender(null);
      expect(rendered.route).toBe(page.route);
      expect(rendered.body).toContain('<h1');
      // What the resident is told if the script never runs travels with the markup.
      expect(rendered.body).toContain(SCRIPT_PENDING_TEXT);
      window.history.replaceState(null, '', page.url);
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = rendered.body;
      document.body.append(container);
      const serverHeading = container.querySelector('h1');
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      // As main.tsx does: the page's routes loaded, then hydrated.
      await loadMatchedRoutes(matchRoutes(portalRoutes, new URL(page.url, 'http://portal').pathname) ?? []);
      const root = await act(async () =>
        hydrateRoot(
          container,
          <StrictMode>
            <RouterProvider router={createBrowserRouter(portalRoutes)} />
          </StrictMode>,
        ),
      );
      mounted = { root, container };
      // Hydrated: the server's own h1 is now React's.
      await waitFor(() => expect(Object.keys(serverHeading ?? {}).some((key) => key.startsWith('__reactFiber$'))).toBe(true));
      expect(serverHeading?.isConnected).toBe(true);
      // The script runs: the notice goes.
      await waitFor(() => expect(container.textContent).not.toContain(SCRIPT_PENDING_TEXT));
      const unexpected = errors.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => !EXPECTED.some((p) => p.test(line)));
      expect(unexpected).toEqual([]);
    });
  }
});
