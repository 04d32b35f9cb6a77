import type { HandoffSlice } from './handoff-slice';
import { takeHandoffError } from './pending-handoff';

/**
 * The hand-off slice's state, apart from its actions (`handoff-slice.ts`): the store is created
 * with it on the first load (the service page reads `serviceLoginError`), the actions arrive
 * with the hand-off screen.
 */
export type HandoffState = Pick<HandoffSlice, 'handoff' | 'serviceLoginError'>;

export function initialHandoffState(): HandoffState {
  return { handoff: { status: 'idle' }, serviceLoginError: takeHandoffError() };
}
