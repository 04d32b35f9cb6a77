export { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
export type { LoginScreenProps } from './login/login-screen';
export { AUTH_PATHS, type AuthPath } from './paths';
export { type AuthRoutesOptions, authRoutes, createAuthRoutes } from './routes';
export {
  type AuthActions,
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
