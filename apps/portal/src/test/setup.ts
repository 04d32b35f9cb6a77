import { configureServices, fakeServiceConfig } from '@portal/api-client';
import { resetAuthFlow } from '@portal/auth-flow/testing';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { checkFakeAnswers } from '@portal/fake-services/vitest';
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
  // Each test is a fresh page: what an earlier test left in the screens' stores is forgotten.
  resetAuthFlow();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// Every answer the fakes give the shell's tests keeps the contract (packages/api-client/openapi.yaml).
checkFakeAnswers(server);
