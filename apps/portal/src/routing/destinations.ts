import { AUTH_PATHS } from '@portal/auth-flow';
import { CLAIMS_PATHS } from '@portal/claims';
import type { ProfileDestinations } from '@portal/profile';
import type { RegistrationDestinations } from '@portal/registration';

// Each package declares only its own paths; where one leads into another's pages, the shell
// hands the destination in from the owner's declaration.

/** Registration leads back to auth-flow's sign-in, and sends a signed-in resident to the desktop. */
export const REGISTRATION_DESTINATIONS: RegistrationDestinations = {
  // Spec section 2: the screen's links go to /login/ (with its slash); SIGUIENTE to /login.
  login: `${AUTH_PATHS.login}/`,
  afterSuccess: AUTH_PATHS.login,
  signedIn: CLAIMS_PATHS.dashboard,
};

/** The profile form goes home after a save (auth-flow sends a signed-in resident on), or to the desktop. */
export const PROFILE_DESTINATIONS: ProfileDestinations = {
  afterSave: AUTH_PATHS.home,
  afterRejection: CLAIMS_PATHS.dashboard,
};
