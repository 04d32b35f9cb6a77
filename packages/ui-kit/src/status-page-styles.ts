// The light entry `@portal/ui-kit/status-page-styles`: what the status pages (a provider's return,
// the login by service, the hand-off, an activation, a password reset, a mailed link's request)
// put in `PageLayout`'s column, as class names. An entry of its own, beside the main one: a
// namespace of class names re-exported from the main entry would be code of its own there, and
// every page would then load every module the main entry names.
export { busy, link, list, muted, text } from './status-page/status-page.css';
