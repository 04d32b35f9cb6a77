import { useHydrated } from '@portal/ui-kit';
import * as styles from './script-pending-notice.css';
import { SCRIPT_PENDING_TEXT } from './script-pending-text';

/**
 * A page drawn from HTML shows its form at once, but its buttons wait for the script. If the
 * script never runs (JavaScript turned off, or its files lost on the way), the resident would be
 * left before a button that never wakes: after a while this notice says why and what to do. It
 * is part of the server's markup and of hydration's first render, and goes as soon as React owns
 * the page; a page drawn in the browser alone never shows it.
 */
export function ScriptPendingNotice() {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <p className={styles.notice} role="status" data-script-pending="">
      {SCRIPT_PENDING_TEXT}
    </p>
  );
}
