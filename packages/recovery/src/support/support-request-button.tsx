// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { useState } from 'react';
import { SupportRequestDialog } from './support-request-dialog';
import * as styles from './support-request-button.css';

/**
 * The login screen's 'Problemas para registrarte' button and the support modal it opens. The
 * modal stays mounted, so closing and reopening it keeps the draft.
 */
export function SupportRequestButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Problemas para registrarte
      </button>
      <SupportRequestDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
