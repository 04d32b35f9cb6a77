import { email, pipe, safeParse, string } from 'valibot';
import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

/** valibot's e-mail rule, whose pattern the portal's is: the two must not drift apart. */
const EmailSchema = pipe(string(), email());

describe('the e-mail rule', () => {
  it.each([
    'vecina@example.com',
    'lucia.30123456@example.com',
    'ana+reclamos@bahiablanca.gob.ar',
    'j_perez-2@mail.example.com.ar',
    'MAYUSCULAS@EXAMPLE.COM',
  ])('accepts %j', (address) => {
    expect(isEmail(address)).toBe(true);
    expect(safeParse(EmailSchema, address).success).toBe(true);
  });

  it.each([
    '',
    'x',
    'lucia@',
    '@example.com',
    'lucia@example',
    'lucia example.com',
    'nuevo @example.com',
    'lucia@@example.com',
    'no-es-un-email',
    // Refused by the old pattern too: the text is checked as given, the forms trim it first.
    ' vecina@example.com',
  ])('refuses %j, as the old pattern did', (address) => {
    expect(isEmail(address)).toBe(false);
    expect(safeParse(EmailSchema, address).success).toBe(false);
  });

  // The old pattern (anything but spaces and @, an @, the same, a dot, the same) let these
  // through; valibot's rule, a standard e-mail pattern as docs/product.md#registration asks, does not.
  it.each([
    'a@b.c', // a one-letter top-level domain
    'lucia..paz@example.com', // two dots in a row
    'lucía@example.com', // a letter outside ASCII
    'lucia@example.com.', // a dot at the end
    'lucia@ejemplo_sur.com', // an underscore in the domain
    'lu"cia@example.com',
  ])('refuses %j, which the old pattern accepted', (address) => {
    expect(isEmail(address)).toBe(false);
    expect(safeParse(EmailSchema, address).success).toBe(false);
  });
});
