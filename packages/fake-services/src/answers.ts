// What every fake service answers with, and the small helpers the domains share to build those
// answers: error bodies in the services' shapes, random tokens. The form rules they check are @portal/rules'.

/** What a service call answers: the handlers turn it into a JSON response. */
export interface Answer {
  status: number;
  body: unknown;
  /** Response headers beyond the JSON content type (e.g. `Retry-After`). */
  headers?: Record<string, string>;
}

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** base64url without padding (JWT parts, S256 challenges) of a text whose characters are bytes. */
export function base64Url(binary: string): string {
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomString(length: number, alphabet = ALPHANUMERIC): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** Form values the api-client sends for "no value". */
export function isBlank(value: string): boolean {
  return value === '' || value === 'null' || value === 'undefined';
}

export function fieldErrors(field: string, message: string): Answer {
  return { status: 400, body: { [field]: [message] } };
}

export function detail(status: number, text: string): Answer {
  return { status, body: { detail: text } };
}
