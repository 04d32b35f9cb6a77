import { afterAll, vi } from 'vitest';

// Runs first in every test file of a package whose files share a worker (`isolate: false`,
// index.js). The worker keeps what node_modules loaded (React, jsdom, msw: the slow part of a
// fresh process) and its jsdom window, but every module of the workspace is evaluated afresh for
// each file, as in a fresh process: a store, a fake server or a cache never carries over from one
// file to the next.
vi.resetModules();

// The page as the first file found it, kept on the worker's global since this module itself is
// evaluated again for each file.
const pristine = Symbol.for('portal.vitest.pristinePage');
globalThis[pristine] ??= typeof document === 'undefined' ? null : { href: location.href, title: document.title };

afterAll(() => {
  // Nor does a clock a file faked and forgot to give back.
  vi.useRealTimers();
  // Nor the page a file left: its address (a router or a test navigated), its title (screens set
  // it) and whatever a portal left in the body after its owner unmounted.
  const page = globalThis[pristine];
  if (!page) return;
  if (location.href !== page.href) history.replaceState(null, '', page.href);
  document.title = page.title;
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
});
