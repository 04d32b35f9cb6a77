import type { RecoveryDestinations } from '../paths';

// Where this package's tests and stories lead into other packages' pages, handed in as the shell
// hands in the portal's own (apps/portal/src/routing/destinations.ts). They need not agree with
// the portal's: a test checks that the pages follow what they are given, and the portal's own
// tests check what it gives. No vitest here: stories use it in Storybook's browser too.
export const TEST_DESTINATIONS: RecoveryDestinations = { login: '/login/' };
