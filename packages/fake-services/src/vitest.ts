import { fakeReportsConfig, fakeServiceConfig } from '@portal/api-client';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { type ContractCheck, createContractCheck } from './contract';
import { createHandlers } from './handlers';
import { FAKE_SERVICE_HEADER } from './responses';
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
  /** Counts the requests msw sees from now on, until the test ends, whose path ends with `suffix` (e.g. 'activate/'). */
  countRequests: (suffix: string) => RequestCount;
  /** The newest sign-in code the running test's fake e-mailed to `address`; throws while none arrived. */
  lastCodeFor: (address: string) => string;
}

export interface RequestCount {
  readonly count: number;
  /** Stops counting. */
  stop: () => void;
}

/**
 * Checks every answer the fake services give through `server` against the contract
 * (packages/api-client/openapi.yaml), and fails the test that provoked one outside it. A test's
 * own overrides (`server.use`) and injected faults are not the fakes' answers and are not checked.
 * The contract (the api-client build's openapi.json) is compiled once per test process, when the
 * first test with answers ends; each operation's schemas the first time it answers.
 */
export function checkFakeAnswers(server: ReturnType<typeof setupServer>): void {
  const answers: { request: Request; response: Response }[] = [];
  const onAnswer = ({ request, response }: { request: Request; response: Response }) => {
    if (response.headers.has(FAKE_SERVICE_HEADER)) answers.push({ request, response: response.clone() });
  };
  beforeAll(() => {
    server.events.on('response:mocked', onAnswer);
  });
  // Checked once the test and every afterEach hook have run: the check takes none of the test's
  // own time, and a failure fails this test alone, after the package's clean-up, never instead of it.
  beforeEach(() => {
    onTestFinished(async () => {
      // msw tells of an answer just after the test received it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const taken = answers.splice(0);
      if (taken.length === 0) return;
      const contract = await sharedContractCheck();
      const found: string[] = [];
      for (const { request, response } of taken) found.push(...(await contract.check(request, response)));
      if (found.length > 0) {
        throw new Error(`The fake services answered outside the contract (packages/api-client/openapi.yaml):\n${found.join('\n')}`);
      }
    });
  });
  afterAll(() => {
    server.events.removeListener('response:mocked', onAnswer);
  });
}

const SHARED_CHECK = Symbol.for('@portal/fake-services/contract-check');

/**
 * One compiled contract per test process, kept on the process's global: a package whose files
 * run isolated (`isolate: true`) evaluates this module afresh for each file, but keeps what an
 * earlier file compiled.
 */
function sharedContractCheck(): Promise<ContractCheck> {
  const holder = globalThis as { [SHARED_CHECK]?: Promise<ContractCheck> };
  holder[SHARED_CHECK] ??= createContractCheck({ ...fakeServiceConfig, reports: fakeReportsConfig });
  return holder[SHARED_CHECK];
}

/** What a package's tests share: one msw server and the running test's fake state. */
interface Harness {
  server: ReturnType<typeof setupServer>;
  current: FakeState | undefined;
}

/**
 * One harness per test process. A package's test files share a worker and its modules
 * (`isolate: false`), while its setup file, which calls `serveFakeServicesInTests`, runs again for
 * each file: a test file, and any helper module an earlier file already loaded (a `render.tsx`
 * importing `fakeState` from the setup), must reach the same server and the same state the
 * running file's hooks serve. The hooks put it back before each test.
 */
let shared: Harness | undefined;

/**
 * The fake services behind a package's unit tests, for its vitest setup file: msw's Node server
 * answers every call from a fresh in-memory state before each test, any request the fake does
 * not serve fails the test (`onUnhandledRequest: 'error'`), and so does any answer of the fakes
 * outside the contract (`checkFakeAnswers`). Each call registers the hooks for the file being
 * run; every call in a test process hands out the same server and state.
 */
export function serveFakeServicesInTests(options: FakeServicesInTestsOptions = {}): FakeServicesInTests {
  shared ??= { server: setupServer(), current: undefined };
  const harness = shared;
  const { server } = harness;

  const fakeState = () => {
    if (!harness.current) throw new Error('fakeState() is only available inside a test');
    return harness.current;
  };
  const serveFakeState = () => server.resetHandlers(...createHandlers(fakeState()));

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await options.warmUp?.();
  });
  beforeEach(() => {
    harness.current = createFakeState();
    serveFakeState();
    options.beforeEachTest?.();
  });
  afterAll(() => {
    server.close();
    harness.current = undefined;
  });
  checkFakeAnswers(server);

  const countRequests = (suffix: string): RequestCount => {
    let count = 0;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(suffix)) count += 1;
    };
    server.events.on('request:start', listener);
    const stop = () => server.events.removeListener('request:start', listener);
    // The server outlives the test: its listener goes with it.
    onTestFinished(stop);
    return {
      get count() {
        return count;
      },
      stop,
    };
  };

  const lastCodeFor = (address: string) => {
    const code = fakeState()
      .mailbox.filter((mail) => mail.to === address && mail.code !== undefined)
      .at(-1)?.code;
    if (!code) throw new Error(`No code was e-mailed to ${address}`);
    return code;
  };

  return { server, fakeState, serveFakeState, countRequests, lastCodeFor };
}
