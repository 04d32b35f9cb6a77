import { describe, expect, it } from 'vitest';
import { hasAcceptedFirstNameLength, hasLastName } from './names';

describe('the name rules', () => {
  it('accepts a first name of 3 to 50 characters, spaces around it aside', () => {
    expect(hasAcceptedFirstNameLength('Lu')).toBe(false);
    expect(hasAcceptedFirstNameLength('  Lu  ')).toBe(false);
    expect(hasAcceptedFirstNameLength('Ana')).toBe(true);
    expect(hasAcceptedFirstNameLength('a'.repeat(50))).toBe(true);
    expect(hasAcceptedFirstNameLength('a'.repeat(51))).toBe(false);
    expect(hasAcceptedFirstNameLength(` ${'a'.repeat(50)} `)).toBe(true);
  });

  it('asks for a last name that is more than spaces', () => {
    expect(hasLastName('')).toBe(false);
    expect(hasLastName('   ')).toBe(false);
    expect(hasLastName('Paz')).toBe(true);
  });
});
