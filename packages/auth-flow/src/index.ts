export { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
export { HandoffScreen, type HandoffScreenProps } from './handoff/handoff-screen';
export {
  HANDOFF_MESSAGES,
  type HandoffFailure,
  type HandoffOptions,
  type HandoffRequest,
  type HandoffSlice,
} from './handoff/handoff-slice';
export {
  afterSignInPath,
  clearPendingHandoff,
  HANDOFF_ERROR_KEY,
  PENDING_HANDOFF_KEY,
  PENDING_HANDOFF_TTL_MS,
  readPendingHandoff,
  rememberPendingHandoff,
} from './handoff/pending-handoff';
export { InactivityWatch, type InactivityWatchProps } from './inactivity/inactivity-watch';
export { INACTIVITY_TEXTS } from './inactivity/inactivity-texts';
export { InactivityWarning, type InactivityWarningProps } from './inactivity/inactivity-warning';
export type { LoginScreenProps } from './login/login-screen';
export {
  AUTH_PATHS,
  type AuthPath,
  providerReturnPath,
  SERVICE_LOGIN_ROUTE,
  serviceLoginPath,
} from './paths';
export { CONSUMED_RETURNS_KEY } from './providers/consumed-returns';
export { PROVIDER_BUTTONS, PROVIDER_NAMES } from './providers/provider-names';
export { ProviderReturnScreen, type ProviderReturnScreenProps } from './providers/provider-return-screen';
export {
  type ProviderReturnFailure,
  type ProviderReturnRequest,
  type ProviderReturnSlice,
  parseProviderReturn,
  providerReturnMessage,
} from './providers/provider-return-slice';
export { ActivationScreen } from './recovery/activation-screen';
export { EMAIL_MESSAGES } from './recovery/email-address';
export type { EmailRequestTexts } from './recovery/email-request-screen';
export { FORGOT_PASSWORD_TEXTS, ForgotPasswordScreen } from './recovery/forgot-password-screen';
export {
  ACTIVATION_MESSAGES,
  type ActivationFailure,
  type ActivationRequest,
  type EmailRequest,
  type EmailRequestKind,
  type NewPasswordRequest,
  type RecoverySlice,
  SUPPORT_FAILED_MESSAGE,
  type SupportOutcome,
  type SupportRequestStatus,
} from './recovery/recovery-slice';
export { RESEND_VERIFICATION_TEXTS, ResendVerificationScreen } from './recovery/resend-verification-screen';
export { PASSWORD_MESSAGES, ResetPasswordScreen } from './recovery/reset-password-screen';
export { type AuthRoutesOptions, authRoutes, createAuthRoutes } from './routes';
export { ServiceLoginRoute, type ServiceLoginRouteProps } from './service-login/service-login-route';
export { ServiceLoginScreen, type ServiceLoginScreenProps } from './service-login/service-login-screen';
export { HABILITACIONES, serviceDisplayName } from './service-login/service-names';
export {
  ServiceRegistrationDialog,
  type ServiceRegistrationDialogProps,
  type ServiceRegistrationValues,
  streetOptionLabel,
} from './service-login/service-registration-dialog';
export { SupportRequestButton } from './support/support-request-button';
export {
  SUPPORT_MESSAGES,
  SUPPORT_TEXTS,
  SUPPORT_TOAST_MS,
  SupportRequestDialog,
  type SupportRequestDialogProps,
  supportRequestErrors,
} from './support/support-request-dialog';
export {
  type AuthActions,
  type AuthCoreStore,
  type AuthState,
  type AuthStore,
  LOCK_SECONDS,
  LOCK_STORAGE_KEY,
  PIN_ERROR_MS,
  type SignInRequest,
  type SignInStep,
  type SignOutOptions,
  signOut,
  useAuthStore,
} from './store';
