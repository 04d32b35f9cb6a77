export { ClaimDetails } from './claims-list/claim-details';
export {
  type ClaimFilters,
  filterClaims,
  highlightOffset,
  PERIODS,
  QUERY_KEYS,
  readFilters,
  sortClaims,
} from './claims-list/claim-filters';
export { ClaimsListScreen } from './claims-list/claims-list-screen';
export { DashboardScreen, RECENT_CLAIMS } from './dashboard/dashboard-screen';
export { LicenceScreen } from './licence/licence-screen';
export { CLAIMS_PATHS, type ClaimsPath, claimsRoutes } from './routes';
export { EXPIRY_WARNING_DAYS, formatDate, HIGHLIGHT_WINDOW_DAYS } from './shared/dates';
export { type ExpiryStatus, type ExpiryTone, expiryStatus } from './shared/expiry';
export { type ClaimsState, type Load, useClaims, useClaimsStore, useLicence } from './store';
