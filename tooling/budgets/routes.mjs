// Which lazy chunks each route of the portal loads on a first visit, by screen: `<package>:<file>`
// (a feature package's dist chunk, e.g. `auth-flow:login-screen`) or `portal:<file>` (the shell's
// own src). The manifest names chunks, not routes, so this table is the one thing to keep in step
// with the route table (apps/portal/src/routing/app-routes.tsx); a screen it lists that the build
// does not contain is printed as missing, and a lazy chunk no route claims is listed on its own.
// Budgets: every page an anonymous visitor can land on is held to /login's 105 KB (they all share
// its entry and are 86-104.5 KB today); the signed-in area, reached after signing in with the
// entry already cached, to 150 KB (135-148 KB today). CSS at most 10 KB everywhere. Both were
// 10 KB lower while the HTTP client (10.5 KB) was a chunk fetched after the first screen: every
// page downloaded it anyway, uncounted, and a resident who lost the connection before it arrived
// could not sign in again without a reload in Safari (see ui-kit's src/deferred/deferred-part.ts).
// An anonymous page is also held to its requests before it is usable and their longest chain
// (HTML → what it names → what the entry asks for); the signed-in routes print theirs.
const ANONYMOUS = { js: 105, css: 10, requests: 17, chain: 3 };
const SIGNED_IN = { js: 150, css: 10 };

export const ROUTES = [
  { path: '/login/ (y /)', screens: ['auth-flow:login-screen'], budget: ANONYMOUS },
  { path: '/registrarse', screens: ['registration:registration-screen'], budget: ANONYMOUS },
  { path: '/afipredirect/ (y demás retornos)', screens: ['auth-flow:provider-return-screen'], budget: ANONYMOUS },
  { path: '/login/:token', screens: ['auth-flow:service-login-route'], budget: ANONYMOUS },
  { path: '/forgotpassword', screens: ['auth-flow:forgot-password-screen'], budget: ANONYMOUS },
  { path: '/ResendVerification', screens: ['auth-flow:resend-verification-screen'], budget: ANONYMOUS },
  { path: '/activar', screens: ['auth-flow:activation-screen'], budget: ANONYMOUS },
  { path: '/restablecer', screens: ['auth-flow:reset-password-screen'], budget: ANONYMOUS },
  { path: '/dashboard', screens: ['portal:signed-in-layout', 'claims:dashboard-screen'], budget: SIGNED_IN },
  { path: '/reclamos', screens: ['portal:signed-in-layout', 'claims:claims-list-screen'], budget: SIGNED_IN },
  { path: '/licencia', screens: ['portal:signed-in-layout', 'claims:licence-screen'], budget: SIGNED_IN },
  { path: '/perfil', screens: ['portal:signed-in-layout', 'profile:profile-page'], budget: SIGNED_IN },
  { path: '/profileform', screens: ['portal:signed-in-layout', 'profile:profile-form'], budget: SIGNED_IN },
  { path: '/notfound (y *)', screens: ['portal:not-found-screen'], budget: ANONYMOUS },
];
