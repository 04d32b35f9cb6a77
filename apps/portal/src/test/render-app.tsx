import { renderRouter } from '@portal/vitest-config/router';
import { portalRoutes } from '../app';

/** The whole portal in the router harness, starting at `path`; `router.state` follows the location. */
export function renderAt(path: string) {
  return renderRouter(portalRoutes, { path }).router;
}
