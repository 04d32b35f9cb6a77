import { resetServiceConfig } from '@portal/api-client';
import { serveFakeServicesInTests } from '@portal/fake-services/vitest';

/** The fake services behind every test, fresh for each test. */
export const { server, fakeState } = serveFakeServicesInTests({
  // The screens' chunks are transformed on first import; loading them here keeps that cold start
  // out of the first test's waits.
  warmUp: () =>
    Promise.all([
      import('../dashboard/dashboard-screen'),
      import('../claims-list/claims-list-screen'),
      import('../licence/licence-screen'),
    ]),
  beforeEachTest: () => {
    resetServiceConfig();
  },
});
