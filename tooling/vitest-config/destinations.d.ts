export declare const PORTAL_DESTINATIONS: {
  readonly signedInHome: string;
  readonly register: string;
  readonly forgotPassword: string;
  readonly resendVerification: string;
  readonly login: string;
};
