import { Button, Dialog, VisuallyHidden } from '@portal/ui-kit';
import { spokenDuration } from './durations';
import { INACTIVITY_TEXTS } from './inactivity-texts';
import * as styles from './inactivity-warning.css';
import { announcedRemaining, clockDuration } from './warning-clock';

export interface InactivityWarningProps {
  open: boolean;
  /** Seconds until the session ends. */
  secondsLeft: number;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The warning before an idle session ends (WCAG 2.2.1: warned, and a way to ask for more time).
 * The clock counts down every second on screen; a screen reader hears the time left every half
 * minute and ten seconds before the end, not every second. Closing it (Escape) is staying.
 */
export function InactivityWarning({ open, secondsLeft, onStay, onSignOut }: InactivityWarningProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      role="alertdialog"
      title={INACTIVITY_TEXTS.title}
      hideClose
      description={
        <>
          Pasó un rato sin actividad en el portal. Por seguridad, vamos a cerrar tu sesión en{' '}
          <span className={styles.clock}>{clockDuration(secondsLeft)}</span>.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {INACTIVITY_TEXTS.signOut}
          </Button>
          <Button onClick={onStay}>{INACTIVITY_TEXTS.stay}</Button>
        </>
      }
    >
      <VisuallyHidden role="status">{`Tu sesión se va a cerrar en ${spokenDuration(announcedRemaining(secondsLeft))}.`}</VisuallyHidden>
    </Dialog>
  );
}
