import type { HTTPError } from 'ky';
import type { PortalError } from './types';

/** Texts a resident reads when no usable answer arrived. */
export const ERROR_MESSAGES = {
  network: 'No pudimos conectarnos con el servicio. Revisá tu conexión e intentá de nuevo.',
  timeout: 'El servicio tardó demasiado en responder. Intentá de nuevo.',
  malformed: 'El servicio respondió algo inesperado. Intentá de nuevo más tarde.',
  failed: 'El servicio no pudo completar la operación. Intentá de nuevo más tarde.',
  sessionExpired: 'Tu sesión expiró. Ingresá de nuevo.',
  sessionEnded: 'Por seguridad, volvé a ingresar.',
} as const;

/**
 * The `reason` of an error body (CONTRACT.md, R11 to R15): what a screen tells apart from the
 * other refusals of the same status.
 */
export const ERROR_REASONS = {
  /** 403 from the municipal host or newalpha/: the token is level 1, the data or a hand-off needs a proven DNI (R11). */
  level: 'level',
  /** 403 from the municipal host: another DNI than the token's (R1). */
  otherDni: 'other_dni',
  /** 409 from a verifying provider return: the provider's identity has another DNI (R11). */
  dniMismatch: 'dni_mismatch',
  /** 403 from login/ or doublefactor/: too many wrong codes in a day; a password reset reopens it (R15). */
  codeStepClosed: 'code_step_closed',
  /** 400 from refreshtoken/: the session reached its 12 hours or its idle end (R14). */
  sessionEnded: 'session_ended',
  /** 400 from a providerlink/ call: the pending choice is spent, expired or not this tab's (R17). */
  linkExpired: 'link_expired',
  /** 403 from emailchange/undo/: a level-2 account's undo needs a provider's confirmation of its DNI (R13). */
  providerRequired: 'provider_required',
} as const;

/**
 * A 429 from a call that sends mail (docs/product.md#error-catalogue): how long to wait, in whole
 * minutes, from the service's `Retry-After`; 'unos minutos' when it says nothing.
 */
export function tooManyRequestsMessage(retryAfterSeconds?: number): string {
  const minutes = retryAfterSeconds !== undefined && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds / 60) : null;
  const wait = minutes === null ? 'unos minutos' : minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return `Hiciste varios pedidos seguidos. Esperá ${wait} y volvé a intentar.`;
}

