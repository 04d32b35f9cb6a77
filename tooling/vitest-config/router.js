import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * A package's routes in a memory data router, for tests and stories, as the portal's browser
 * router draws them (`lazy` routes included): `router.state` is the router's state
 * (`router.state.location.pathname`, `router.state.historyAction`), and `router.navigate(to)`
 * (a path or a history step such as -1) moves it as the resident would, inside `act`.
 * `context` makes each navigation's context as the portal's router does (its `getContext`).
 * @param {import('react-router').RouteObject[]} routes
 * @param {{ initialEntries?: string[], context?: () => import('react-router').RouterContextProvider }} [options]
 */
export function createTestRouter(routes, { initialEntries = ['/'], context } = {}) {
  const router = createMemoryRouter(routes, { initialEntries, ...(context ? { getContext: context } : {}) });
  return {
    router,
    get state() {
      return router.state;
    },
    navigate(to) {
      return act(async () => {
        await router.navigate(to);
      });
    },
  };
}

/** Renders a router made by `createTestRouter`. */
export function TestRouter({ router }) {
  return createElement(RouterProvider, { router: router.router });
}

/**
 * The one way a test puts routes on screen: `routes` in a memory router starting at `path`,
 * inside `wrap` (the providers the portal puts above its router, such as ui-kit's ToastProvider).
 * Returns the router (`router.state`, `router.navigate`) and what testing-library's `render` does.
 * @param {import('react-router').RouteObject[]} routes
 * @param {{ path?: string, wrap?: (children: import('react').ReactNode) => import('react').ReactElement, context?: () => import('react-router').RouterContextProvider }} [options]
 */
export function renderRouter(routes, { path = '/', wrap = (children) => children, context } = {}) {
  const router = createTestRouter(routes, { initialEntries: [path], context });
  const view = render(wrap(createElement(TestRouter, { router })));
  return { router, ...view };
}
