// `@portal/auth-flow/testing`: for the tests of whoever composes this package (the shell's), never
// for the portal's own code.
import { useHandoffStore } from './handoff/handoff-store';
import { useInactivityStore } from './inactivity/inactivity-store';
import { initialAuthState, useAuthStore } from './store';

/**
 * Forgets what this page did in the flow's screens, as a reload does (the stored lock and the
 * storage the shared setup clears aside): a test starts afresh. The password path's and the
 * inactivity clock's stores are put back as Zustand's testing guide does (their initial state,
 * replaced whole); the sign-in's read the stored lock again, as a new page would.
 */
export function resetAuthFlow(): void {
  useAuthStore.getState().reset();
  useAuthStore.setState({ ...useAuthStore.getInitialState(), ...initialAuthState() }, true);
  useInactivityStore.setState(useInactivityStore.getInitialState(), true);
  useHandoffStore.setState(useHandoffStore.getInitialState(), true);
}
