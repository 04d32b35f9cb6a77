import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { DataRouter, RouteObject, RouterContextProvider, RouterState, To } from 'react-router';

export interface TestRouterHandle {
  /** The memory data router itself. */
  readonly router: DataRouter;
  /** Its state: `location`, `historyAction`, `navigation`, `errors`… */
  readonly state: RouterState;
  navigate(to: To | number): Promise<void>;
}

/** Each navigation's context, made as the portal's router makes it (its `getContext`). */
export type TestRouterContext = () => RouterContextProvider;

export declare function createTestRouter(
  routes: RouteObject[],
  options?: { initialEntries?: string[]; context?: TestRouterContext },
): TestRouterHandle;
export declare function TestRouter(props: { router: TestRouterHandle }): ReactElement;

export interface RenderRouterOptions {
  /** Where the memory router starts, e.g. '/reclamos?estado=Resuelto' (default '/'). */
  path?: string;
  /** The providers above the router (e.g. ui-kit's ToastProvider). */
  wrap?: (children: ReactNode) => ReactElement;
  /** Each navigation's context, as the portal's router makes it. */
  context?: TestRouterContext;
}

/** Renders `routes` in a test router starting at `path`, inside `wrap`. */
export declare function renderRouter(routes: RouteObject[], options?: RenderRouterOptions): RenderResult & { router: TestRouterHandle };
