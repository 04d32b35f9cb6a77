import { sessionStore } from '@portal/api-client';
import { expect, it, onTestFinished } from 'vitest';

// The portal's test files share one worker and its modules: the harness (tooling/vitest-config's
// zustand.js) must put the packages' stores back after each test. When it silently did not, a
// file that signed in left the session store signed in over an empty storage, and the next
// file's '/' went to the desktop as it hydrated (render-page.test.tsx).
it("puts the session store back to a visitor's after a test that signed in", () => {
  // Runs after every afterEach hook, the harness's included.
  onTestFinished(() => {
    expect(sessionStore.getState()).toMatchObject({ signedIn: false, startedAt: null, endedBecause: null });
  });
  sessionStore.getState().signIn({ access: 'access-token', refresh: 'refresh-token' });
  expect(sessionStore.getState().signedIn).toBe(true);
});
