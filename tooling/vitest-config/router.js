import { render } from '@testing-library/react';
import { act, createElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, useRoutes } from 'react-router';

/**
 * A package's routes in a memory router, for tests: `router.state` follows the location the way
 * a data router's state would (`router.state.location.pathname`, `router.state.historyAction`),
 * while the routes render through `useRoutes` exactly as the portal renders them, and
 * `router.navigate(to)` (a path or a history step such as -1) moves it as the resident would.
 * @param {import('react-router').RouteObject[]} routes
 * @param {{ initialEntries?: string[] }} [options]
 */
export function createTestRouter(routes, { initialEntries = ['/'] } = {}) {
  const router = {
    routes,
    initialEntries,
    state: { location: undefined, historyAction: 'POP' },
    navigateTo: undefined,
    navigate(to) {
      if (!router.navigateTo) throw new Error('Render <TestRouter router={router} /> before navigating');
      const go = router.navigateTo;
      return act(async () => {
        await go(to);
      });
    },
  };
  return router;
}

function Probe({ router }) {
  // Written during render so a test reading it after `waitFor` sees the rendered location.
  router.state = { location: useLocation(), historyAction: useNavigationType() };
  router.navigateTo = useNavigate();
  return null;
}

function Routes({ routes }) {
  return useRoutes(routes);
}

/** Renders a router made by `createTestRouter`. */
export function TestRouter({ router }) {
  return createElement(
    MemoryRouter,
    { initialEntries: router.initialEntries },
    createElement(Probe, { router }),
    createElement(Routes, { routes: router.routes }),
  );
}

/**
 * The one way a test puts routes on screen: `routes` in a memory router starting at `path`,
 * inside `wrap` (the providers the portal puts above its router, such as ui-kit's ToastProvider).
 * Returns the router (`router.state`, `router.navigate`) and what testing-library's `render` does.
 * @param {import('react-router').RouteObject[]} routes
 * @param {{ path?: string, wrap?: (children: import('react').ReactNode) => import('react').ReactElement }} [options]
 */
export function renderRouter(routes, { path = '/', wrap = (children) => children } = {}) {
  const router = createTestRouter(routes, { initialEntries: [path] });
  const view = render(wrap(createElement(TestRouter, { router })));
  return { router, ...view };
}
