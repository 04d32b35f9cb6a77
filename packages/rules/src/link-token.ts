/**
 * A token that arrives in a link's query: an e-mailed link's `token` (activation, reset, e-mail
 * change) or a provider return's `state` and `code`. They are URL-safe; anything else (markup,
 * spaces, quotes, a repeated token joined with '&') is not one of ours.
 */
const LINK_TOKEN = /^[A-Za-z0-9._~-]{1,512}$/;

export function isLinkToken(value: string | null): value is string {
  return value !== null && LINK_TOKEN.test(value);
}

/**
 * The `token` of an e-mailed link's query: null when there is none. A repeated token is passed on
 * joined with '&', which no token may contain, so it is refused as malformed rather than guessed at.
 */
export function linkTokenFrom(search: string): string | null {
  const tokens = new URLSearchParams(search).getAll('token');
  return tokens.length === 0 ? null : tokens.join('&');
}
