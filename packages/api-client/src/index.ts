export {
  activateAccount,
  checkDni,
  confirmPasswordReset,
  exchangeProviderReturn,
  exchangeProviderToken,
  getLocations,
  login,
  refreshTokens,
  registerAccount,
  requestAlpha,
  requestPasswordReset,
  resendVerification,
  verifySecondFactor,
} from './auth';
export {
  GEOCODE_DEFAULTS,
  geocodeAddress,
  getClaims,
  getLicence,
  getStreets,
  SUPPORT_REQUEST_FIXED,
  sendSupportRequest,
} from './city-services';
export { isProvider, PROVIDERS } from './providers';
export { FAKE_SERVICES_ORIGIN, fakeServiceConfig, type ServiceConfig } from './config';
export {
  configureServices,
  DEFAULT_TIMEOUT_MS,
  getRequestTimeout,
  getServiceConfig,
  type HttpOptions,
  resetServiceConfig,
} from './configuration';
export { ERROR_MESSAGES, isPortalError, PortalRequestError, toPortalError } from './errors';
export { handoffUrl, isHandoffService, providerLoginUrl } from './navigation';
export { getUserProfile, toSessionUser, updateProfile, updateUser } from './profile';
export { type SessionState, sessionStore, useSession } from './session-store';
export { clearSession, isSignedIn, readTokens, STORAGE_KEYS, storeSession } from './storage';
export type {
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
  ProviderReturn,
  RegistrationAnswer,
  RegistrationRequest,
  SavedUser,
  SessionUser,
  SignedInContext,
  Street,
  SupportRequest,
  SupportRequestAnswer,
  TokenPair,
  UserProfile,
  UserUpdate,
} from './types';
