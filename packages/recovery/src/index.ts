export { RECOVERY_PATHS, type RecoveryDestinations } from './paths';
export { createRecoveryRoutes, type RecoveryRoutesOptions } from './routes';
export { SupportRequestButton } from './support/support-request-button';
