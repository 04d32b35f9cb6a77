// One refresh at a time across the portal's tabs: the Web Lock the refresh runs under, and how a
// tab that waited learns that the token it holds was spent by another tab (a lock named after
// the token, then the new tokens arriving in its localStorage).
import { readTokens, STORAGE_KEYS } from './storage';

export const REFRESH_LOCK = 'portal-token-refresh';
const SPENT_LOCK_PREFIX = 'portal-token-spent:';
/** How long a tab that knows its token was spent waits for the new tokens to reach its localStorage. */
const STORAGE_CATCH_UP_MS = 5_000;

/** Names a refresh token in a lock name: its end, the signature, tells tokens apart. */
function spentLockName(refresh: string): string {
  return SPENT_LOCK_PREFIX + refresh.slice(-24);
}

/**
 * Says to every tab, before the refresh lock is let go, that this refresh token is spent: a lock
 * held under its name until every tab already waiting for the refresh lock has had its turn (a
 * request queued behind them lets it go). Lock state is the browser's own, the same for every tab
 * at once; localStorage is not (below). Held no longer than that: a page holding a lock is not
 * kept in the back-forward cache.
 */
export async function markSpent(locks: LockManager, refresh: string): Promise<void> {
  await new Promise<void>((granted) => {
    void locks.request(spentLockName(refresh), () => {
      granted();
      return new Promise<void>((release) => {
        void locks.request(REFRESH_LOCK, async () => release());
      });
    });
  });
}

export async function spentElsewhere(locks: LockManager, refresh: string): Promise<boolean> {
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === spentLockName(refresh));
}

/** Resolves once another tab's write replaces `refresh` in this tab's view of localStorage. */
export function storageMovesFrom(refresh: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.refresh && readTokens().refresh !== refresh) done();
    };
    // A bound, not a schedule: without it a tab closed mid-write would leave this one waiting.
    const timer = setTimeout(done, STORAGE_CATCH_UP_MS);
    window.addEventListener('storage', onStorage);
    if (readTokens().refresh !== refresh) done();
  });
}
