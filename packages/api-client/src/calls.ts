// Every call of the contract, one function each: the implementations live by service (auth.ts,
// city-services.ts, profile.ts) on top of ky's clients (http.ts) and the answer checks.

export type { ProviderLinkTicket } from './auth';
export {
  activateAccount,
  cancelEmailChange,
  checkDni,
  confirmEmailChange,
  confirmPasswordReset,
  exchangeProviderReturn,
  exchangeProviderToken,
  getLocations,
  login,
  logout,
  logoutAllSessions,
  providerLinkDecline,
  providerLinkEmail,
  providerLinkLogin,
  providerLinkSecondFactor,
  refreshTokens,
  registerAccount,
  requestAlpha,
  requestPasswordReset,
  resendVerification,
  undoEmailChange,
  verifySecondFactor,
} from './auth';
export { geocodeAddress, getClaims, getLicence, getStreets, sendSupportRequest } from './city-services';
export { getUserProfile, updateProfile, updateUser } from './profile';
