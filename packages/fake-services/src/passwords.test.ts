import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from './accounts';
import { isCommonPassword } from './common-passwords';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { auth, form, newcomer, postJson, signIn, useFakeServices } from './test/harness';

// CONTRACT.md, R8: a password being chosen has 8 to 64 characters of any kind and is not among
// the commonest; a password set before the rule still signs in.

const fake = useFakeServices();

const LENGTH_MESSAGE = 'La contraseña debe tener entre 8 y 64 caracteres';
/** 64 characters, 65 UTF-16 units: counted as a resident counts, it is accepted. */
const PASSPHRASE = 'la ría de Bahía Blanca tiene cangrejales, salitrales y vientos 🧉';

function register(password: string) {
  return fetch(`${auth}customuser/`, { method: 'POST', body: form({ ...newcomer, password }) });
}

async function resetLink(): Promise<string> {
  await postJson(`${auth}passwordreset/`, { email: DEMO_RESIDENT.email });
  return new URL(fake.state.mailbox.at(-1)?.link ?? 'http://x/').searchParams.get('token') ?? '';
}

describe('the commonest passwords', () => {
  it('come from the list, whatever their capitals', async () => {
    for (const password of ['password', '12345678', 'qwerty123', 'Password1', 'IloveYou', 'argentina']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    for (const password of [DEMO_RESIDENT.password, NEW_RESIDENT.password, PASSPHRASE, 'Lucia2025']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('choosing a password at registration', () => {
  it('refuses 7 characters and 65, beside the password field', async () => {
    for (const password of ['Abcdef7', 'x'.repeat(65)]) {
      const refused = await register(password);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ password: [LENGTH_MESSAGE] });
    }
  });

  it('counts characters, not UTF-16 units: 8 emoji are enough and 64 accepted, 7 accented letters are not', async () => {
    const seven = await register('ñandúes');
    expect(await seven.json()).toEqual({ password: [LENGTH_MESSAGE] });
    // 64 emoji are 128 UTF-16 units.
    expect((await register('🧉'.repeat(64))).status).toBe(201);
  });

  it('refuses a password among the commonest, in Spanish, and accepts a 64-character passphrase', async () => {
    const common = await register('Password1');
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    expect(fake.state.accountByDni(Number(newcomer.dni))).toBeUndefined();

    expect([...PASSPHRASE]).toHaveLength(64);
    expect(PASSPHRASE).toHaveLength(65);
    expect((await register(PASSPHRASE)).status).toBe(201);
    expect((await register(`${PASSPHRASE}!`)).status).toBe(400);
  });

  it('checks the rules in their order: the e-mail before the password', async () => {
    const refused = await fetch(`${auth}customuser/`, {
      method: 'POST',
      body: form({ ...newcomer, email: 'no-es-un-email', password: 'corta' }),
    });
    expect(await refused.json()).toEqual({ detail: 'El e-mail no es válido' });
  });
});

describe('choosing a password with the reset link', () => {
  it('refuses the same passwords and keeps the link usable', async () => {
    const token = await resetLink();
    for (const [password, message] of [
      ['Abcdef7', LENGTH_MESSAGE],
      ['x'.repeat(65), LENGTH_MESSAGE],
      ['Qwerty123', COMMON_PASSWORD_MESSAGE],
    ] as const) {
      const refused = await postJson(`${auth}passwordreset/confirm/`, { token, password });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ password: [message] });
    }
    expect((await postJson(`${auth}passwordreset/confirm/`, { token, password: PASSPHRASE })).status).toBe(200);
    expect((await signIn(fake.state, DEMO_RESIDENT.email, PASSPHRASE)).access).toEqual(expect.any(String));
  });

  it('says a used or unknown link is not valid before looking at the password', async () => {
    const refused = await postJson(`${auth}passwordreset/confirm/`, { token: 'desconocido', password: '123' });
    expect(await refused.json()).toEqual({ detail: 'El enlace para restablecer la contraseña no es válido o venció.' });
  });
});

describe('passwords set before the rule', () => {
  it('still sign in: only choosing one is refused', async () => {
    for (const account of [fake.state.accountByDni(DEMO_RESIDENT.dni), fake.state.accountByDni(NEW_RESIDENT.dni)]) {
      if (!account) throw new Error('seed account missing');
      // An account of the old portal: six characters, among the commonest.
      account.password = '123456';
      const login = await postJson(`${auth}login/`, { username: account.email, password: '123456' });
      expect(login.status).toBe(200);
    }
  });

  it('include the seeded residents’, which are neither short nor common', async () => {
    for (const { password } of [DEMO_RESIDENT, NEW_RESIDENT]) {
      expect([...password].length).toBeGreaterThanOrEqual(8);
      expect(await isCommonPassword(password)).toBe(false);
    }
  });
});
