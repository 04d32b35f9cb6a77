export { PrivacyPolicyDrawer, type PrivacyPolicyDrawerProps } from './privacy-policy-drawer/privacy-policy-drawer';
export { PrivacyPolicyLink, type PrivacyPolicyLinkProps } from './privacy-policy-link/privacy-policy-link';
export { PRIVACY_POLICY_TITLE } from './title';
export { PRIVACY_POLICY_UPDATED } from './updated';
