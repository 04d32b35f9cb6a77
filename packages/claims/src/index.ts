export { CLAIMS_PATHS, type ClaimsPath, claimsRoutes } from './routes';
export { type ClaimsState, useClaimsStore } from './store';
