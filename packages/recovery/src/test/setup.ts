import { sessionStore } from '@portal/api-client';
import { serveFakeServicesInTests } from '@portal/fake-services/vitest';

// Every test talks to the fake services through msw; a fresh in-memory state per test (its
// mailbox holds the e-mailed codes and links: `lastCodeFor` reads the newest code).
export const { server, fakeState, countRequests, lastCodeFor } = serveFakeServicesInTests({
  // The lazy screens' first import is slow in a cold test run; tests are about behaviour, not that.
  warmUp: () =>
    Promise.all([
      import('../support/support-request-dialog'),
      import('../screens/forgot-password-screen'),
      import('../screens/resend-verification-screen'),
      import('../screens/activation-screen'),
      import('../screens/reset-password-screen'),
    ]),
  beforeEachTest: () => {
    // The shared setup clears localStorage after each test: the session store reads it again, as on a reload.
    sessionStore.getState().sync();
  },
});
