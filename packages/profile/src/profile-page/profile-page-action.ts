import { clearSession, type PortalError, toPortalError } from '@portal/api-client';
import { logoutAllSessions } from '@portal/api-client/calls';
import { type ActionFunction, data, redirectDocument } from 'react-router';

// /perfil's route action: 'Cerrar sesión en todos los dispositivos'
// (docs/product.md#sign-out-on-every-device), submitted by the page's dialog through a fetcher.

/** Every session is still open: the dialog says why and offers another try. */
export interface SignOutEverywhereFailure {
  kind: 'failed';
  error: PortalError;
}

/**
 * Ends every session of the account at the service (`logoutall/`), then signs this browser out
 * (every tab follows; the login says why) and loads `afterSignOut` afresh, nothing of the resident
 * kept in the page. A failure keeps the resident signed in, as data for the dialog; its status
 * tells the router nothing changed, so it loads nothing again.
 */
export function signOutEverywhereAction(afterSignOut: string): ActionFunction {
  return async () => {
    try {
      await logoutAllSessions();
    } catch (caught) {
      return data({ kind: 'failed', error: toPortalError(caught) } satisfies SignOutEverywhereFailure, { status: 400 });
    }
    clearSession('all-devices');
    return redirectDocument(afterSignOut);
  };
}
