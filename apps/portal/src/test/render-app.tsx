import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { render } from '@testing-library/react';
import { App } from '../app';

/** The whole portal in a memory router starting at `path`; `router.state` follows the location. */
export function renderAt(path: string) {
  const router = createTestRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  render(<TestRouter router={router} />);
  return router;
}
