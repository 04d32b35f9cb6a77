import type { Provider } from '@portal/api-client';

/** The routes the sign-in flow owns or sends the resident to (spec section 2; `@portal/recovery` owns the recovery pages). */
export const AUTH_PATHS = {
  home: '/',
  login: '/login',
  register: '/registrarse',
  dashboard: '/dashboard',
  forgotPassword: '/forgotpassword',
  resendVerification: '/ResendVerification',
} as const;

export type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];

/** Login by service (spec: `/login/:token`); a signed-in visitor is handed off from here. */
export const SERVICE_LOGIN_ROUTE = '/login/:token';

/** The login-by-service page of one service token. */
export function serviceLoginPath(service: string): string {
  return `/login/${encodeURIComponent(service)}`;
}

/** The return page a provider sends the browser back to (spec: `/<provider>redirect/*`). */
export function providerReturnPath(provider: Provider): `/${Provider}redirect/` {
  return `/${provider}redirect/`;
}
