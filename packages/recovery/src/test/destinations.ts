import type { RecoveryDestinations } from '../paths';

/** The portal's own destinations, as its shell hands them in, for tests and stories. */
export const PORTAL_DESTINATIONS: RecoveryDestinations = { login: '/login/' };
