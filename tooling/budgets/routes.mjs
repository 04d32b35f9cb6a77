// Which lazy chunks each route of the portal loads on a first visit, by screen: `<package>:<file>`
// (a feature package's dist chunk, e.g. `auth-flow:login-screen`) or `portal:<file>` (the shell's
// own src). The manifest names chunks, not routes, so this table is the one thing to keep in step
// with the route table (apps/portal/src/routing/app-routes.tsx); a screen it lists that the build
// does not contain is printed as missing, and a lazy chunk no route claims is listed on its own.
export const ROUTES = [
  // 94.3 KB measured as sent (97.5 KB at gzip -6): within the 95 KB target, so no ceiling.
  { path: '/login/ (y /)', screens: ['auth-flow:login-screen'], budget: { js: 95, css: 10 } },
  { path: '/registrarse', screens: ['registration:registration-screen'] },
  { path: '/afipredirect/ (y demás retornos)', screens: ['auth-flow:provider-return-screen'] },
  { path: '/login/:token', screens: ['auth-flow:service-login-route'] },
  { path: '/forgotpassword', screens: ['auth-flow:forgot-password-screen'] },
  { path: '/ResendVerification', screens: ['auth-flow:resend-verification-screen'] },
  { path: '/activar', screens: ['auth-flow:activation-screen'] },
  { path: '/restablecer', screens: ['auth-flow:reset-password-screen'] },
  { path: '/dashboard', screens: ['portal:signed-in-layout', 'claims:dashboard-screen'] },
  { path: '/reclamos', screens: ['portal:signed-in-layout', 'claims:claims-list-screen'] },
  { path: '/licencia', screens: ['portal:signed-in-layout', 'claims:licence-screen'] },
  { path: '/perfil', screens: ['portal:signed-in-layout', 'profile:profile-page'] },
  { path: '/profileform', screens: ['portal:signed-in-layout', 'profile:profile-form'] },
  { path: '/notfound (y *)', screens: ['portal:not-found-screen'] },
];
