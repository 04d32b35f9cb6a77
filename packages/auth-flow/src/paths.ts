/** The routes the sign-in flow owns or sends the resident to (spec section 2). */
export const AUTH_PATHS = {
  home: '/',
  login: '/login',
  register: '/registrarse',
  dashboard: '/dashboard',
} as const;

export type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];
