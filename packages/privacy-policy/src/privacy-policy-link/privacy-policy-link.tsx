import { Suspense, useState } from 'react';
import { LoadErrorBoundary } from '../privacy-policy-drawer/load-error-boundary';
import { loadPolicyContent } from '../privacy-policy-drawer/load-policy-content';
import { PRIVACY_POLICY_TITLE } from '../title';
import { forgetFailedDrawer, getLazyDrawer, loadDrawer } from './load-drawer';
import * as styles from './privacy-policy-link.css';

export interface PrivacyPolicyLinkProps {
  className?: string;
  /** The link's text; 'Políticas de privacidad' unless told. */
  label?: string;
}

/** What the resident reads when the drawer could not be downloaded; a new click tries again. */
export const DRAWER_LOAD_ERROR = 'No pudimos abrir las políticas de privacidad. Revisá tu conexión e intentá de nuevo.';

function preload() {
  // Fetches the drawer's and the policy's chunks ahead of the click; a failure shows on click.
  loadDrawer().catch(() => undefined);
  loadPolicyContent().catch(() => undefined);
}

/** One attempt to show the drawer; a failed one is replaced by a new one on the next click. */
interface DrawerAttempt {
  Drawer: ReturnType<typeof getLazyDrawer>;
  failed: boolean;
}

/**
 * Looks like a link but opens a drawer, so it is a button (`aria-haspopup="dialog"`): a link
 * would promise a navigation that never happens. The drawer is downloaded on demand and stays
 * mounted once it arrived.
 */
export function PrivacyPolicyLink({ className, label = PRIVACY_POLICY_TITLE }: PrivacyPolicyLinkProps) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState<DrawerAttempt | null>(null);

  const show = () => {
    preload();
    setOpen(true);
    if (!attempt || attempt.failed) setAttempt({ Drawer: getLazyDrawer(), failed: false });
  };

  const failed = () => {
    setOpen(false);
    setAttempt((current) => {
      if (!current) return current;
      forgetFailedDrawer(current.Drawer);
      return { ...current, failed: true };
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
        onPointerEnter={preload}
        onFocus={preload}
      >
        {label}
      </button>
      {attempt && !attempt.failed ? (
        <LoadErrorBoundary fallback={null} onError={failed}>
          {/* Nothing to show while it downloads: it is small and usually preloaded on hover or focus. */}
          <Suspense fallback={null}>
            <attempt.Drawer open={open} onOpenChange={setOpen} />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
      {attempt?.failed ? (
        <span role="alert" className={styles.error}>
          {DRAWER_LOAD_ERROR}
        </span>
      ) : null}
    </>
  );
}
