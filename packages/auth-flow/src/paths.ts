/**
 * The routes the sign-in flow owns (docs/product.md#routes). Where it sends the resident into other
 * packages' pages (the desktop, registration, recovery) the shell hands in (`AuthDestinations`).
 */
export const AUTH_PATHS = {
  home: '/',
  login: '/login',
} as const;

/**
 * Where the sign-in flow sends a resident into pages other packages own. The shell hands them in
 * (`createAuthRoutes({ destinations })`): auth-flow declares only its own paths.
 */
export interface AuthDestinations {
  /** Where a finished sign-in lands, and where a signed-in visitor of `/` or `/login/` goes: the desktop. */
  signedInHome: string;
  /** The login screen's 'Registrate' link. */
  register: string;
  /** The login screen's password-recovery link. */
  forgotPassword: string;
  /** The login screen's resend-validation link. */
  resendVerification: string;
}

/** Login by service (`/login/:token`, docs/product.md#routes); a signed-in visitor is handed off from here. */
export const SERVICE_LOGIN_ROUTE = '/login/:token';

/** The login-by-service page of one service token. */
export function serviceLoginPath(service: string): string {
  return `/login/${encodeURIComponent(service)}`;
}

/**
 * The action route of the sign-out the resident asks for ('Cerrar sesión'): no screen, nothing to
 * read (a visit goes to `/`).
 */
export const SIGN_OUT_PATH = '/salir';

/**
 * The login screen's fetcher (credentials and code): one key, so what the action answered stays
 * while the screen switches steps, and the login's guard waits for it before sending a freshly
 * signed-in resident on (one navigation, not a second one the action's revalidation would start).
 */
export const SIGN_IN_FETCHER = 'sign-in';
