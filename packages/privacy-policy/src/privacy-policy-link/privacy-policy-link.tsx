import { useDeferredPart } from '@portal/ui-kit';
import { useState } from 'react';
import { PRIVACY_POLICY_TITLE } from '../title';
import { privacyDrawerPart } from './load-drawer';
import * as styles from './privacy-policy-link.css';

export interface PrivacyPolicyLinkProps {
  className?: string;
  /** The link's text; 'Políticas de privacidad' unless told. */
  label?: string;
}

/** What the resident reads when the drawer could not be downloaded; a new click tries again. */
export const DRAWER_LOAD_ERROR = 'No pudimos abrir las políticas de privacidad. Revisá tu conexión e intentá de nuevo.';

/**
 * Looks like a link but opens a drawer, so it is a button (`aria-haspopup="dialog"`): a link
 * would promise a navigation that never happens. The drawer is downloaded on demand and stays
 * mounted once it arrived.
 */
export function PrivacyPolicyLink({ className, label = PRIVACY_POLICY_TITLE }: PrivacyPolicyLinkProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so it keeps its state and animates its closing.
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  // Drawn again when the drawer arrives, however it was asked for.
  const { part: Drawer } = useDeferredPart(privacyDrawerPart);

  const show = () => {
    setFailed(false);
    setShown(true);
    setOpen(true);
    privacyDrawerPart.load().catch(() => {
      setOpen(false);
      setFailed(true);
    });
  };

  return (
    <>
      <button
        type="button"
        className={className ? `${styles.link} ${className}` : styles.link}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={privacyDrawerPart.preload}
        onFocus={privacyDrawerPart.preload}
      >
        {label}
      </button>
      {/* Nothing to show while it downloads: it is small and usually fetched on hover or focus. */}
      {shown && Drawer ? <Drawer open={open} onOpenChange={setOpen} /> : null}
      {failed ? (
        <span role="alert" className={styles.error}>
          {DRAWER_LOAD_ERROR}
        </span>
      ) : null}
    </>
  );
}
