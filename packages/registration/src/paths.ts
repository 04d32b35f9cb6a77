/** The paths the registration screen lives at and leads to. */
export const REGISTRATION_PATHS = {
  register: '/registrarse',
  /** Spec: the links go back to /login/; SIGUIENTE goes to /login. */
  login: '/login/',
  afterSuccess: '/login',
  dashboard: '/dashboard',
} as const;

export type RegistrationPath = (typeof REGISTRATION_PATHS)[keyof typeof REGISTRATION_PATHS];
