import { isEmail } from '@portal/api-client';

const EMAIL_MESSAGES = {
  required: 'Ingresá tu e-mail.',
  /** The registration's text for a bad address (docs/product.md#registration), kept as written. */
  invalid: 'El e-mail no es válido',
} as const;

/** The inline message for an e-mail field, or undefined when it can be sent. */
export function emailError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return EMAIL_MESSAGES.required;
  if (!isEmail(trimmed)) return EMAIL_MESSAGES.invalid;
  return undefined;
}
