import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES, type RegistrationValues, validateRegistration } from './validation';

const VALID: RegistrationValues = {
  dni: '31555666',
  firstName: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia@example.com',
  password: 'Secreta2024',
  confirmation: 'Secreta2024',
};

describe('validateRegistration', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(VALID)).toBeNull();
  });

  it('checks the confirmation before every other rule', () => {
    const everythingWrong = { dni: '1', firstName: '', lastName: '', email: 'x', password: 'a', confirmation: 'b' };
    expect(validateRegistration(everythingWrong)).toEqual({
      field: 'confirmation',
      message: 'Las contraseñas no coinciden.',
    });
  });

  it('reports only the first failing rule, in the documented order', () => {
    let values: RegistrationValues = { dni: '1234', firstName: '', lastName: ' ', email: 'a@b', password: '12345', confirmation: '12345' };
    const seen: string[] = [];
    const fixes: Array<Partial<RegistrationValues>> = [
      { firstName: 'Ana' },
      { lastName: 'Paz' },
      { dni: '12345678' },
      { email: 'ana@paz.com' },
      { password: '123456', confirmation: '123456' },
    ];
    for (const fix of fixes) {
      const problem = validateRegistration(values);
      if (problem) seen.push(problem.message);
      values = { ...values, ...fix };
    }
    expect(seen).toEqual([
      REGISTRATION_MESSAGES.firstName,
      REGISTRATION_MESSAGES.lastName,
      REGISTRATION_MESSAGES.dni,
      REGISTRATION_MESSAGES.email,
      REGISTRATION_MESSAGES.password,
    ]);
    expect(validateRegistration(values)).toBeNull();
  });

  it.each([
    ['', false],
    ['Lu', false],
    ['Lua', true],
    ['  Lu  ', false],
    ['L'.repeat(50), true],
    ['L'.repeat(51), false],
  ])('first name %j valid: %s', (firstName, valid) => {
    expect(validateRegistration({ ...VALID, firstName }) === null).toBe(valid);
  });

  it.each([
    ['1234567', false],
    ['12345678', true],
    ['123456789', false],
    ['1234567a', false],
    ['12.345.678', false],
  ])('DNI %j valid: %s', (dni, valid) => {
    expect(validateRegistration({ ...VALID, dni }) === null).toBe(valid);
  });

  it.each([
    ['lucia@example.com', true],
    ['lucia@example', false],
    ['lucia example.com', false],
    ['@example.com', false],
    ['lucia@@example.com', false],
  ])('e-mail %j valid: %s', (email, valid) => {
    expect(validateRegistration({ ...VALID, email }) === null).toBe(valid);
  });

  it.each([
    ['12345', false],
    ['123456', true],
    ['x'.repeat(20), true],
    ['x'.repeat(21), false],
  ])('password %j valid: %s', (password, valid) => {
    expect(validateRegistration({ ...VALID, password, confirmation: password }) === null).toBe(valid);
  });
});
