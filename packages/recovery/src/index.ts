export { createRecoveryRoutes, type RecoveryRoutesOptions } from './routes';
export { SupportRequestButton } from './support/support-request-button';
