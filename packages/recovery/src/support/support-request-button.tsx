import { VisuallyHidden } from '@portal/ui-kit';
import { useState } from 'react';
import { supportDialogPart } from './load-support-dialog';
import * as styles from './support-request-button.css';

/** The button's text; also the modal's title (`SUPPORT_TEXTS.title`), kept here so the button needs no modal code. */
const SUPPORT_BUTTON_LABEL = 'Problemas para registrarte';

/** Read after the button's text while the modal's code downloads. */
export const SUPPORT_LOADING_NOTE = '(abriendo el formulario…)';

/** What the resident reads when the modal could not be downloaded; the next click tries again. */
export const SUPPORT_LOAD_ERROR = 'No pudimos abrir el formulario de soporte. Revisá tu conexión e intentá de nuevo.';

type LoadStatus = 'idle' | 'loading' | 'failed';

/**
 * The login screen's 'Problemas para registrarte' button and the support modal it opens. The
 * modal's code is downloaded on hover or focus, or at the latest on the click (few residents open
 * it: it is not downloaded on every visit); while a click waits for it the button says it is busy. It stays focusable meanwhile
 * (`aria-disabled`, not `disabled`), so focus does not fall to the page and the modal can give it
 * back on close.
 */
export function SupportRequestButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing and reopening keeps the draft.
  const [shown, setShown] = useState(false);
  const [status, setStatus] = useState<LoadStatus>('idle');

  async function show() {
    if (status === 'loading') return;
    if (!supportDialogPart.loaded()) {
      setStatus('loading');
      try {
        await supportDialogPart.load();
      } catch {
        setStatus('failed');
        return;
      }
    }
    setStatus('idle');
    setShown(true);
    setOpen(true);
  }

  const Dialog = shown ? supportDialogPart.loaded() : undefined;
  const busy = status === 'loading';
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => void show()}
        onPointerEnter={supportDialogPart.preload}
        onFocus={supportDialogPart.preload}
      >
        {SUPPORT_BUTTON_LABEL}
        {busy ? (
          <>
            {' '}
            <span className={styles.busyRing} aria-hidden="true" />
            <VisuallyHidden>{SUPPORT_LOADING_NOTE}</VisuallyHidden>
          </>
        ) : null}
      </button>
      {status === 'failed' ? (
        <span role="alert" className={styles.loadError}>
          {SUPPORT_LOAD_ERROR}
        </span>
      ) : null}
      {Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
