import type { Provider } from './types';

// A module of its own: the shell's route table needs the list, and importing it from the calls'
// module would bring the HTTP client and its answer schemas into every route's first load.
export const PROVIDERS: readonly Provider[] = ['afip', 'anses', 'miargentina', 'renaper'];

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value);
}
