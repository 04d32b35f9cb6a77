// The only module that imports ky: the clients, the bearer, the single-flight refresh (its
// cross-tab locks in refresh-locks.ts, the token's time claims in token-claims.ts).
import ky, { type AfterResponseHook, type BeforeRequestHook, type KyInstance, type Options } from 'ky';
import { type GenericSchema, safeParse } from 'valibot';
import { getRequestTimeout, getServiceConfig } from './configuration';
import { ERROR_MESSAGES, ERROR_REASONS, errorFromBody, isHttpError, type PortalRequestError, portalError, toPortalError } from './errors';
import { markSpent, REFRESH_LOCK, spentElsewhere, storageMovesFrom } from './refresh-locks';
import { refreshAnswer } from './schemas';
import { clearSession, isSignedIn, readTokens, sessionOutlived, storeSession } from './storage';
import { accessTokenExpiry, DUE_SECONDS } from './token-claims';
import type { PortalError, TokenPair } from './types';

const JSON_ACCEPT = { accept: 'application/json' } as const;

/** An answer that arrived but is not what the contract promises; `source` names the call. */
function malformedAnswer(status: number, source?: unknown): PortalRequestError {
  return portalError(ERROR_MESSAGES.malformed, status, {}, source);
}

/**
 * The services the contract says verify the resident's bearer: the auth service, and the
 * municipal host for the resident's own licence and claims (CONTRACT.md). No other host ever
 * receives it, nor refreshes on its 401.
 */
