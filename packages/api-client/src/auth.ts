import type { GenericSchema } from 'valibot';
import { getServiceConfig } from './configuration';
import { isPortalError, portalError } from './errors';
import { formData } from './form-data';
import { authHttp, authOptions, plainHttp, postRefresh, requestJson, requestVoid } from './http';
import { isProvider } from './providers';
import {
  alphaAnswer,
  detailAnswer,
  emailChangeAnswer,
  locations,
  loginAnswer,
  providerDeclineAnswer,
  providerReturn,
  providerReturnAnswer,
  registrationAnswer,
  tokenPair,
} from './schemas';
import { clearSession, readTokens, type SessionEndReason } from './storage';
import type {
  LoginChallenge,
  Provider,
  ProviderDeclineAnswer,
  ProviderReturn,
  ProviderReturnAnswer,
  RegistrationAnswer,
  RegistrationRequest,
  TokenPair,
} from './types';

function assertProvider(provider: Provider): void {
  // The provider often comes from the address bar; only the four known ones form a path.
  if (!isProvider(provider)) throw portalError('Proveedor de identidad desconocido.', 0);
}

/** POST login/: checks the password; the service e-mails a 4-digit code and names the sign-in with a ticket. */
export function login(credentials: { username: string; password: string }): Promise<LoginChallenge> {
  return requestJson(authHttp, 'login/', authOptions({ method: 'post', json: credentials }), loginAnswer);
}

/**
 * POST doublefactor/: the e-mailed code for the tokens, with the ticket of the sign-in that asked
 * for it (left out when the service answered none). A wrong code is a PIN error.
 */
export function verifySecondFactor({ username, code, ticket }: { username: string; code: string; ticket?: string }): Promise<TokenPair> {
  const json = ticket === undefined ? { username, code } : { username, code, ticket };
  return requestJson(authHttp, 'doublefactor/', authOptions({ method: 'post', json }), tokenPair);
}

/**
 * POST logout/: the service revokes the refresh token's family (every token rotated from that
 * sign-in). Sent with `keepalive`, so it reaches the service while the page leaves; no bearer,
 * no refresh: the refresh token is the credential. A form body, not JSON: a request that needs
 * no CORS preflight, which not every browser makes for a keepalive request.
 */
export function logout(refresh: string): Promise<void> {
  const body = new URLSearchParams({ refresh });
  return requestVoid(plainHttp, 'logout/', { method: 'post', prefix: getServiceConfig().auth, body, keepalive: true });
}

/**
 * Ends the session in this browser and at the service (docs/product.md#sign-out): the tokens go at
 * once, and `logout/` revokes the refresh token's family without anyone waiting for it (sent with
 * keepalive, it arrives while the page leaves). Offline, or against a service without `logout/`,
 * the call fails and the resident is signed out here all the same, told nothing more. The
 * session's infrastructure, as the refresh is: the sign-out route's action, the end of an idle
 * session and a refused hand-off use it.
 */
export function endSession(reason?: SessionEndReason): void {
  const { refresh } = readTokens();
  clearSession(reason);
  if (refresh) logout(refresh).catch(() => {});
}

/**
 * POST logoutall/ (bearer): the service ends every session of the resident's account, on every
 * device, this one included (every refresh-token family revoked). Awaited, unlike `logout`: the
 * resident stays signed in here until the service has done it, so a failure can be told and
 * tried again.
 */
export function logoutAllSessions(): Promise<void> {
  return requestVoid(authHttp, 'logoutall/', authOptions({ authenticated: true, method: 'post' }));
}

/**
 * POST refreshtoken/ through the bare client (no hooks, no retry). Does not store anything;
 * authenticated calls refresh on their own.
 */
export function refreshTokens(refresh: string): Promise<TokenPair> {
  return postRefresh(refresh);
}

/** GET newalpha/ (bearer): the one-time token for a hand-off to a city service. */
export function requestAlpha(): Promise<string> {
  return requestJson(authHttp, 'newalpha/', authOptions({ authenticated: true }), alphaAnswer);
}

/**
 * A POST whose secrets travel in its JSON body (CONTRACT.md, R16). A service that only has the old
 * GET answers 405: the call is sent once more as that GET, the secrets in its query as before.
 */
async function postOrOldGet<T>(
  path: string,
  json: Record<string, string>,
  { authenticated, schema }: { authenticated: boolean; schema: GenericSchema<unknown, T> },
): Promise<T> {
  try {
    return await requestJson(authHttp, path, authOptions({ authenticated, method: 'post', json }), schema);
  } catch (error) {
    if (!(isPortalError(error) && error.status === 405)) throw error;
    return requestJson(authHttp, path, authOptions({ authenticated, searchParams: json }), schema);
  }
}

/**
 * POST {provider}redirect/: exchanges the provider's `state` and `code` once, with the verifier
 * whose S256 challenge started the sign-in in this tab (`code_verifier`, when there is one). With
 * `verify`, the resident is signed in and the provider's identity verifies this account (R11): the
 * call carries the bearer (and refreshes once on a 401); a provider identity with another DNI is a
 * 409 with reason `dni_mismatch`.
 */
export async function exchangeProviderReturn(
  provider: Provider,
  query: { state: string; code: string; verifier?: string },
  { verify = false }: { verify?: boolean } = {},
): Promise<ProviderReturnAnswer> {
  assertProvider(provider);
  const json: Record<string, string> = { state: query.state, code: query.code };
  if (query.verifier !== undefined) json.code_verifier = query.verifier;
  return postOrOldGet(`${provider}redirect/`, json, { authenticated: verify, schema: providerReturnAnswer });
}

