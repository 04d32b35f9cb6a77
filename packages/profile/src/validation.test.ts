import { describe, expect, it } from 'vitest';
import type { ProfileFormValues } from './form-values';
import { validateProfileForm } from './validation';

const complete: ProfileFormValues = {
  first_name: 'Julián',
  last_name: 'Pereyra',
  email: 'nuevo@example.com',
  gender: 'M',
  birth_date: '1990-02-28',
  town: 'Bahía Blanca',
  postal_code: '8000',
  street: 'Alsina',
  street_locality: 'BB',
  height: '65',
  floor: '',
  apartment: '',
  phone_prefix: '291',
  phone: '4123456',
  current_password: '',
};

describe('validateProfileForm', () => {
  it('accepts a complete form (floor and apartment are optional)', () => {
    expect(validateProfileForm(complete)).toBeNull();
  });

  it('checks the eleven rules in order, one message at a time', () => {
    const empty: ProfileFormValues = {
      ...complete,
      first_name: ' ',
      last_name: '',
      gender: '',
      email: 'no-es-un-email',
      birth_date: '',
      town: '',
      postal_code: '',
      street: '',
      height: '',
      phone_prefix: '',
      phone: '',
    };
    const expected: Array<[keyof ProfileFormValues, string]> = [
      ['first_name', 'El nombre debe tener entre 3 y 50 caracteres'],
      ['last_name', 'Ingresá tu apellido'],
      ['gender', 'Elegí tu sexo'],
      ['email', 'El e-mail no es válido'],
      ['birth_date', 'Ingresá una fecha válida'],
      ['town', 'Elegí una localidad'],
      ['postal_code', 'Ingresá el código postal'],
      ['street', 'Elegí una calle'],
      ['height', 'Ingresá la altura de la calle'],
      ['phone_prefix', 'Ingresá el prefijo del teléfono'],
      ['phone', 'Ingresá un número de teléfono'],
    ];
    let values = empty;
    for (const [field, message] of expected) {
      expect(validateProfileForm(values)).toEqual({ field, message });
      values = { ...values, [field]: complete[field] };
    }
    expect(validateProfileForm(values)).toBeNull();
  });

  it("checks what the first name's message says: 3 to 50 characters, spaces around it not counted", () => {
    const message = 'El nombre debe tener entre 3 y 50 caracteres';
    expect(validateProfileForm({ ...complete, first_name: 'Al' })).toEqual({ field: 'first_name', message });
    expect(validateProfileForm({ ...complete, first_name: '  Ana  ' })).toBeNull();
    expect(validateProfileForm({ ...complete, first_name: 'a'.repeat(50) })).toBeNull();
    expect(validateProfileForm({ ...complete, first_name: 'a'.repeat(51) })).toEqual({ field: 'first_name', message });
  });

  it('refuses e-mails without a domain and dates that do not exist', () => {
    expect(validateProfileForm({ ...complete, email: 'nuevo@example' })?.field).toBe('email');
    expect(validateProfileForm({ ...complete, email: 'nuevo @example.com' })?.field).toBe('email');
    expect(validateProfileForm({ ...complete, birth_date: '1990-02-30' })?.field).toBe('birth_date');
    expect(validateProfileForm({ ...complete, birth_date: '30/01/1990' })?.field).toBe('birth_date');
  });
});
