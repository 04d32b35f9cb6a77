// `@portal/auth-flow/testing`: for the tests of whoever composes this package (the shell's), never
// for the portal's own code.
import { useHandoffStore } from './handoff/handoff-store';
import { useAuthStore } from './store';

/**
 * Forgets what this page did in the flow's screens, as a reload does (the stored lock and the
 * storage the shared setup clears aside): a test starts afresh.
 */
export function resetAuthFlow(): void {
  useAuthStore.getState().reset();
  useHandoffStore.setState(useHandoffStore.getInitialState(), true);
}
