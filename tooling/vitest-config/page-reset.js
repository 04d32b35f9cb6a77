import { afterAll, vi } from 'vitest';

// Runs in every test file of a package whose files share a worker (`isolate: false`, index.js):
// what a file leaves in the page or the clock is undone before the next. Stores are put back
// after each test by zustand.js, and the fake services' harness (@portal/fake-services/vitest)
// serves a fresh state before each; nothing else of the workspace keeps state at module level.

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
