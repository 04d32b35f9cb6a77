import type { Answer } from './answers';
import { createStore, type World } from './world';

// The limit on calls that send mail (sign-in codes, password resets, validation e-mails, support
// requests): three per address or DNI in fifteen minutes, then 429 with `Retry-After`, answered
// alike whether or not an account stands behind the address, so the limit reveals none. The DNI
// check (`checkuser/`) is limited the same way, ten per client.

export const MAIL_LIMIT = 3;
export const MAIL_WINDOW_SECONDS = 15 * 60;
/** `checkuser/` per client in the same window (CONTRACT.md, R12). */
export const CHECK_USER_LIMIT = 10;

export function createMailLimits(world: World) {
  /** When each counted call was made, by key ('email:…', 'account:…', 'dni:…'). */
  const sent = createStore<string, number[]>(world);

  return {
    /**
     * Counts one call for `key` and answers null, or answers the 429 when the key has had its
     * `limit` (three) in the window (that call is not counted). `textField` names the service's error
     * field (the incident service speaks `message`, the others `detail`).
     */
    take(key: string, textField: 'detail' | 'message' = 'detail', limit = MAIL_LIMIT): Answer | null {
      const now = world.now();
      const windowMs = MAIL_WINDOW_SECONDS * 1000;
      const recent = (sent.get(key) ?? []).filter((at) => now - at < windowMs);
      const oldest = recent[0];
      if (recent.length >= limit && oldest !== undefined) {
        sent.set(key, recent);
        const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
        return {
          status: 429,
          body: { [textField]: 'Hiciste varios pedidos seguidos. Esperá unos minutos y volvé a intentar.', retry_after: retryAfter },
          headers: { 'Retry-After': String(retryAfter) },
        };
      }
      recent.push(now);
      sent.set(key, recent);
      return null;
    },
  };
}

export type MailLimits = ReturnType<typeof createMailLimits>;

/** The key of an e-mail address as typed: the same address in any case counts once. */
export function emailKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}
