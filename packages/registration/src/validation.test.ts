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
      { password: '12345678', confirmation: '12345678' },
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
    ['1234567', false],
    ['12345678', true],
    ['sin mayúsculas ni números', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
  ])('password %j valid: %s', (password, valid) => {
    expect(validateRegistration({ ...VALID, password, confirmation: password }) === null).toBe(valid);
  });
});

describe('the password rule (rule 5): characters as a resident counts them', () => {
  const LENGTH = { field: 'password', message: 'La contraseña debe tener entre 8 y 64 caracteres' };

  function passwordProblem(password: string) {
    return validateRegistration({ ...VALID, password, confirmation: password });
  }

  it('has the message of the decision, in its place after the e-mail', () => {
    expect(validateRegistration({ ...VALID, email: 'lucia@', password: 'corta', confirmation: 'corta' })).toEqual({
      field: 'email',
      message: 'El e-mail no es válido',
    });
  });

  it('counts an accented letter once, even typed as a letter and a combining accent', () => {
    // Seven letters, the ñ typed as n + combining tilde (eight UTF-16 units): refused.
    expect(passwordProblem('n\u0303andúes')).toEqual(LENGTH);
    expect(passwordProblem('ñandúes!')).toBeNull();
  });

  it('counts an emoji once, not as its two UTF-16 units', () => {
    expect(passwordProblem('🧉'.repeat(7))).toEqual(LENGTH);
    expect(passwordProblem('🧉'.repeat(8))).toBeNull();
    // 64 emoji are 128 UTF-16 units: accepted; 65 are not.
    expect(passwordProblem('🧉'.repeat(64))).toBeNull();
    expect(passwordProblem('🧉'.repeat(65))).toEqual(LENGTH);
  });
});
