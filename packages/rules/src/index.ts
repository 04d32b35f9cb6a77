// Every field rule with its Spanish message, written once for the screens and the fake services.
// Plain functions and texts: the fakes run in Node, so nothing here touches React or the DOM.
export { DNI_MESSAGE, isDni, isRegistrationDni, REGISTRATION_DNI_LENGTH } from './dni';
export { EMAIL_MESSAGE, isEmail } from './email';
export { isLinkToken, linkTokenFrom } from './link-token';
export { FIRST_NAME_LENGTH, FIRST_NAME_MESSAGE, hasAcceptedFirstNameLength, hasLastName, LAST_NAME_MESSAGE } from './names';
export {
  hasAcceptedPasswordLength,
  newPasswordErrors,
  PASSWORD_HINT,
  PASSWORD_LENGTH,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  passwordLength,
} from './password';
