import { resetServiceConfig, sessionStore } from '@portal/api-client';
import { serveFakeServicesInTests } from '@portal/fake-services/vitest';

// Every test talks to the fake services through msw; a fresh in-memory state per test.
export const { server, fakeState, serveFakeState } = serveFakeServicesInTests({
  beforeEachTest: () => {
    resetServiceConfig();
    sessionStore.getState().sync();
  },
});
