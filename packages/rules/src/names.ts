/** The first name's bounds (docs/product.md#constants-and-limits), as its message says them. */
export const FIRST_NAME_LENGTH = { min: 3, max: 50 } as const;

export const FIRST_NAME_MESSAGE = 'El nombre debe tener entre 3 y 50 caracteres';

/** An empty last name (registration, the profile form). */
export const LAST_NAME_MESSAGE = 'Ingresá tu apellido';

/** Whether a first name, trimmed, has an accepted length (registration, the profile form, the fake services). */
export function hasAcceptedFirstNameLength(firstName: string): boolean {
  const { length } = firstName.trim();
  return length >= FIRST_NAME_LENGTH.min && length <= FIRST_NAME_LENGTH.max;
}

/** Whether a last name has anything but spaces. */
export function hasLastName(lastName: string): boolean {
  return lastName.trim() !== '';
}
