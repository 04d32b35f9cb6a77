/** The pages of this package, and the login page they lead back to (docs/product.md#routes). */
export const RECOVERY_PATHS = {
  forgotPassword: '/forgotpassword',
  resendVerification: '/ResendVerification',
  /** The e-mailed activation link's page (`/activar?token=`). */
  activate: '/activar',
  /** The e-mailed password-reset link's page (`/restablecer?token=`). */
  resetPassword: '/restablecer',
  /**
   * The support request's action, which the form posts to from the login screen and the profile
   * form alike: a route with no screen of its own.
   */
  supportRequest: '/solicitud-de-ayuda',
} as const;

/**
 * Where the recovery pages send a resident into pages other packages own. The shell hands them
 * in (`createRecoveryRoutes({ destinations })`): this package declares only its own paths.
 */
export interface RecoveryDestinations {
  /** The login screen (`/login/`), where every page's 'volver' and 'ingresar' lead. */
  login: string;
}
