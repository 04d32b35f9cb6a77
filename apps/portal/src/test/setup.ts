import { configureServices, fakeServiceConfig } from '@portal/api-client';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** The fake services behind every portal test, fresh for each test. */
export let fake: FakeState = createFakeState();
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureServices(fakeServiceConfig);
  fake = createFakeState();
  server.resetHandlers(...createHandlers(fake));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
