import { AUTH_PATHS, type AuthDestinations } from '@portal/auth-flow';
import { CLAIMS_PATHS } from '@portal/claims';
import type { EmailConfirmationDestinations, ProfileDestinations } from '@portal/profile';
import { RECOVERY_PATHS, type RecoveryDestinations } from '@portal/recovery';
import { REGISTRATION_PATHS, type RegistrationDestinations } from '@portal/registration';

// Each package declares only its own paths; where one leads into another's pages, the shell
// hands the destination in from the owner's declaration.

/**
 * The sign-in flow lands on the desktop and links to registration and the recovery pages; its guard
 * sends a signed-in resident to the desktop too, around recovery's anonymous pages as well.
 */
export const AUTH_DESTINATIONS: AuthDestinations = {
  signedInHome: CLAIMS_PATHS.dashboard,
  register: REGISTRATION_PATHS.register,
  forgotPassword: RECOVERY_PATHS.forgotPassword,
  resendVerification: RECOVERY_PATHS.resendVerification,
};

/** The recovery pages lead back to the login screen. */
export const RECOVERY_DESTINATIONS: RecoveryDestinations = {
  login: `${AUTH_PATHS.login}/`,
};

/** Registration leads back to auth-flow's sign-in, and sends a signed-in resident to the desktop. */
export const REGISTRATION_DESTINATIONS: RegistrationDestinations = {
  // docs/product.md#registration: the screen's links go to /login/ (with its slash); SIGUIENTE to /login.
  login: `${AUTH_PATHS.login}/`,
  afterSuccess: AUTH_PATHS.login,
  signedIn: CLAIMS_PATHS.dashboard,
};

/**
 * The profile form goes home after a save (auth-flow sends a signed-in resident on), or to the
 * desktop; the profile page's sign-out on every device loads the login afresh.
 */
export const PROFILE_DESTINATIONS: ProfileDestinations = {
  afterSave: AUTH_PATHS.home,
  afterRejection: CLAIMS_PATHS.dashboard,
  afterSignOut: AUTH_PATHS.home,
};

/**
 * The e-mailed links' pages (`/confirmar-email`, `/cancelar-email`, `/deshacer-email`) lead home: the login, or the
 * desktop once signed in; the cancel page also to recovery's password reset.
 */
export const EMAIL_CONFIRMATION_DESTINATIONS: EmailConfirmationDestinations = {
  home: AUTH_PATHS.home,
  forgotPassword: RECOVERY_PATHS.forgotPassword,
};
