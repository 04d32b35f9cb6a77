import type { ProviderReturnSlice } from './provider-return-slice';

/**
 * The provider-return slice's state, apart from its actions (`provider-return-slice.ts`): the
 * store is created with it on the first load, the actions arrive with the return screen.
 */
export type ProviderReturnState = Pick<ProviderReturnSlice, 'providerReturn'>;

export function initialProviderReturnState(): ProviderReturnState {
  return { providerReturn: { status: 'idle' } };
}
