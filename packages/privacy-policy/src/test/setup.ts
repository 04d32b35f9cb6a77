import { serveFakeServicesInTests } from '@portal/fake-services/vitest';

// The policy makes no request; any request at all fails the test (onUnhandledRequest: 'error'
// covers what the fake does not serve, the fake covers what a shared component might ask for).
export const { server } = serveFakeServicesInTests({
  // The lazy chunks' first import is slow in a cold run; the tests are about behaviour.
  warmUp: async () => {
    await import('../privacy-policy-drawer/privacy-policy-drawer');
  },
});
