import { createFakeState, createHandlers } from '@portal/fake-services';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// The policy makes no request; any request at all fails the test (onUnhandledRequest: 'error'
// covers what the fake does not serve, the fake covers what a shared component might ask for).
export const server = setupServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The lazy chunks' first import is slow in a cold run; the tests are about behaviour.
  await import('../privacy-policy-drawer/privacy-policy-drawer');
  await import('../policy-content/policy-content');
});

beforeEach(() => {
  server.resetHandlers(...createHandlers(createFakeState()));
});

afterAll(() => server.close());
