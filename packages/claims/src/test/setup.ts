import { configureServices, fakeServiceConfig } from '@portal/api-client';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { claimsRoutes } from '../routes';
import { useClaimsStore } from '../store';

// jsdom lacks the layout APIs Radix Select calls; these stand in for them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

/** The fake services behind every test, fresh for each test. */
export let fake: FakeState = createFakeState();
export const server = setupServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screens' chunks are transformed on first import; loading them here keeps that cold start
  // out of the first test's waits.
  await Promise.all(claimsRoutes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : null)));
});
beforeEach(() => {
  configureServices(fakeServiceConfig);
  fake = createFakeState();
  server.resetHandlers(...createHandlers(fake));
  useClaimsStore.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
