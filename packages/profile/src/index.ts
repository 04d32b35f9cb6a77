export type { ProfileDestinations, ProfilePath } from './paths';
export { createProfileRoutes, PROFILE_PATHS, type ProfileRoutesOptions } from './routes';
export { type ProfileFormStore, useProfileFormStore } from './store';
