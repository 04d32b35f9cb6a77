/** The pages of this package, and the login page they lead back to (docs/product.md#routes). */
export const RECOVERY_PATHS = {
  forgotPassword: '/forgotpassword',
  resendVerification: '/ResendVerification',
  /** The e-mailed activation link's page (`/activar?token=`). */
  activate: '/activar',
  /** The e-mailed password-reset link's page (`/restablecer?token=`). */
  resetPassword: '/restablecer',
} as const;
