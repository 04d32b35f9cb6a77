import { type Answer, detail, randomString } from './answers';
import type { Tokens } from './tokens';
import { type Account, createStore, type Expiring, findAccount, sendMail, type World } from './world';

// Signing in with DNI or e-mail and password, then the 4-digit code sent by e-mail; and the lock
// that five wrong passwords or codes in a row put on an account.

export const LOCK_SECONDS = 300;
export const MAX_FAILURES = 5;
const CODE_TTL_MS = 10 * 60_000;

const WRONG_CREDENTIALS = 'DNI, e-mail o contraseña incorrectos.';
const WRONG_CODE = 'El código ingresado es incorrecto.';

interface SecondFactorCode extends Expiring {
  code: string;
  used: boolean;
}

export function createSignIn(world: World, tokens: Tokens) {
  const secondFactorCodes = createStore<number, SecondFactorCode>(world);

  function lockAnswer(account: Account): Answer | null {
    if (account.lockedUntil === null) return null;
    const left = account.lockedUntil - world.now();
    if (left <= 0) {
      account.lockedUntil = null;
      account.failures = 0;
      return null;
    }
    return {
      status: 403,
      body: {
        detail: 'Tu cuenta está bloqueada por demasiados intentos fallidos. Esperá unos minutos y volvé a intentar.',
        retry_after: Math.ceil(left / 1000),
      },
    };
  }

  /** Counts a wrong password or code; the fifth in a row locks the account. */
  function failure(account: Account, answer: Answer): Answer {
    account.failures += 1;
    if (account.failures >= MAX_FAILURES) {
      account.failures = 0;
      account.lockedUntil = world.now() + LOCK_SECONDS * 1000;
      return lockAnswer(account) ?? answer;
    }
    return answer;
  }

  return {
    login(username: string, password: string): Answer {
      if (!username.trim() || !password) return detail(400, 'Ingresá tu DNI o e-mail y tu contraseña.');
      const account = findAccount(world, username);
      if (!account) return detail(400, WRONG_CREDENTIALS);
      const locked = lockAnswer(account);
      if (locked) return locked;
      if (account.password !== password) return failure(account, detail(400, WRONG_CREDENTIALS));
      if (!account.validated) {
        return detail(400, 'Tu cuenta todavía no fue validada. Revisá tu correo y seguí el enlace de activación.');
      }
      account.failures = 0;
      const code = randomString(4, '0123456789');
      secondFactorCodes.set(account.id, {
        accountId: account.id,
        code,
        used: false,
        expiresAt: world.now() + CODE_TTL_MS,
      });
      sendMail(
        world,
        account.email,
        'Tu código de acceso',
        `Hola ${account.first_name}: tu código para ingresar al portal es ${code}. Vence en 10 minutos y sirve una sola vez.`,
        { code },
      );
      return detail(200, 'Te enviamos un código de 4 dígitos a tu correo.');
    },

    secondFactor(username: string, code: string): Answer {
      const wrong: Answer = { status: 400, body: { detail: WRONG_CODE, pin_error: true } };
      const account = findAccount(world, username);
      if (!account) return wrong;
      const locked = lockAnswer(account);
      if (locked) return locked;
      const pending = secondFactorCodes.get(account.id);
      if (!pending || pending.used || pending.code !== code.trim()) return failure(account, wrong);
      if (pending.expiresAt <= world.now()) {
        return {
          status: 400,
          body: { detail: 'El código venció. Volvé a ingresar tu contraseña para recibir uno nuevo.', pin_error: true },
        };
      }
      pending.used = true;
      account.failures = 0;
      return tokens.issueTokens(account.id);
    },
  };
}
