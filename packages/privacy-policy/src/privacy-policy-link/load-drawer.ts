import { deferredPart } from '@portal/ui-kit';
import type { ComponentType } from 'react';
import type { PrivacyPolicyDrawerProps } from '../privacy-policy-drawer/privacy-policy-drawer';

/**
 * The drawer and the policy's text, closed on every first load, so not part of the page's
 * download: the link fetches them on hover, focus or click (ui-kit's `deferredPart`: fetched again
 * after a failure, at the next click or by itself back online). Tests and stories swap the loader
 * with `replaceLoader`.
 */
export const privacyDrawerPart = deferredPart<ComponentType<PrivacyPolicyDrawerProps>>(
  async () => (await import('../privacy-policy-drawer/privacy-policy-drawer')).PrivacyPolicyDrawer,
);
