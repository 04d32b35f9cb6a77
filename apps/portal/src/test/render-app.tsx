import { renderRouter } from '@portal/vitest-config/router';
import { App } from '../app';

/** The whole portal in the router harness, starting at `path`; `router.state` follows the location. */
export function renderAt(path: string) {
  return renderRouter([{ path: '*', element: <App /> }], { path }).router;
}
