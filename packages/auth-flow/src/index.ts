export { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
export { LoginScreen, type LoginScreenProps } from './login/login-screen';
export { AUTH_PATHS, type AuthPath } from './paths';
export { authRoutes } from './routes';
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
