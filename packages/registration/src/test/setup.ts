import { resetServiceConfig, sessionStore } from '@portal/api-client';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { ToastProvider } from '@portal/ui-kit';
import { setProjectAnnotations } from '@storybook/react';
import { setupServer } from 'msw/node';
import { createElement } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { useRegistrationStore } from '../store';

// Every test talks to the fake services through msw; a fresh in-memory state per test.
export const server = setupServer();

let current: FakeState | undefined;

/** The fake services' state of the running test (its accounts and mailbox). */
export function fakeState(): FakeState {
  if (!current) throw new Error('fakeState() is only available inside a test');
  return current;
}

// What the shared Storybook's preview gives every story: the toasts' provider.
setProjectAnnotations({
  decorators: [(Story) => createElement(ToastProvider, null, createElement(Story))],
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The lazy screen's first import is slow in a cold run; the tests are about behaviour.
  await import('../registration/registration-screen');
});

beforeEach(() => {
  resetServiceConfig();
  current = createFakeState();
  server.resetHandlers(...createHandlers(current));
  sessionStore.getState().sync();
  useRegistrationStore.getState().reset();
});

afterAll(() => server.close());
