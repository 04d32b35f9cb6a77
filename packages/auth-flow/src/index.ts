export { RedirectIfSignedIn, type RedirectIfSignedInProps, RequireSignedIn, requireSignedIn } from './guard/require-signed-in';
export { type HandoffState, useHandoffStore } from './handoff/handoff-store';
export { type InactivityState, useInactivityStore } from './inactivity/inactivity-store';
export { InactivityWatch, type InactivityWatchProps } from './inactivity/inactivity-watch';
export { AUTH_PATHS, type AuthDestinations, SIGN_OUT_PATH } from './paths';
export {
  EmailUndoProviders,
  type ProviderChoicesProps,
  ProviderSignInChoices,
  VerifyIdentityProviders,
} from './providers/provider-choices';
export type { EmailUndoHandBack } from './providers/provider-return-action';
export { type AuthRoutesOptions, createAuthRoutes } from './routes';
export { type PageReload, type SignOutRoute, signOutRoute } from './sign-out/sign-out-action';
export { useSignOut } from './sign-out/use-sign-out';
export { type AuthState, type SignInStore, useAuthStore } from './store';
