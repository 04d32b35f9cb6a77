export { CLAIMS_PATHS, type ClaimsPath, type ClaimsRoutesOptions, createClaimsRoutes } from './routes';
export { type ClaimsState, useClaimsStore } from './store';
