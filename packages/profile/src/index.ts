export type { EmailUndoNavigationState } from './email-undo/arrival';
export type { EmailConfirmationDestinations, ProfileDestinations, ProfilePath } from './paths';
export {
  createEmailConfirmationRoutes,
  createProfileRoutes,
  type EmailConfirmationRoutesOptions,
  PROFILE_PATHS,
  type ProfileRoutesOptions,
} from './routes';
