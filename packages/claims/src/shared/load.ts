import type { PortalError } from '@portal/api-client';

/** The state of one load, as one discriminated union (conventions: ory/elements' flow state). */
export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: PortalError };

export const IDLE: Load<never> = { status: 'idle' };
