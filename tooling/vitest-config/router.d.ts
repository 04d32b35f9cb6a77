import type { ReactElement } from 'react';
import type { Location, NavigationType, RouteObject, To } from 'react-router';

export interface TestRouterHandle {
  readonly routes: RouteObject[];
  readonly initialEntries: string[];
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number): Promise<void>;
}

export declare function createTestRouter(routes: RouteObject[], options?: { initialEntries?: string[] }): TestRouterHandle;
export declare function TestRouter(props: { router: TestRouterHandle }): ReactElement;
