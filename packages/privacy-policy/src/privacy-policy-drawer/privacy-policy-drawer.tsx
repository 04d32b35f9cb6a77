import { Banner, BottomDrawer } from '@portal/ui-kit';
import { Suspense } from 'react';
import { PRIVACY_POLICY_TITLE } from '../title';
import { formatUpdated } from '../updated';
import { LoadErrorBoundary } from './load-error-boundary';
import { LazyPolicyContent } from './load-policy-content';
import { PolicyLoading } from './policy-loading';

export interface PrivacyPolicyDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The privacy policy in a bottom drawer (spec section 1). Focus moves into the drawer on open,
 * Escape closes it and focus returns to what opened it (ui-kit's BottomDrawer).
 */
export function PrivacyPolicyDrawer({ open, onOpenChange }: PrivacyPolicyDrawerProps) {
  return (
    <BottomDrawer open={open} onOpenChange={onOpenChange} title={PRIVACY_POLICY_TITLE} description={formatUpdated()}>
      {open ? (
        <LoadErrorBoundary
          fallback={
            <Banner variant="error">
              No pudimos cargar las políticas de privacidad. Revisá tu conexión y recargá la página.
            </Banner>
          }
        >
          <Suspense fallback={<PolicyLoading />}>
            <LazyPolicyContent />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </BottomDrawer>
  );
}
