import { sessionStore } from '@portal/api-client';
import { serveFakeServicesInTests } from '@portal/fake-services/vitest';
import { resetAuthFlow } from '../testing';

// Every test talks to the fake services through msw; a fresh in-memory state per test (its
// mailbox holds the e-mailed codes: `lastCodeFor` reads the newest).
export const { server, fakeState, countRequests, lastCodeFor } = serveFakeServicesInTests({
  // The lazy screens' first import is slow in a cold test run; tests are about behaviour, not that.
  warmUp: () =>
    Promise.all([
      import('../login/login-screen'),
      import('../service-login/service-login-route'),
      import('../providers/provider-return-screen'),
    ]),
  beforeEachTest: () => {
    // The shared setup clears localStorage after each test: the stores read it again, as on a reload.
    sessionStore.getState().sync();
    // A reload forgets what this page sent; sessionStorage (cleared by the shared setup) keeps the rest.
    resetAuthFlow();
  },
});
