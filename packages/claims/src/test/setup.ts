import { configureServices, fakeServiceConfig } from '@portal/api-client';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useClaimsStore } from '../store';

/** The fake services behind every test, fresh for each test. */
export let fake: FakeState = createFakeState();
export const server = setupServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screens' chunks are transformed on first import; loading them here keeps that cold start
  // out of the first test's waits.
  await Promise.all([
    import('../dashboard/dashboard-screen'),
    import('../claims-list/claims-list-screen'),
    import('../licence/licence-screen'),
  ]);
});
beforeEach(() => {
  configureServices(fakeServiceConfig);
  fake = createFakeState();
  server.resetHandlers(...createHandlers(fake));
  useClaimsStore.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
