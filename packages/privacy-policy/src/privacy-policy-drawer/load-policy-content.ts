import { lazy } from 'react';

/** The dynamic import of the policy text; called early (hover, focus) to have it ready on open. */
export function loadPolicyContent() {
  return import('../policy-content/policy-content');
}

export const LazyPolicyContent = lazy(loadPolicyContent);
