export { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
export { InactivityWatch, type InactivityWatchProps } from './inactivity/inactivity-watch';
export { type AuthDestinations, AuthDestinationsProvider } from './destinations';
export { AUTH_PATHS } from './paths';
export { type AuthRoutesOptions, createAuthRoutes } from './routes';
export { type SignOutOptions, signOut } from './store';
