import { hasAcceptedPasswordLength, isEmail, PASSWORD_LENGTH_MESSAGE } from '@portal/api-client';

/**
 * The bounds of the registration form (docs/product.md#constants-and-limits). The password's, 8 to
 * 64 characters counted as code points, is api-client's, shared with the password reset.
 */
const FIRST_NAME_LENGTH = { min: 3, max: 50 } as const;
export const DNI_LENGTH = 8;

/** The texts of docs/product.md#registration, exactly. */
export const REGISTRATION_MESSAGES = {
  passwordMismatch: 'Las contraseñas no coinciden.',
  firstName: 'El nombre debe tener entre 3 y 50 caracteres',
  lastName: 'Ingresá tu apellido',
  dni: 'El número de documento no es válido',
  email: 'El e-mail no es válido',
  password: PASSWORD_LENGTH_MESSAGE,
  dniTaken: 'El documento ya está registrado: iniciá sesión',
} as const;

const DNI_PATTERN = /^\d{8}$/;
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
  return DNI_PATTERN.test(dni.trim());
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
  const firstName = values.firstName.trim();
  if (firstName.length < FIRST_NAME_LENGTH.min || firstName.length > FIRST_NAME_LENGTH.max) {
    return { field: 'firstName', message: REGISTRATION_MESSAGES.firstName };
  }
  if (values.lastName.trim() === '') return { field: 'lastName', message: REGISTRATION_MESSAGES.lastName };
  if (!isValidDni(values.dni)) return { field: 'dni', message: REGISTRATION_MESSAGES.dni };
  if (!isEmail(values.email.trim())) return { field: 'email', message: REGISTRATION_MESSAGES.email };
  if (!hasAcceptedPasswordLength(values.password)) return { field: 'password', message: REGISTRATION_MESSAGES.password };
  return null;
}
