import { useDeferredPart, VisuallyHidden } from '@portal/ui-kit';
import { useEffect } from 'react';
import { useAuthStore } from '../store';
import { Countdown } from './countdown';
import { lockDialogPart } from './load-lock-dialog';
import * as styles from './login-screen.css';
import { lockAnnouncement } from './use-lock-countdown';

/**
 * The 403 lock: a visible countdown ticking each second, a polite live region that speaks only
 * at the start and once a minute, and the dialog opened when the lock starts (its code is
 * downloaded apart, see `load-lock-dialog.ts`; it is mounted once it has arrived).
 */
export function LockNotice({ seconds }: { seconds: number }) {
  const dialogOpen = useAuthStore((s) => s.lockDialogOpen);
  const closeLockDialog = useAuthStore((s) => s.closeLockDialog);
  const locked = seconds > 0;
  const open = locked && dialogOpen;
  // Asked for with the credentials and when the lock starts (and by itself back online after a
  // failed download); the lock box and the announcement tell the resident while it is missing.
  const { part: LockDialog, request } = useDeferredPart(lockDialogPart);

  // Opened before its code arrived (or after a failed download): ask for it and show it once here.
  useEffect(() => {
    if (open && !LockDialog) request();
  }, [open, LockDialog, request]);

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
      {LockDialog ? <LockDialog open={open} seconds={seconds} onClose={closeLockDialog} /> : null}
    </>
  );
}
