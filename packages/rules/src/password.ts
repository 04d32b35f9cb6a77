/**
 * The password rule of every place a password is chosen (registration, the reset, and the fake
 * services), as OWASP ASVS 5.0 asks: at least 8 characters, up to 64 accepted, any characters, no
 * composition rules (docs/product.md#registration; CONTRACT.md, R8). The service also refuses the
 * commonest passwords; that list is the service's, not the portal's.
 */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

/** The message of the length rule, kept in its place among the registration's rules. */
export const PASSWORD_LENGTH_MESSAGE = 'La contraseña debe tener entre 8 y 64 caracteres';

/** The hint under a password being chosen (registration, the reset). */
export const PASSWORD_HINT = 'Entre 8 y 64 caracteres: puede ser una frase. No se aceptan las contraseñas más usadas.';

/** A confirmation that differs from the password (registration, the reset). */
export const PASSWORD_MISMATCH_MESSAGE = 'Las contraseñas no coinciden.';

/**
 * Characters as a resident counts them: Unicode code points after NFC, so 'ñ' is one whether the
 * keyboard composed it or not, and '😀' is one, not the two UTF-16 units `length` counts. (A
 * sequence joined by U+200D, a family emoji, counts each of its parts: browsers the portal
 * supports cannot all split text into what a reader sees as one character.)
 */
export function passwordLength(password: string): number {
  return Array.from(password.normalize('NFC')).length;
}

/** Whether a chosen password has an accepted length. */
export function hasAcceptedPasswordLength(password: string): boolean {
  const length = passwordLength(password);
  return length >= PASSWORD_LENGTH.min && length <= PASSWORD_LENGTH.max;
}

/**
 * What is wrong with a new password and its confirmation (the reset, an e-mail change's undo),
 * each beside its field: the length on the password, the match on the confirmation.
 */
export function newPasswordErrors(password: string, confirmation: string): { password?: string; confirmation?: string } {
  return {
    password: hasAcceptedPasswordLength(password) ? undefined : PASSWORD_LENGTH_MESSAGE,
    confirmation: confirmation !== password ? PASSWORD_MISMATCH_MESSAGE : undefined,
  };
}
