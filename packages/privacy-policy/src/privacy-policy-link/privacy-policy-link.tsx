import { useState } from 'react';
import { PrivacyPolicyDrawer } from '../privacy-policy-drawer/privacy-policy-drawer';
import { PRIVACY_POLICY_TITLE } from '../title';
import * as styles from './privacy-policy-link.css';

export interface PrivacyPolicyLinkProps {
  className?: string;
  /** The link's text; 'Políticas de privacidad' unless told. */
  label?: string;
}

/**
 * Looks like a link but opens a drawer, so it is a button (`aria-haspopup="dialog"`): a link
 * would promise a navigation that never happens.
 */
export function PrivacyPolicyLink({ className, label = PRIVACY_POLICY_TITLE }: PrivacyPolicyLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ? `${styles.link} ${className}` : styles.link}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <PrivacyPolicyDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}
