import type { ProfileFormValues } from '../form-values';
import type { ValidatedField } from '../validation';

// The form's fields as its sections and hooks name them: ids in the page, and what a section
// needs to show and change its fields.

export type FieldName = ValidatedField | 'dni' | 'floor' | 'apartment' | 'current_password';

export const fieldId = (field: FieldName) => `perfil-${field.replace('_', '-')}`;
export const CHANGE_ADDRESS_ID = 'perfil-cambiar-direccion';

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

type UpdateField = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;

/** What every section gets: the values, how to change one, and the error a field shows. */
export interface SectionProps {
  values: ProfileFormValues;
  update: UpdateField;
  errorOf: (field: FieldName) => string | undefined;
}
