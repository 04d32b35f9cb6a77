import { afterAll, vi } from 'vitest';

// Runs first in every test file of a package whose files share a worker (`isolate: false`,
// index.js). The worker keeps what node_modules loaded (React, jsdom, msw: the slow part of a
// fresh process) and its jsdom window, but every module of the workspace is evaluated afresh for
// each file, as in a fresh process: a store, a fake server or a cache never carries over from one
// file to the next.
vi.resetModules();

// Nor does a clock a file faked and forgot to give back.
afterAll(() => {
  vi.useRealTimers();
});