/** A pending choice of a provider return (R17): its ticket, and the return's verifier it is bound to. */
export interface ProviderLinkTicket {
  ticket: string;
  verifier: string;
}

function linkCall<T>(
  path: string,
  { ticket, verifier }: ProviderLinkTicket,
  fields: Record<string, string>,
  schema: GenericSchema<unknown, T>,
) {
  const json = { ticket, code_verifier: verifier, ...fields };
  return requestJson(authHttp, `providerlink/${path}`, authOptions({ method: 'post', json }), schema);
}

/** POST providerlink/login/: 'Es mi cuenta', the account's password; the service mails the code. Answers its text. */
export function providerLinkLogin(pending: ProviderLinkTicket, password: string): Promise<string> {
  return linkCall('login/', pending, { password }, detailAnswer);
}

/** POST providerlink/doublefactor/: the mailed code; the link (or the new account) is made: a return's answer, for afipprofile/. */
export function providerLinkSecondFactor(pending: ProviderLinkTicket, code: string): Promise<ProviderReturn> {
  return linkCall('doublefactor/', pending, { code }, providerReturn);
}

/** POST providerlink/decline/: 'No la reconozco': the claimed account is closed and the identity gets its own. */
export function providerLinkDecline(pending: ProviderLinkTicket): Promise<ProviderDeclineAnswer> {
  return linkCall('decline/', pending, {}, providerDeclineAnswer);
}

/** POST providerlink/email/: the e-mail for the new account; the service mails a code to it. Answers its text. */
export function providerLinkEmail(pending: ProviderLinkTicket, email: string): Promise<string> {
  return linkCall('email/', pending, { email }, detailAnswer);
}

/** POST afipprofile/ `{token}`: the provider token for the portal's tokens (every provider). */
export function exchangeProviderToken(token: string): Promise<TokenPair> {
  return postOrOldGet('afipprofile/', { token }, { authenticated: false, schema: tokenPair });
}

/** POST customuser/ (multipart): creates an account that still needs its e-mail validation. */
export function registerAccount(request: RegistrationRequest): Promise<RegistrationAnswer> {
  const body = formData({
    first_name: request.first_name,
    last_name: request.last_name,
    dni: request.dni,
    email: request.email,
    password: request.password,
  });
  return requestJson(authHttp, 'customuser/', authOptions({ method: 'post', body }), registrationAnswer);
}

/**
 * POST checkuser/: whether a DNI can still be registered. Limited per client (R12): a 429 is
 * thrown, with `retryAfter`, as for the calls that send mail.
 */
export async function checkDni(dni: string): Promise<'free' | 'taken'> {
  try {
    await requestVoid(authHttp, 'checkuser/', authOptions({ method: 'post', json: { dni } }));
    return 'free';
  } catch (error) {
    if (isPortalError(error) && error.status === 400) return 'taken';
    throw error;
  }
}

/** GET locations/: the towns a profile may name. */
export function getLocations(): Promise<string[]> {
  return requestJson(authHttp, 'locations/', authOptions(), locations);
}

/** POST passwordreset/: answers alike whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  return requestVoid(authHttp, 'passwordreset/', authOptions({ method: 'post', json: { email } }));
}

/** POST passwordreset/confirm/: sets the new password with the e-mailed token. */
export function confirmPasswordReset(input: { token: string; password: string }): Promise<void> {
  return requestVoid(authHttp, 'passwordreset/confirm/', authOptions({ method: 'post', json: input }));
}

/** POST resendverification/: answers alike whether or not the address has an account. */
export function resendVerification(email: string): Promise<void> {
  return requestVoid(authHttp, 'resendverification/', authOptions({ method: 'post', json: { email } }));
}

/** POST emailchange/confirm/: the e-mailed link makes the new address the account's; answers it. */
export async function confirmEmailChange(token: string): Promise<string> {
  const answer = await requestJson(authHttp, 'emailchange/confirm/', authOptions({ method: 'post', json: { token } }), emailChangeAnswer);
  return answer.email;
}

/**
 * POST emailchange/cancel/: the link mailed to the old address cancels a pending e-mail change at
 * once (R13); answers the service's text for the resident.
 */
export function cancelEmailChange(token: string): Promise<string> {
  return requestJson(authHttp, 'emailchange/cancel/', authOptions({ method: 'post', json: { token } }), detailAnswer);
}

/**
 * What the undo of a confirmed e-mail change sends: the link's token, the new password and, for a
 * level-2 account, the return of a provider sign-in made for it (R13).
 */
export interface EmailUndoRequest {
  token: string;
  password: string;
  proof?: { provider: Provider; state: string; code: string; verifier: string };
}

/**
 * POST emailchange/undo/: the link mailed to the replaced address on a confirmation undoes the
 * change with a new password (R13); answers the service's text for the resident. A refused
 * password is a 400 with `fieldErrors.password`; a level-2 account without a provider's
 * confirmation a 403 with reason `provider_required`; another DNI's a 409 `dni_mismatch`.
 */
export function undoEmailChange({ token, password, proof }: EmailUndoRequest): Promise<string> {
  const json: Record<string, string> = { token, password };
  if (proof) {
    assertProvider(proof.provider);
    Object.assign(json, { provider: proof.provider, state: proof.state, code: proof.code, code_verifier: proof.verifier });
  }
  return requestJson(authHttp, 'emailchange/undo/', authOptions({ method: 'post', json }), detailAnswer);
}

/** POST activate/: validates the account with the e-mailed token. */
export function activateAccount(token: string): Promise<void> {
  return requestVoid(authHttp, 'activate/', authOptions({ method: 'post', json: { token } }));
}
