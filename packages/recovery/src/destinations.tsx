import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where the recovery pages send a resident into pages other packages own. The shell hands them
 * in (`createRecoveryRoutes`' `destinations`): this package declares only its own paths.
 */
export interface RecoveryDestinations {
  /** The login screen (`/login/`), where every page's 'volver' and 'ingresar' lead. */
  login: string;
}

const RecoveryDestinationsContext = createContext<RecoveryDestinations | null>(null);

export function RecoveryDestinationsProvider({ value, children }: { value: RecoveryDestinations; children: ReactNode }) {
  return <RecoveryDestinationsContext.Provider value={value}>{children}</RecoveryDestinationsContext.Provider>;
}

/** The destinations the routes were given; a screen drawn without them is a wiring mistake, said at once. */
export function useRecoveryDestinations(): RecoveryDestinations {
  const destinations = useContext(RecoveryDestinationsContext);
  if (!destinations) throw new Error('recovery: no RecoveryDestinationsProvider above this screen (createRecoveryRoutes adds it).');
  return destinations;
}
