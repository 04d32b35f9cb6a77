/**
 * The routes the sign-in flow owns (docs/product.md#routes). Where it sends the resident into other
 * packages' pages (the desktop, registration, recovery) the shell hands in (`AuthDestinations`).
 */
export const AUTH_PATHS = {
  home: '/',
  login: '/login',
} as const;

/** Login by service (`/login/:token`, docs/product.md#routes); a signed-in visitor is handed off from here. */
export const SERVICE_LOGIN_ROUTE = '/login/:token';

/** The login-by-service page of one service token. */
export function serviceLoginPath(service: string): string {
  return `/login/${encodeURIComponent(service)}`;
}
