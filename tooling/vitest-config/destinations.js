// What the packages' tests and stories hand their route factories where the shell hands in its
// own destinations (apps/portal/src/routing/destinations.ts, whose test checks they agree).
// Nothing here imports vitest: stories use it in Storybook's browser too.

/** The portal's addresses a package's pages lead to, as the shell hands them in. */
export const PORTAL_DESTINATIONS = {
  signedInHome: '/dashboard',
  register: '/registrarse',
  forgotPassword: '/forgotpassword',
  resendVerification: '/ResendVerification',
  login: '/login/',
};
