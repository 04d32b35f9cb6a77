// `@portal/recovery/testing`: for the tests of whoever composes this package (the shell's), never
// for the portal's own code.
import { forgetActivations, useRecoveryStore } from './store';
import { useSupportStore } from './support/support-store';

/** Forgets what this page did in the package's screens, as a reload does: a test starts afresh. */
export function resetRecovery(): void {
  forgetActivations();
  useRecoveryStore.getState().reset();
  useSupportStore.getState().reset();
}
