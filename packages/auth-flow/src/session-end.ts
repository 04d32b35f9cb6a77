import { clearSession, logout, readTokens, type SessionEndReason } from '@portal/api-client';

/**
 * Ends the session in this browser and at the service (docs/product.md#sign-out): the tokens go at
 * once, and `logout/` revokes the refresh token's family without anyone waiting for it (sent with
 * keepalive, it arrives while the page leaves). Offline, or against a service without `logout/`,
 * the call fails and the resident is signed out here all the same, told nothing more. A module of
 * its own: the sign-in's store and the hand-off's each bring it, neither the other.
 */
export function endSession(reason?: SessionEndReason): void {
  const { refresh } = readTokens();
  clearSession(reason);
  if (refresh) logout(refresh).catch(() => {});
}
