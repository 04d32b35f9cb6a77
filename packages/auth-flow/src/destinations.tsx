import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where the sign-in flow sends a resident into pages other packages own. The shell hands them in
 * (`AuthDestinationsProvider` around the portal): auth-flow declares only its own paths.
 */
export interface AuthDestinations {
  /** Where a finished sign-in lands, and where a signed-in visitor of `/` or `/login/` goes: the desktop. */
  signedInHome: string;
  /** The login screen's 'Registrate' link. */
  register: string;
  /** The login screen's password-recovery link. */
  forgotPassword: string;
  /** The login screen's resend-validation link. */
  resendVerification: string;
}

const AuthDestinationsContext = createContext<AuthDestinations | null>(null);

export function AuthDestinationsProvider({ value, children }: { value: AuthDestinations; children: ReactNode }) {
  return <AuthDestinationsContext.Provider value={value}>{children}</AuthDestinationsContext.Provider>;
}

/** The destinations the shell handed in; a screen drawn without them is a wiring mistake, said at once. */
export function useAuthDestinations(): AuthDestinations {
  const destinations = useContext(AuthDestinationsContext);
  if (!destinations) throw new Error('auth-flow: no AuthDestinationsProvider above this screen (the shell hands the destinations in).');
  return destinations;
}
