import { VisuallyHidden } from '@portal/ui-kit';
import { useAuthStore } from '../store';
import { Countdown } from './countdown';
import { LockDialog } from './lock-dialog';
import * as styles from './login-screen.css';
import { lockAnnouncement } from './use-lock-countdown';

/**
 * The 403 lock: a visible countdown ticking each second, a polite live region that speaks only
 * at the start and once a minute, and the dialog opened when the lock starts.
 */
export function LockNotice({ seconds }: { seconds: number }) {
  const dialogOpen = useAuthStore((s) => s.lockDialogOpen);
  const closeLockDialog = useAuthStore((s) => s.closeLockDialog);
  const locked = seconds > 0;
  const open = locked && dialogOpen;
  return (
    <>
      {/* Always in the page, so that assistive technology hears when its text changes. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {lockAnnouncement(seconds)}
      </VisuallyHidden>
      {/* Not a live region (a Banner is one): a per-second countdown must not be read out each second. */}
      {locked ? (
        <div className={styles.lockBox}>
          <p className={styles.lockTitle}>Cuenta bloqueada temporalmente</p>
          <p className={styles.lockText}>
            <Countdown seconds={seconds} />
          </p>
        </div>
      ) : null}
      <LockDialog open={open} seconds={seconds} onClose={closeLockDialog} />
    </>
  );
}
