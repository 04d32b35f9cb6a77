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
      ['last_name', 'Debe ingresar un apellido'],
      ['gender', 'Debe elegir sexo'],
      ['email', 'El email no es valido'],
      ['birth_date', 'Debe introducir una fecha válida'],
      ['town', 'Por favor seleccione una localidad'],
      ['postal_code', 'Por favor seleccione el código postal'],
      ['street', 'Por favor seleccione una calle'],
      ['height', 'Por favor seleccione la altura de la calle'],
      ['phone_prefix', 'Por favor ingrese el prefijo de teléfono'],
      ['phone', 'Por favor un número de teléfono'],
    ];
    let values = empty;
    for (const [field, message] of expected) {
      expect(validateProfileForm(values)).toEqual({ field, message });
      values = { ...values, [field]: complete[field] };
    }
    expect(validateProfileForm(values)).toBeNull();
  });

  it('checks only that the first name is present (only emptiness is checked)', () => {
    expect(validateProfileForm({ ...complete, first_name: 'Al' })).toBeNull();
  });

  it('refuses e-mails without a domain and dates that do not exist', () => {
    expect(validateProfileForm({ ...complete, email: 'nuevo@example' })?.field).toBe('email');
    expect(validateProfileForm({ ...complete, email: 'nuevo @example.com' })?.field).toBe('email');
    expect(validateProfileForm({ ...complete, birth_date: '1990-02-30' })?.field).toBe('birth_date');
    expect(validateProfileForm({ ...complete, birth_date: '30/01/1990' })?.field).toBe('birth_date');
  });
});
