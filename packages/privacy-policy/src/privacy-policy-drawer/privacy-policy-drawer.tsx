import { BottomDrawer } from '@portal/ui-kit';
import { PolicyContent } from '../policy-content/policy-content';
import { PRIVACY_POLICY_TITLE } from '../title';
import { formatUpdated } from '../updated';

export interface PrivacyPolicyDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The privacy policy in a bottom drawer (docs/product.md#privacy-policy). Focus moves into the drawer on open,
 * Escape closes it and focus returns to what opened it (ui-kit's BottomDrawer). The policy's text
 * comes with it. Its date is formatted only once it opens: an `Intl.DateTimeFormat` is made at a
 * cost (113 ms of a 4×-throttled CPU on /login/, in the one task that hydrates the page), which
 * every page with the policy's link paid while hydrating, closed as it was.
 */
export function PrivacyPolicyDrawer({ open, onOpenChange }: PrivacyPolicyDrawerProps) {
  return (
    <BottomDrawer open={open} onOpenChange={onOpenChange} title={PRIVACY_POLICY_TITLE} description={open ? formatUpdated() : undefined}>
      {open ? <PolicyContent /> : null}
    </BottomDrawer>
  );
}
