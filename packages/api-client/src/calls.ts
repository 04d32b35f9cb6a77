// The transport's entry: loaded only through transport-loader's dynamic import, it brings ky,
// the clients (http.ts), the answer checks and every call's implementation in one chunk.
// Everything it exports must be a call (deferred-calls forwards each by name).
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
export { geocodeAddress, getClaims, getLicence, getStreets, sendSupportRequest } from './city-services';
export { getUserProfile, updateProfile, updateUser } from './profile';
