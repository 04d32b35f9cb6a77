import {
  DNI_MESSAGE,
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  hasAcceptedFirstNameLength,
  hasAcceptedPasswordLength,
  hasLastName,
  isEmail,
  isRegistrationDni,
  LAST_NAME_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
} from '@portal/rules';

/**
 * The texts of docs/product.md#registration, exactly: each field rule's from @portal/rules, which
 * the profile form, recovery and the fake services share.
 */
export const REGISTRATION_MESSAGES = {
  passwordMismatch: PASSWORD_MISMATCH_MESSAGE,
  firstName: FIRST_NAME_MESSAGE,
  lastName: LAST_NAME_MESSAGE,
  dni: DNI_MESSAGE,
  email: EMAIL_MESSAGE,
  password: PASSWORD_LENGTH_MESSAGE,
  dniTaken: 'El documento ya está registrado: iniciá sesión',
} as const;

export interface RegistrationValues {
  dni: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Held only on the client (docs/product.md#registration). */
  confirmation: string;
}

export type RegistrationField = keyof RegistrationValues;

export function isValidDni(dni: string): boolean {
  return isRegistrationDni(dni.trim());
}

/** The first problem of a submit: its message and the field to fix. */
export interface RegistrationProblem {
  field: RegistrationField;
  message: string;
}

/**
 * The problem a submit shows, or null when the form may be sent (docs/product.md#registration): the
 * confirmation first (and stop); then the five rules in their order, only the first failing one.
 */
export function validateRegistration(values: RegistrationValues): RegistrationProblem | null {
  if (values.confirmation !== values.password) {
    return { field: 'confirmation', message: REGISTRATION_MESSAGES.passwordMismatch };
  }
  if (!hasAcceptedFirstNameLength(values.firstName)) return { field: 'firstName', message: REGISTRATION_MESSAGES.firstName };
  if (!hasLastName(values.lastName)) return { field: 'lastName', message: REGISTRATION_MESSAGES.lastName };
  if (!isValidDni(values.dni)) return { field: 'dni', message: REGISTRATION_MESSAGES.dni };
  if (!isEmail(values.email.trim())) return { field: 'email', message: REGISTRATION_MESSAGES.email };
  if (!hasAcceptedPasswordLength(values.password)) return { field: 'password', message: REGISTRATION_MESSAGES.password };
  return null;
}
