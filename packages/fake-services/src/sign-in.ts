import { type Answer, detail, randomString } from './answers';
import type { MailLimits } from './mail-limits';
import type { Tokens } from './tokens';
import { type Account, createStore, type Expiring, findAccount, sendMail, type World } from './world';

// Signing in with DNI or e-mail and password, then the 4-digit code sent by e-mail; and the lock
// that five wrong passwords or codes put on an account. Wrong codes count with wrong passwords
// across code requests: only a completed sign-in (or a password reset) starts the count again,
// so 'password, four wrong codes, password again' locks as five wrong passwords do. A code is
// good only with the ticket of the sign-in that asked for it; without one nothing is counted,
// so nobody locks a resident out by guessing codes without the password.

export const LOCK_SECONDS = 300;
export const MAX_FAILURES = 5;
const CODE_TTL_MS = 10 * 60_000;

const WRONG_CREDENTIALS = 'DNI, e-mail o contraseña incorrectos.';
const WRONG_CODE = 'El código ingresado es incorrecto.';
const NO_PENDING_SIGN_IN = 'Este código ya no sirve. Volvé a ingresar tu contraseña para recibir uno nuevo.';

/** The sign-in a right password began: its code and the ticket `doublefactor/` must carry. */
interface PendingSignIn extends Expiring {
  code: string;
  ticket: string;
}

export function createSignIn(world: World, tokens: Tokens, limits: MailLimits) {
  /** By account: one pending sign-in at a time (a new `login/` replaces it, its code dies). */
  const pendingSignIns = createStore<number, PendingSignIn>(world);

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

  /** Counts a wrong password or code; the fifth since the last completed sign-in locks the account. */
  function failure(account: Account, answer: Answer): Answer {
    account.failures += 1;
    if (account.failures >= MAX_FAILURES) {
      account.failures = 0;
      account.lockedUntil = world.now() + LOCK_SECONDS * 1000;
      pendingSignIns.delete(account.id);
      return lockAnswer(account) ?? answer;
    }
    return answer;
  }

  return {
    /**
     * The current password given to confirm a change on a signed-in account (the e-mail): null
     * when right; a wrong one counts with wrong passwords and codes towards the lock, and a locked
     * account answers the lock (403) without looking at it.
     */
    checkCurrentPassword(account: Account, password: string, wrong: Answer): Answer | null {
      const locked = lockAnswer(account);
      if (locked) return locked;
      if (account.password !== password) return failure(account, wrong);
      return null;
    },

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
      const limited = limits.take(`account:${account.id}`);
      if (limited) return limited;
      const code = randomString(4, '0123456789');
      const ticket = randomString(32);
      pendingSignIns.set(account.id, { accountId: account.id, code, ticket, expiresAt: world.now() + CODE_TTL_MS });
      sendMail(
        world,
        account.email,
        'Tu código de acceso',
        `Hola ${account.first_name}: tu código para ingresar al portal es ${code}. Vence en 10 minutos y sirve una sola vez.`,
        { code },
      );
      return { status: 200, body: { detail: 'Te enviamos un código de 4 dígitos a tu correo.', ticket } };
    },

    /** POST doublefactor/: the code, with the ticket `login/` answered. */
    secondFactor(username: string, code: string, ticket: string): Answer {
      const noPending: Answer = { status: 400, body: { detail: NO_PENDING_SIGN_IN, pin_error: true } };
      const account = findAccount(world, username);
      const pending = account && pendingSignIns.get(account.id);
      // No sign-in waiting for this ticket: refused without counting (no password was given).
      if (!account || !pending || !ticket || pending.ticket !== ticket) return noPending;
      const locked = lockAnswer(account);
      if (locked) return locked;
      if (pending.expiresAt <= world.now()) {
        pendingSignIns.delete(account.id);
        return {
          status: 400,
          body: { detail: 'El código venció. Volvé a ingresar tu contraseña para recibir uno nuevo.', pin_error: true },
        };
      }
      if (pending.code !== code.trim()) {
        return failure(account, { status: 400, body: { detail: WRONG_CODE, pin_error: true } });
      }
      pendingSignIns.delete(account.id);
      account.failures = 0;
      return tokens.issueTokens(account.id);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
