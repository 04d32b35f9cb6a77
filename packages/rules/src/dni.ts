/** A DNI the registration or the DNI check refuses (docs/product.md#registration). */
export const DNI_MESSAGE = 'El número de documento no es válido';

/** The digits a DNI typed to register has (docs/product.md#registration). */
export const REGISTRATION_DNI_LENGTH = 8;

const REGISTRATION_DNI = /^\d{8}$/;

/** A DNI the services hold: 7 or 8 digits (older documents have 7), as the contract's `dni` says. */
const DNI = /^\d{7,8}$/;

/** Whether a DNI, as given, is one the registration form sends: exactly 8 digits. */
export function isRegistrationDni(dni: string): boolean {
  return REGISTRATION_DNI.test(dni);
}

/** Whether a DNI, as given, is one the services accept (the DNI check, registration). */
export function isDni(dni: string): boolean {
  return DNI.test(dni);
}
