/** The registration's text for an address that is not one (docs/product.md#registration). */
export const EMAIL_MESSAGE = 'El e-mail no es válido';

/**
 * valibot's `email()` pattern: a local part of letters, digits, `_`, `+`, `-` and single dots,
 * a domain of letters, digits and hyphens, and a top-level domain of two letters or more.
 */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;

/**
 * The e-mail rule of every place an address is typed or received (registration, the profile,
 * recovery, and the fake services behind them): something, an @, a domain with a dot
 * (docs/product.md#registration). The text is checked as given: the forms trim it first.
 */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
