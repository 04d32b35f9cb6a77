// The commonest passwords, which a password being chosen must not be (OWASP ASVS 5.0, V6.2.4;
// CONTRACT.md, R8). The list is @zxcvbn-ts/language-common's 'passwords-common' (about 49,000 of
// the passwords most seen in leaks, lower case), not one typed here. It is loaded on the first
// password chosen, not with the fakes: unpacking it takes tens of milliseconds that every unit test
// file and story importing the fakes would otherwise pay.

let loading: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return loading;
}

/**
 * Whether a password is among the commonest, whatever its capitals ('Password1' is 'password1'
 * with one key more). Only choosing one is refused: a password set before the rule still signs in.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize('NFC').toLowerCase());
}
