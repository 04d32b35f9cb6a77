import { resetServiceConfig, sessionStore } from '@portal/api-client';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { useProfileFormStore } from '../store';

// Every test talks to the fake services through msw; a fresh in-memory state per test.
export const server = setupServer();

let current: FakeState | undefined;

/** The fake services' state of the running test. */
export function fakeState(): FakeState {
  if (!current) throw new Error('fakeState() is only available inside a test');
  return current;
}

/** Serves the handlers again over the current state (after a story prepared it). */
export function serveFakeState(): void {
  server.resetHandlers(...createHandlers(fakeState()));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  resetServiceConfig();
  current = createFakeState();
  serveFakeState();
  sessionStore.getState().sync();
  useProfileFormStore.getState().reset();
});

afterAll(() => server.close());
