/**
 * The browser's localStorage or sessionStorage, or null where there is none (a server render)
 * or it is blocked (privacy settings): callers then behave as a visitor with nothing stored.
 */
export function webStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
