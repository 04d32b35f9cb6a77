export { CLAIMS_PATHS, type ClaimsPath, type ClaimsRoutesOptions, createClaimsRoutes } from './routes';
