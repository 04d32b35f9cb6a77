import { deferredCall } from './transport-loader';

// The public calls. Each waits for the transport (see transport-loader), so the screens'
// first download carries these forwarders and not ky, the clients or the answer checks.

export const login = deferredCall('login');
export const verifySecondFactor = deferredCall('verifySecondFactor');
export const refreshTokens = deferredCall('refreshTokens');
export const requestAlpha = deferredCall('requestAlpha');
export const exchangeProviderReturn = deferredCall('exchangeProviderReturn');
export const exchangeProviderToken = deferredCall('exchangeProviderToken');
export const registerAccount = deferredCall('registerAccount');
export const checkDni = deferredCall('checkDni');
export const getLocations = deferredCall('getLocations');
export const requestPasswordReset = deferredCall('requestPasswordReset');
export const confirmPasswordReset = deferredCall('confirmPasswordReset');
export const resendVerification = deferredCall('resendVerification');
export const activateAccount = deferredCall('activateAccount');
export const getUserProfile = deferredCall('getUserProfile');
export const updateProfile = deferredCall('updateProfile');
export const updateUser = deferredCall('updateUser');
export const getLicence = deferredCall('getLicence');
export const getClaims = deferredCall('getClaims');
export const getStreets = deferredCall('getStreets');
export const sendSupportRequest = deferredCall('sendSupportRequest');
export const geocodeAddress = deferredCall('geocodeAddress');