/** Seconds a `Retry-After` header asks for (a number of seconds or an HTTP date), if any. */
function retryAfterHeader(source: unknown, now = Date.now()): number | undefined {
  const response = typeof source === 'object' && source !== null ? (source as { response?: { headers?: unknown } }).response : undefined;
  const headers = response?.headers;
  if (!(typeof headers === 'object' && headers !== null && 'get' in headers && typeof headers.get === 'function')) return undefined;
  const value = (headers.get('retry-after') as string | null)?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Where a failed call went, as "METHOD origin/path": never its query, body or answer, which can
 * carry one-time secrets (a provider's code, a reset token) and personal data. It is all an error
 * keeps of the request: what the console shows of an error, for support, is its message, status
 * and this. (ky's errors name the whole request, query included, in their message.)
 */
export function endpointOf(source: unknown): string | undefined {
  const request = typeof source === 'object' && source !== null ? (source as { request?: unknown }).request : undefined;
  if (typeof request !== 'object' || request === null) return undefined;
  const { method, url } = request as { method?: unknown; url?: unknown };
  if (typeof method !== 'string' || typeof url !== 'string') return undefined;
  try {
    const { origin, pathname } = new URL(url);
    return `${method} ${origin}${pathname}`;
  } catch {
    return undefined;
  }
}

/** What every call throws: an Error (so it has a stack) that is also a PortalError (docs/product.md#error-catalogue). */
export class PortalRequestError extends Error implements PortalError {
  readonly status: number;
  readonly isPinError: boolean;
  readonly fieldErrors?: Record<string, string[]>;
  readonly retryAfter?: number;
  readonly reason?: string;
  /** The call that failed, without query or body (`endpointOf`). */
  readonly endpoint?: string;

  constructor(error: PortalError, options: { endpoint?: string | undefined } = {}) {
    super(error.message);
    this.name = 'PortalRequestError';
    this.status = error.status;
    this.isPinError = error.isPinError;
    if (error.fieldErrors) this.fieldErrors = error.fieldErrors;
    if (error.retryAfter !== undefined) this.retryAfter = error.retryAfter;
    if (error.reason !== undefined) this.reason = error.reason;
    if (options.endpoint !== undefined) this.endpoint = options.endpoint;
  }
}

export function isPortalError(value: unknown): value is PortalError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.message === 'string' && typeof candidate.status === 'number' && typeof candidate.isPinError === 'boolean';
}

/**
 * The error a call throws. `source` is what failed (ky's error, or anything with its `request`):
 * only its endpoint is kept, never the object itself, whose request and answer can hold secrets.
 */
export function portalError(
  message: string,
  status: number,
  extra: Partial<Pick<PortalError, 'isPinError' | 'fieldErrors' | 'retryAfter' | 'reason'>> = {},
  source?: unknown,
): PortalRequestError {
  return new PortalRequestError({ message, status, isPinError: extra.isPinError ?? false, ...extra }, { endpoint: endpointOf(source) });
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `{field: ['msg', …]}` (Django REST style), keeping only string messages. */
function readFieldErrors(body: Record<string, unknown>): Record<string, string[]> | undefined {
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    const messages = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    if (messages.length > 0) fields[field] = messages;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * A 5xx is the service failing, in whatever words it chose (English, a stack trace, internal
 * names): the resident reads the portal's own text, and the service's goes to the console, with
 * the endpoint and status, for support.
 */
function serviceFailure(status: number, body: unknown, fallback: string, source: unknown): PortalRequestError {
  const error = portalError(fallback, status, {}, source);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // A proxy's error page arrives as text: its start is enough for support.
  const serviceText = nonEmptyText(record.detail) ?? nonEmptyText(record.message) ?? nonEmptyText(body)?.slice(0, 300);
  if (serviceText) console.warn(`${error.endpoint ?? 'A service call'} answered ${status}: ${serviceText}`);
  return error;
}

/** Turns an error answer's body into the error object of docs/product.md#error-catalogue; `source` as for `portalError`. */
export function errorFromBody(
  status: number,
  body: unknown,
  fallback: string = ERROR_MESSAGES.failed,
  source?: unknown,
): PortalRequestError {
  if (status >= 500) return serviceFailure(status, body, fallback, source);
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const retryAfter =
    typeof record?.retry_after === 'number' && Number.isFinite(record.retry_after) ? record.retry_after : retryAfterHeader(source);
  // Too many mails asked for: the portal says how long to wait in its own words, on every screen
  // alike, whatever the body (a proxy's limit answers a page of its own).
  if (status === 429)
    return portalError(tooManyRequestsMessage(retryAfter), status, retryAfter === undefined ? {} : { retryAfter }, source);
  if (!record) return portalError(fallback, status, {}, source);
  const fieldErrors = readFieldErrors(record);
  const firstFieldMessage = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined;
  const message = nonEmptyText(record.detail) ?? nonEmptyText(record.message) ?? firstFieldMessage ?? fallback;
  const reason = nonEmptyText(record.reason);
  return portalError(
    message,
    status,
    {
      isPinError: status === 400 && record.pin_error === true,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
      ...(reason !== undefined ? { reason } : {}),
    },
    source,
  );
}

/**
 * A failure worth trying again: no answer (a dropped line, a time-out: status 0) or the service
 * failing (a 5xx). A 4xx is the service refusing what was sent (a used link, a refused token), and
 * an answer outside the contract is not a passing trouble either: the same request would fare alike.
 */
export function isRetryable(error: PortalError): boolean {
  return error.status === 0 || error.status >= 500;
}

/** ky's errors are recognised by name, as ky's own guards do: this module needs ky only as a type. */
function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

/** ky's HTTPError: an answer with an error status. */
export function isHttpError(error: unknown): error is HTTPError {
  if (!hasName(error, 'HTTPError')) return false;
  const { response } = error as { response?: unknown };
  return typeof response === 'object' && response !== null && typeof (response as { status?: unknown }).status === 'number';
}

/** Normalises anything a call can throw to the error object (docs/product.md#error-catalogue). */
export function toPortalError(error: unknown): PortalError {
  if (error instanceof PortalRequestError) return error;
  if (isPortalError(error)) return new PortalRequestError(error);
  if (isHttpError(error)) return errorFromBody(error.response.status, error.data, ERROR_MESSAGES.failed, error);
  // ky's TimeoutError and the DOMException of `AbortSignal.timeout()` share the name.
  if (hasName(error, 'TimeoutError')) return portalError(ERROR_MESSAGES.timeout, 0, {}, error);
  if (hasName(error, 'NetworkError')) return portalError(ERROR_MESSAGES.network, 0, {}, error);
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return portalError(ERROR_MESSAGES.timeout, 0, {}, error);
  }
  if (error instanceof TypeError) return portalError(ERROR_MESSAGES.network, 0, {}, error);
  return portalError(ERROR_MESSAGES.malformed, 0, {}, error);
}

/**
 * A refusal as plain data, for a route action to return: what a screen reads of the error (its
 * message, status, PIN flag, field errors, wait and the service's reason), without the error
 * object and its cause.
 */
export function refusalData(cause: unknown): PortalError {
  const { message, status, isPinError, fieldErrors, retryAfter, reason } = toPortalError(cause);
  return {
    message,
    status,
    isPinError,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(reason === undefined ? {} : { reason }),
  };
}
