export type { RecoveryDestinations } from './destinations';
export { RECOVERY_PATHS } from './paths';
export { createRecoveryRoutes, type RecoveryRoutesOptions } from './routes';
export { SupportRequestButton } from './support/support-request-button';
