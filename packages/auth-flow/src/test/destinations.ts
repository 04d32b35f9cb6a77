import type { AuthDestinations } from '../paths';

// Where this package's tests and stories lead into other packages' pages, handed in as the shell
// hands in the portal's own (apps/portal/src/routing/destinations.ts). They need not agree with
// the portal's: a test checks that the flow follows what it is given, and the portal's own tests
// check what it gives. The same addresses are used only so that a test reads like the portal.
// No vitest here: stories use it in Storybook's browser too.
export const TEST_DESTINATIONS: AuthDestinations = {
  signedInHome: '/dashboard',
  register: '/registrarse',
  forgotPassword: '/forgotpassword',
  resendVerification: '/ResendVerification',
};
