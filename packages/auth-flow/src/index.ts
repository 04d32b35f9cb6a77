export { RedirectIfSignedIn, type RedirectIfSignedInProps, RequireSignedIn, requireSignedIn } from './guard/require-signed-in';
export { type HandoffState, useHandoffStore } from './handoff/handoff-store';
export { InactivityWatch, type InactivityWatchProps } from './inactivity/inactivity-watch';
export { AUTH_PATHS, type AuthDestinations } from './paths';
export {
  EmailUndoProviders,
  type ProviderChoicesProps,
  ProviderSignInChoices,
  VerifyIdentityProviders,
} from './providers/provider-choices';
export type { EmailUndoHandBack } from './providers/provider-return-action';
export { type AuthRoutesOptions, createAuthRoutes } from './routes';
export { type SignOutOptions, signOut } from './store';
