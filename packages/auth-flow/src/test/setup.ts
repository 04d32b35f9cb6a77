import { sessionStore } from '@portal/api-client';
import { serveFakeServicesInTests } from '@portal/fake-services/vitest';
import { forgetConsumedReturns } from '../providers/consumed-returns';
import { forgetActivations } from '../recovery/recovery-slice';
import { useAuthStore } from '../store';

// Every test talks to the fake services through msw; a fresh in-memory state per test (its
// mailbox holds the e-mailed codes).
export const { server, fakeState } = serveFakeServicesInTests({
  // The lazy screens' first import is slow in a cold test run; tests are about behaviour, not that.
  warmUp: () =>
    Promise.all([
      import('../login/login-screen'),
      import('../support/support-request-dialog'),
      import('../service-login/service-login-route'),
      import('../providers/provider-return-screen'),
      import('../recovery/forgot-password-screen'),
      import('../recovery/resend-verification-screen'),
      import('../recovery/activation-screen'),
      import('../recovery/reset-password-screen'),
    ]),
  beforeEachTest: () => {
    // The shared setup clears localStorage after each test: both stores read it again, as on a reload.
    sessionStore.getState().sync();
    // A reload forgets what this page sent; sessionStorage (cleared by the shared setup) keeps the rest.
    forgetConsumedReturns();
    forgetActivations();
    useAuthStore.getState().reset();
  },
});
