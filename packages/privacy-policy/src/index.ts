export { PrivacyPolicyLink, type PrivacyPolicyLinkProps } from './privacy-policy-link/privacy-policy-link';
