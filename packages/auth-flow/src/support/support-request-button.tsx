import { useState } from 'react';
import { SUPPORT_TEXTS, SupportRequestDialog } from './support-request-dialog';
import * as styles from './support-request.css';

/** The login screen's 'Problemas para registrarte' button and the support modal it opens. */
export function SupportRequestButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {SUPPORT_TEXTS.title}
      </button>
      <SupportRequestDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
