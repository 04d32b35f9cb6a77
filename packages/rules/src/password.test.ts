import { describe, expect, it } from 'vitest';
import {
  hasAcceptedPasswordLength,
  newPasswordErrors,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  passwordLength,
} from './password';

describe('the password rule', () => {
  it('accepts 8 to 64 characters of any kind, with no composition rules', () => {
    expect(hasAcceptedPasswordLength('abcdefg')).toBe(false);
    expect(hasAcceptedPasswordLength('abcdefgh')).toBe(true);
    expect(hasAcceptedPasswordLength('todo en minúsculas y con espacios')).toBe(true);
    expect(hasAcceptedPasswordLength('a'.repeat(64))).toBe(true);
    expect(hasAcceptedPasswordLength('a'.repeat(65))).toBe(false);
    expect(hasAcceptedPasswordLength('')).toBe(false);
  });

  it('counts an accented letter once, composed or not', () => {
    const composed = 'contraseña';
    const decomposed = 'contrasen\u0303a';
    expect(decomposed).toHaveLength(11);
    expect(passwordLength(composed)).toBe(10);
    expect(passwordLength(decomposed)).toBe(10);
    // Seven letters, one of them typed as n + combining tilde: still seven, refused.
    expect(hasAcceptedPasswordLength('pin\u0303ata')).toBe(false);
  });

  it('counts an emoji once, not as its two UTF-16 units', () => {
    expect('😀'.length).toBe(2);
    expect(passwordLength('😀')).toBe(1);
    expect(hasAcceptedPasswordLength('😀'.repeat(7))).toBe(false);
    expect(hasAcceptedPasswordLength('😀'.repeat(8))).toBe(true);
    // 64 emoji are 128 UTF-16 units and still accepted; 65 are not.
    expect(hasAcceptedPasswordLength('🧉'.repeat(64))).toBe(true);
    expect(hasAcceptedPasswordLength('🧉'.repeat(65))).toBe(false);
  });

  it('counts each part of an emoji joined with U+200D', () => {
    // 👩‍👧: woman, zero-width joiner, girl.
    expect(passwordLength('👩\u200d👧')).toBe(3);
  });
});

describe('a new password and its confirmation', () => {
  it('says the length beside the password and the mismatch beside the confirmation', () => {
    expect(newPasswordErrors('corta', 'corta')).toEqual({ password: PASSWORD_LENGTH_MESSAGE, confirmation: undefined });
    expect(newPasswordErrors('bastante larga', 'bastante largo')).toEqual({ password: undefined, confirmation: PASSWORD_MISMATCH_MESSAGE });
    expect(newPasswordErrors('bastante larga', 'bastante larga')).toEqual({ password: undefined, confirmation: undefined });
  });
});
