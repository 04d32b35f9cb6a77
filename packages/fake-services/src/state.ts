import { createAccounts } from './accounts';
import { createDevControls } from './dev-controls';
import { createEmailChange } from './email-change';
import { createEmailUndo } from './email-undo';
import { createMailLimits } from './mail-limits';
import { createMunicipal } from './municipal';
import { createProfile } from './profile';
import { createProviders } from './providers';
import { createResetLinks } from './reset-links';
import { createSignIn } from './sign-in';
import { createTokens } from './tokens';
import { createWorld, type FakeStateOptions, type WorldData } from './world';

// The fake state: one world (world.ts) and the domain modules over it, gathered into the one
// object the handlers, the server, stories and tests use. Each method below names its module.

export { COMMON_PASSWORD_MESSAGE } from './accounts';
export type { Answer } from './answers';
export { CHECK_USER_LIMIT, MAIL_LIMIT, MAIL_WINDOW_SECONDS } from './mail-limits';
export { DAILY_CODE_LIMIT, LOCK_SECONDS, MAX_FAILURES } from './sign-in';
export type { Account, FakeStateOptions, FaultMode, IncidentRequest, Level, Mail, ServiceName } from './world';
export { DEFAULT_PORTAL_ORIGIN, SERVICE_NAMES } from './world';

/**
 * The in-memory world behind every fake service: accounts with their profiles, tokens and
 * codes, licences and claims by DNI, streets, the mailbox and the injected faults.
 */
export type FakeState = ReturnType<typeof createFakeState>;

export function createFakeState(options: FakeStateOptions = {}) {
  const world = createWorld(options);
  const tokens = createTokens(world);
  const limits = createMailLimits(world);
  const resetLinks = createResetLinks(world);
  const signIn = createSignIn(world, tokens, limits, resetLinks);
  const accounts = createAccounts(world, tokens, limits, resetLinks);
  const providers = createProviders(world, tokens, signIn, limits);
  const emailUndo = createEmailUndo(world, tokens, resetLinks, providers.spendProviderCode);
  const emailChange = createEmailChange(world, signIn, limits, emailUndo);
  const profile = createProfile(world, emailChange);
  const municipal = createMunicipal(world, limits);
  const dev = createDevControls(world);
  // The world itself is the state, so data set on it (faults, token lifetimes) is what every
  // domain reads; the type shows only its data and the methods named here.
  const state: WorldData = world;
  return Object.assign(state, {
    // tokens.ts
    signIn: tokens.signIn,
    authenticate: tokens.authenticate,
    bearer: tokens.bearer,
    refresh: tokens.refresh,
    logout: tokens.logout,
    logoutAll: tokens.logoutAll,
    newAlpha: tokens.newAlpha,
    redeemAlpha: tokens.redeemAlpha,
    // sign-in.ts
    login: signIn.login,
    secondFactor: signIn.secondFactor,
    // accounts.ts
    findAccount: accounts.findAccount,
    accountByDni: accounts.accountByDni,
    checkUser: accounts.checkUser,
    register: accounts.register,
    activate: accounts.activate,
    resendVerification: accounts.resendVerification,
    passwordReset: accounts.passwordReset,
    passwordResetConfirm: accounts.passwordResetConfirm,
    // profile.ts
    userProfile: profile.userProfile,
    updateProfile: profile.updateProfile,
    updateUser: profile.updateUser,
    // email-change.ts
    confirmEmailChange: emailChange.confirm,
    cancelEmailChange: emailChange.cancel,
    // email-undo.ts
    undoEmailChange: emailUndo.undo,
    // municipal.ts
    licence: municipal.licence,
    claimsOf: municipal.claimsOf,
    submitIncident: municipal.submitIncident,
    geocode: municipal.geocode,
    // providers.ts
    startProviderLogin: providers.startProviderLogin,
    providerChoices: providers.providerChoices,
    providerReturn: providers.providerReturn,
    exchangeProviderToken: providers.exchangeProviderToken,
    seedLinkChoice: providers.seedLinkChoice,
    linkLogin: providers.linkLogin,
    linkSecondFactor: providers.linkSecondFactor,
    linkDecline: providers.linkDecline,
    linkEmail: providers.linkEmail,
    // dev-controls.ts
    advanceClock: dev.advanceClock,
    wait: dev.wait,
    reset: dev.reset,
  });
}
