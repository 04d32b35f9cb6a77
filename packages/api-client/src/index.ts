// The calls, ky and the answer checks come with the page: signing in must not wait on a download
// that can fail (see ui-kit's src/route-code/route-code.ts for the portal's loading design).

// The call functions are `@portal/api-client/calls`, for the packages' loaders and actions alone
// (tooling/boundaries: the `calls-in-routes` rule).
export { endSession } from './auth';
export type { ProviderLinkTicket } from './calls';
export { GEOCODE_DEFAULTS, SUPPORT_REQUEST_FIXED } from './city-service-defaults';
export { SUPPORT_REQUEST_FAILED_MESSAGE } from './city-services';
export { FAKE_SERVICES_ORIGIN, fakeReportsConfig, fakeServiceConfig, type ReportsConfig, type ServiceConfig } from './config';
export {
  configureServices,
  DEFAULT_TIMEOUT_MS,
  getRequestTimeout,
  getServiceConfig,
  type HttpOptions,
  resetServiceConfig,
} from './configuration';
export {
  ERROR_MESSAGES,
  ERROR_REASONS,
  isPortalError,
  isRetryable,
  PortalRequestError,
  refusalData,
  tooManyRequestsMessage,
  toPortalError,
} from './errors';
export { isRefreshing, refreshIfDue, whenRefreshSettled } from './http';
export {
  DEFAULT_SESSION_TIMEOUTS,
  type InactivityPhase,
  inactivityPhase,
  LAST_ACTIVITY_KEY,
  readLastActivity,
  recordActivity,
  type SessionTimeouts,
  sessionTimeoutProblems,
  sessionTimeouts,
} from './inactivity';
export {
  IDLE,
  type LatestAnswer,
  type Load,
  latestAnswer,
  type Reading,
  retriedPart,
  retryAddress,
  type Settled,
  settle,
  useReading,
} from './load';
export { handoffUrl, isHandoffService, type LinkClick, leaveAfterRefresh, providerLoginUrl, sameTabLink } from './navigation';
export { newPkceVerifier, s256Challenge } from './pkce';
export { keepAccessTokenFresh } from './proactive-refresh';
export { isProvider, PROVIDERS } from './providers';
export { reportsEndpoint } from './reports/endpoint';
export { fromLegacyCspReport, type Report, scrubReport } from './reports/scrub';

export { type SessionState, sessionStore, useSession } from './session-store';
export { toSessionUser } from './session-user';
export {
  createResidentReads,
  holdsResidentProfile,
  RESIDENT_DATA_FRESH_MS,
  type ResidentReads,
  readsOf,
  residentProfile,
  SIGNED_IN_ROUTE_ID,
  type SignedInData,
  type SignedInProfile,
  signedInContext,
  signedInRoute,
  tokenResident,
  useSignedInData,
  useSignedInProfile,
} from './signed-in-data';
export {
  clearSession,
  isSignedIn,
  readSessionEnd,
  readSessionStart,
  readTokens,
  SESSION_END_KEY,
  SESSION_MAX_SECONDS,
  SESSION_START_KEY,
  type SessionEndReason,
  STORAGE_KEYS,
  sessionOutlived,
  storeSession,
} from './storage';
export type {
  AssuranceLevel,
  Claim,
  Gender,
  GeocodeQuery,
  GeocodeResult,
  Licence,
  LoginChallenge,
  NamedEntity,
  PortalError,
  ProfileDetails,
  ProfileUpdate,
  Provider,
  ProviderDeclineAnswer,
  ProviderReturn,
  ProviderReturnAnswer,
  RegistrationAnswer,
  RegistrationRequest,
  SavedUser,
  SessionUser,
  Street,
  SupportRequest,
  SupportRequestAnswer,
  TokenPair,
  UserProfile,
  UserUpdate,
} from './types';
export { webStorage } from './web-storage';
