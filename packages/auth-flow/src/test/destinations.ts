import type { AuthDestinations } from '../paths';

/** The portal's own destinations, as its shell hands them in, for tests and stories. */
export const PORTAL_DESTINATIONS: AuthDestinations = {
  signedInHome: '/dashboard',
  register: '/registrarse',
  forgotPassword: '/forgotpassword',
  resendVerification: '/ResendVerification',
};
