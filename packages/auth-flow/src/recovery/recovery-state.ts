import type { RecoverySlice } from './recovery-slice';

/**
 * The recovery slice's state, apart from its actions (`recovery-slice.ts`): the store is created
 * with it on the first load, the actions arrive with the screens that use them.
 */
export type RecoveryState = Pick<RecoverySlice, 'passwordReset' | 'verificationResend' | 'activation' | 'newPassword' | 'support'>;

export function initialRecoveryState(): RecoveryState {
  return {
    passwordReset: { status: 'idle' },
    verificationResend: { status: 'idle' },
    activation: { status: 'idle' },
    newPassword: { status: 'idle' },
    support: { status: 'idle' },
  };
}
