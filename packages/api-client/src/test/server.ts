import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { fakeServiceConfig } from '../config';
import { resetServiceConfig } from '../configuration';
import { sessionStore } from '../session-store';

/** The msw server every test file shares; handlers are added per test. */
export const server = setupServer();

export const AUTH = fakeServiceConfig.auth;
export const MUNICIPAL = fakeServiceConfig.municipal;
export const STREETS = fakeServiceConfig.streets;
export const INCIDENTS = fakeServiceConfig.incidents;
export const GEOCODER = fakeServiceConfig.geocoder;

/** Starts msw (unhandled requests fail the test) and resets configuration and session. */
export function setupTestServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetServiceConfig();
    window.localStorage.clear();
    sessionStore.getState().sync();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
