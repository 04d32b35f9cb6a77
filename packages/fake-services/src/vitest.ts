import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHandlers } from './handlers';
import { createFakeState, type FakeState } from './state';

export interface FakeServicesInTestsOptions {
  /**
   * Runs once before the first test, after the server listens: a package imports its lazy
   * screens here, so the first test's waits do not include their cold transform.
   */
  warmUp?: () => Promise<unknown>;
  /** Runs before each test once the fresh fake is served: the package resets its stores here. */
  beforeEachTest?: () => void;
}

export interface FakeServicesInTests {
  /** msw's Node server: `server.use(...)` overrides a call for one test. */
  server: ReturnType<typeof setupServer>;
  /** The running test's fake (its accounts, mailbox, faults, claims…). */
  fakeState: () => FakeState;
  /** Serves the fake's handlers again over the running test's state, dropping overrides. */
  serveFakeState: () => void;
  /** Counts the requests msw sees from now on whose path ends with `suffix` (e.g. 'activate/'). */
  countRequests: (suffix: string) => RequestCount;
}

export interface RequestCount {
  readonly count: number;
  /** Stops counting. */
  stop: () => void;
}

/**
 * The fake services behind a package's unit tests, for its vitest setup file: msw's Node server
 * answers every call from a fresh in-memory state before each test, and any request the fake
 * does not serve fails the test (`onUnhandledRequest: 'error'`).
 */
export function serveFakeServicesInTests(options: FakeServicesInTestsOptions = {}): FakeServicesInTests {
  const server = setupServer();
  let current: FakeState | undefined;

  const fakeState = () => {
    if (!current) throw new Error('fakeState() is only available inside a test');
    return current;
  };
  const serveFakeState = () => server.resetHandlers(...createHandlers(fakeState()));

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await options.warmUp?.();
  });
  beforeEach(() => {
    current = createFakeState();
    serveFakeState();
    options.beforeEachTest?.();
  });
  afterAll(() => server.close());

  const countRequests = (suffix: string): RequestCount => {
    let count = 0;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(suffix)) count += 1;
    };
    server.events.on('request:start', listener);
    return {
      get count() {
        return count;
      },
      stop: () => server.events.removeListener('request:start', listener),
    };
  };

  return { server, fakeState, serveFakeState, countRequests };
}
