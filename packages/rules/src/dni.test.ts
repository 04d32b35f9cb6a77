import { describe, expect, it } from 'vitest';
import { isDni, isRegistrationDni } from './dni';

describe('the DNI rules', () => {
  it('registers exactly 8 digits, as given', () => {
    expect(isRegistrationDni('30123456')).toBe(true);
    expect(isRegistrationDni('3012345')).toBe(false);
    expect(isRegistrationDni('301234567')).toBe(false);
    expect(isRegistrationDni('3012345a')).toBe(false);
    expect(isRegistrationDni('30.123.456')).toBe(false);
    expect(isRegistrationDni(' 30123456')).toBe(false);
  });

  it('takes 7 or 8 digits where the services accept a DNI', () => {
    expect(isDni('3012345')).toBe(true);
    expect(isDni('30123456')).toBe(true);
    expect(isDni('301234')).toBe(false);
    expect(isDni('301234567')).toBe(false);
    expect(isDni('30123x56')).toBe(false);
  });
});
