import { EMAIL_MESSAGE, isEmail } from '@portal/rules';

const EMAIL_MESSAGES = {
  required: 'Ingresá tu e-mail.',
  /** The registration's text for a bad address (docs/product.md#registration). */
  invalid: EMAIL_MESSAGE,
} as const;

/** The inline message for an e-mail field, or undefined when it can be sent. */
export function emailError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return EMAIL_MESSAGES.required;
  if (!isEmail(trimmed)) return EMAIL_MESSAGES.invalid;
  return undefined;
}
