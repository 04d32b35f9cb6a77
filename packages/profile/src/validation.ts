import { EMAIL_MESSAGE, FIRST_NAME_MESSAGE, hasAcceptedFirstNameLength, hasLastName, isEmail, LAST_NAME_MESSAGE } from '@portal/rules';
import type { ProfileFormValues } from './form-values';

/** The fields a rule of docs/product.md#profile-form-rules checks, so the form can focus the one that failed. */
export type ValidatedField =
  | 'first_name'
  | 'last_name'
  | 'gender'
  | 'email'
  | 'birth_date'
  | 'town'
  | 'postal_code'
  | 'street'
  | 'height'
  | 'phone_prefix'
  | 'phone';

export interface ValidationFailure {
  field: ValidatedField;
  message: string;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * The eleven rules of docs/product.md#profile-form-rules, in their order, with their exact texts
 * (the names' and the e-mail's from @portal/rules, as registration checks them).
 */
const PROFILE_RULES: ReadonlyArray<{
  field: ValidatedField;
  message: string;
  fails: (values: ProfileFormValues) => boolean;
}> = [
  { field: 'first_name', message: FIRST_NAME_MESSAGE, fails: (v) => !hasAcceptedFirstNameLength(v.first_name) },
  { field: 'last_name', message: LAST_NAME_MESSAGE, fails: (v) => !hasLastName(v.last_name) },
  { field: 'gender', message: 'Elegí tu sexo', fails: (v) => v.gender === '' },
  { field: 'email', message: EMAIL_MESSAGE, fails: (v) => !isEmail(v.email.trim()) },
  { field: 'birth_date', message: 'Ingresá una fecha válida', fails: (v) => !isValidIsoDate(v.birth_date) },
  { field: 'town', message: 'Elegí una localidad', fails: (v) => isBlank(v.town) },
  { field: 'postal_code', message: 'Ingresá el código postal', fails: (v) => isBlank(v.postal_code) },
  { field: 'street', message: 'Elegí una calle', fails: (v) => isBlank(v.street) },
  { field: 'height', message: 'Ingresá la altura de la calle', fails: (v) => isBlank(v.height) },
  { field: 'phone_prefix', message: 'Ingresá el prefijo del teléfono', fails: (v) => isBlank(v.phone_prefix) },
  { field: 'phone', message: 'Ingresá un número de teléfono', fails: (v) => isBlank(v.phone) },
];

/** The first failing rule, or null when the form may be saved. */
export function validateProfileForm(values: ProfileFormValues): ValidationFailure | null {
  const failed = PROFILE_RULES.find((rule) => rule.fails(values));
  return failed ? { field: failed.field, message: failed.message } : null;
}

/** A real calendar date in yyyy-mm-dd (a date input yields that, or '' when incomplete). */
function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
