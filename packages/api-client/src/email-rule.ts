import { email, is, pipe, string } from 'valibot';

/**
 * The e-mail rule of every place an address is typed or received (registration, the profile,
 * recovery, and the fake services behind them): something, an @, a domain with a dot
 * (docs/product.md#registration), as valibot's `email()` states it: a local part of letters,
 * digits, `_`, `+`, `-` and single dots, a domain of letters, digits and hyphens, and a top-level
 * domain of two letters or more. The text is checked as given: the forms trim it first.
 */
export const EmailSchema = pipe(string(), email());

/** Whether a text is an e-mail address under the portal's rule. */
export function isEmail(value: string): boolean {
  return is(EmailSchema, value);
}
