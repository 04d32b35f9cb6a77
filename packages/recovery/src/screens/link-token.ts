/**
 * The `token` of an e-mailed link's query: null when there is none. A repeated token is passed on
 * joined with '&', which no token may contain, so it is refused as malformed rather than guessed at.
 */
export function linkTokenFrom(search: string): string | null {
  const tokens = new URLSearchParams(search).getAll('token');
  if (tokens.length === 0) return null;
  return tokens.join('&');
}