function verifiesBearer(url: string): boolean {
  const { auth, municipal } = getServiceConfig();
  return [auth, municipal].some((base) => url.startsWith(new URL(base).href));
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * The bearer, renewed first when it has already expired: a call sent with it would only come
 * back 401 and be sent again, a round trip lost on a slow line. A refresh that ends the session
 * fails the call with its reason; one that cannot reach the service leaves the call to go as it
 * is (its 401 tries again).
 */
const attachBearer: BeforeRequestHook = async ({ request, options }) => {
  request.headers.delete('authorization');
  if (options.context.authenticated !== true || !verifiesBearer(request.url)) return;
  try {
    await refreshIfExpired();
  } catch (error) {
    if (!isSignedIn()) throw error;
  }
  const { access } = readTokens();
  if (access) request.headers.set('authorization', `Bearer ${access}`);
};

let refreshInFlight: Promise<string> | null = null;

/**
 * The one function that renews the token. Called by the client's hooks (before a call whose
 * token has expired, once after a 401), by the signed-in layout's timer and by the inactivity
 * warning (through `refreshIfDue`); loaders and actions never call it. Single-flight: every
 * caller arriving while a refresh runs waits on the same promise, so a burst of expired calls
 * costs one refresh (a second one would present a rotated token), and across tabs the refresh
 * runs under a Web Lock (below).
 */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = runRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** Whether this tab is refreshing the tokens now. */
export function isRefreshing(): boolean {
  return refreshInFlight !== null;
}

/**
 * Resolves once no refresh is in flight in this tab: at once when none is, after the request
 * timeout at the latest, and never rejects. A full-page navigation waits for it: a page that
 * leaves mid-refresh drops the answer, and with it the new refresh token for the one the service
 * has just spent.
 */
export async function whenRefreshSettled(): Promise<void> {
  const deadline = Date.now() + getRequestTimeout();
  while (refreshInFlight) {
    const left = deadline - Date.now();
    if (left <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {};
    await Promise.race([
      refreshInFlight.then(settled, settled),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
  }
}

/**
 * Refreshes the access token if it has expired or is about to (a resident who answers "still
 * here" finds the next call ready); a token whose expiry cannot be read is left to the 401.
 */
export async function refreshIfDue(now: number = Date.now()): Promise<void> {
  const { access } = readTokens();
  const expiry = access ? accessTokenExpiry(access) : null;
  if (expiry !== null && expiry - now <= DUE_SECONDS * 1000) await refreshAccessToken();
}

/**
 * Refreshes the access token when it has already expired: the client's hook before each
 * authenticated call. One that has not expired, or whose expiry cannot be read, is sent as it is
 * (a 401 still refreshes).
 */
async function refreshIfExpired(now: number = Date.now()): Promise<void> {
  const { access } = readTokens();
  const expiry = access ? accessTokenExpiry(access) : null;
  if (expiry !== null && expiry <= now) await refreshAccessToken();
}

function sessionExpired(source?: unknown): PortalError {
  return portalError(ERROR_MESSAGES.sessionExpired, 401, {}, source);
}

/** The session reached its end (CONTRACT.md, R14): the login screen says 'Por seguridad, volvé a ingresar.' */
function sessionEnded(source?: unknown): PortalError {
  clearSession('security');
  return portalError(ERROR_MESSAGES.sessionEnded, 401, { reason: ERROR_REASONS.sessionEnded }, source);
}

/** Another tab rotated the tokens while this one waited: its access token is the one to use. */
function rotatedElsewhere(seenRefresh: string): string | null {
  const { access, refresh } = readTokens();
  return isSignedIn() && access && refresh && refresh !== seenRefresh ? access : null;
}

/**
 * Tabs share the tokens through localStorage, and the refresh token rotates: two tabs refreshing
 * with the same token would have the second refused (a service detecting reuse ends the whole
 * session). A Web Lock makes the tabs take turns; the one that waited uses the rotated tokens.
 * Browsers hand one tab's localStorage writes to another tab asynchronously, so the waiting tab
 * may be given the lock before it sees them: the refresher marks the spent token with a lock of
 * its own first, and a tab that finds its token marked waits for the new tokens to arrive.
 */
async function runRefresh(): Promise<string> {
  const seenRefresh = readTokens().refresh;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshWith(seenRefresh);
  return locks.request(REFRESH_LOCK, () => refreshWith(seenRefresh, locks));
}

async function refreshWith(seenRefresh: string | null, locks?: LockManager): Promise<string> {
  if (seenRefresh) {
    const rotated = rotatedElsewhere(seenRefresh);
    if (rotated) return rotated;
    if (locks && (await spentElsewhere(locks, seenRefresh))) {
      await storageMovesFrom(seenRefresh);
      const arrived = rotatedElsewhere(seenRefresh);
      if (arrived) return arrived;
    }
  }
  const { refresh } = readTokens();
  if (!refresh) {
    // Nothing to refresh with: the session is over whatever the flag says.
    clearSession('expired');
    throw sessionExpired();
  }
  // The portal's own 12 hours, for a service that does not end its sessions (R14's meanwhile).
  if (sessionOutlived()) throw sessionEnded();
  let tokens: TokenPair;
  try {
    tokens = await postRefresh(refresh);
  } catch (error) {
    const failure = toPortalError(error);
    // A 400 from refreshtoken/ ends the session (docs/product.md#token-refresh); a 401 means the same (token rejected).
    if (failure.status === 400 || failure.status === 401) {
      // Refused because another tab (without Web Locks) rotated it first: not a sign-out.
      const rotatedMeanwhile = rotatedElsewhere(refresh);
      if (rotatedMeanwhile) return rotatedMeanwhile;
      if (failure.reason === ERROR_REASONS.sessionEnded) throw sessionEnded(failure);
      clearSession('expired');
      throw sessionExpired(failure);
    }
    throw failure;
  }
  // A sign-out (here or in another tab) while the refresh ran wins over the new tokens.
  if (!isSignedIn()) throw sessionExpired();
  // The answer belongs to the session whose refresh token it spent. If another is stored now (an
  // account signed in in another tab, or a tab without Web Locks rotated first), it is not
  // written over it: the stored session's own access token is used, as every other call does.
  if (readTokens().refresh !== refresh) {
    const current = rotatedElsewhere(refresh);
    if (current) return current;
    throw sessionExpired();
  }
  storeSession(tokens);
  if (locks) await markSpent(locks, refresh);
  return tokens.access;
}

export async function postRefresh(refresh: string): Promise<TokenPair> {
  const answer = await requestJson(
    plainHttp,
    'refreshtoken/',
    { method: 'post', prefix: getServiceConfig().auth, json: { refresh } },
    refreshAnswer,
  );
  // The contract rotates the refresh token; a service that keeps it answers only `access`.
  return { access: answer.access, refresh: answer.refresh ?? refresh };
}

const refreshOnUnauthorized: AfterResponseHook = async ({ request, options, response, retryCount }) => {
  // Only the first answer of an authenticated call may refresh: a 401 on the retry is final.
  if (response.status !== 401 || options.context.authenticated !== true || retryCount > 0) return;
  if (!verifiesBearer(request.url)) return;
  const current = readTokens().access;
  // Another call may have refreshed while this one was on the wire: reuse its token.
  const access = current && current !== bearerOf(request) ? current : await refreshAccessToken();
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${access}`);
  // `request` is ky's unsent clone, so its body (a multipart one too) is re-sent byte for byte.
  return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
};

/**
 * A 5xx answer, for the error reporter: onto the queue the prelude keeps and the reporter takes
 * over (apps/portal/public/reports-prelude.js), which cuts the address to its path without ids.
 * Nothing of the reporter is imported here: every page carries this client before it works.
 */
const reportServerError: AfterResponseHook = ({ request, response }) => {
  if (response.status > 499)
    (globalThis as { __portalErrors?: { push(entry: object): unknown } }).__portalErrors?.push({
      kind: 'call',
      call: request.url,
      status: response.status,
    });
};

/**
 * Hosts other than the auth service, and the refresh itself: no bearer hook, so no bearer can
 * ever be attached, and no automatic retries.
 */
export const plainHttp: KyInstance = ky.create({ retry: 0, headers: JSON_ACCEPT, hooks: { afterResponse: [reportServerError] } });

/**
 * The client of the services that verify the bearer (the auth service, the municipal host):
 * bearer on authenticated calls, refresh and one retry on 401.
 */
export const authHttp: KyInstance = ky.create({
  headers: JSON_ACCEPT,
  // Only the forced retry after a refresh: no method or status is retried on its own.
  retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [], retryOnTimeout: false },
  hooks: { beforeRequest: [attachBearer], afterResponse: [refreshOnUnauthorized, reportServerError] },
});

export interface AuthCallOptions extends Omit<Options, 'prefix' | 'context' | 'parseJson'> {
  authenticated?: boolean;
}

export function authOptions({ authenticated = false, ...options }: AuthCallOptions = {}): Options {
  return { ...options, prefix: getServiceConfig().auth, context: { authenticated } };
}

/** A call for the resident's own data on the municipal host: with the bearer, through the same refresh. */
export function residentDataOptions(options: Omit<AuthCallOptions, 'authenticated'> = {}): Options {
  return { ...options, prefix: getServiceConfig().municipal, context: { authenticated: true } };
}

export interface ReadOptions {
  /** Message for an error answer that carries no text of its own. */
  fallbackMessage?: string;
}

function normalise(error: unknown, fallbackMessage: string | undefined): PortalError {
  if (isHttpError(error) && fallbackMessage) return errorFromBody(error.response.status, error.data, fallbackMessage, error);
  return toPortalError(error);
}

/** Sends a call and checks its JSON answer against its schema (schemas.ts); everything it throws is a PortalError. */
export async function requestJson<T>(
  http: KyInstance,
  input: string,
  options: Options,
  schema: GenericSchema<unknown, T>,
  { fallbackMessage }: ReadOptions = {},
): Promise<T> {
  let status = 0;
  let value: unknown;
  // The call an unreadable answer came from (its endpoint is all an error keeps of it).
  let answered: { request: { method: string; url: string } } | undefined;
  try {
    value = await http(input, {
      timeout: getRequestTimeout(),
      ...options,
      parseJson: (text, { response }) => {
        status = response.status;
        answered = { request: { method: (options.method ?? 'get').toUpperCase(), url: response.url } };
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw malformedAnswer(response.status, answered);
        }
      },
    }).json();
  } catch (error) {
    throw normalise(error, fallbackMessage);
  }
  const checked = safeParse(schema, value);
  if (!checked.success) throw malformedAnswer(status, answered);
  return checked.output;
}

/** Sends a call whose answer body the portal does not need. */
export async function requestVoid(http: KyInstance, input: string, options: Options, { fallbackMessage }: ReadOptions = {}): Promise<void> {
  try {
    await http(input, { timeout: getRequestTimeout(), ...options }).arrayBuffer();
  } catch (error) {
    throw normalise(error, fallbackMessage);
  }
}
