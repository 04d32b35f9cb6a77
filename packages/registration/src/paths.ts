/** The path this package owns. */
export const REGISTRATION_PATHS = {
  register: '/registrarse',
} as const;

export type RegistrationPath = (typeof REGISTRATION_PATHS)[keyof typeof REGISTRATION_PATHS];

/**
 * Where registration leads: pages of other packages, so the shell hands them in
 * (`createRegistrationRoutes({ destinations })`); this package does not declare them.
 */
export interface RegistrationDestinations {
  /** The sign-in page the screen's links go back to (docs/product.md#registration: `/login/`). */
  login: string;
  /** Where SIGUIENTE goes once the registration succeeded (docs/product.md#registration: `/login`). */
  afterSuccess: string;
  /** Where a signed-in resident is sent instead of the form (the desktop). */
  signedIn: string;
}
