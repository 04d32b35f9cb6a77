import { signedInContext } from '@portal/api-client';
import { renderRouter } from '@portal/vitest-config/router';
import { portalRoutes } from '../app';

/**
 * The whole portal in the router harness, starting at `path`, its navigations' context made as
 * the browser's router makes it (main.tsx); `router.state` follows the location.
 */
export function renderAt(path: string) {
  return renderRouter(portalRoutes, { path, context: signedInContext() }).router;
}
