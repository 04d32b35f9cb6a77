import { type Answer, detail, randomString } from './answers';
import type { MailLimits } from './mail-limits';
import type { ResetLinks } from './reset-links';
import type { Tokens } from './tokens';
import { type Account, createStore, type Expiring, findAccount, isNamed, onCancelPending, sendMail, type World } from './world';

// Signing in with DNI or e-mail and password, then the 4-digit code sent by e-mail; and the lock
// that five wrong passwords or codes put on an account. Wrong codes count with wrong passwords
// across code requests: only a completed sign-in (or a password reset) starts the count again,
// so 'password, four wrong codes, password again' locks as five wrong passwords do. A code is
// good only with the ticket of the sign-in that asked for it; without one nothing is counted,
// so nobody locks a resident out by guessing codes without the password. Wrong codes also add up
// over a rolling day: the tenth closes the account's code step until a password reset, and the
// service mails a reset link (CONTRACT.md, R15). An account closed because its DNI was taken back
// with a provider (R12) signs in no more.

export const LOCK_SECONDS = 300;
export const MAX_FAILURES = 5;
/** Wrong codes in 24 hours that close the account's code step (R15). */
export const DAILY_CODE_LIMIT = 10;
const DAY_MS = 24 * 60 * 60_000;
const CODE_TTL_MS = 10 * 60_000;

export const CODE_STEP_CLOSED =
  'Por seguridad cerramos el ingreso con código de esta cuenta: hubo demasiados códigos incorrectos. Para volver a ingresar, restablecé tu contraseña con el enlace que te enviamos por e-mail, o ingresá con un proveedor de identidad.';
export const ACCOUNT_CLOSED =
  'Esta cuenta se cerró porque el titular del DNI lo verificó con un proveedor de identidad. Si el DNI es tuyo, ingresá con uno de ellos.';

const codeStepClosed: Answer = { status: 403, body: { detail: CODE_STEP_CLOSED, reason: 'code_step_closed' } };

const WRONG_CREDENTIALS = 'DNI, e-mail o contraseña incorrectos.';
const WRONG_CODE = 'El código ingresado es incorrecto.';
const NO_PENDING_SIGN_IN = 'Este código ya no sirve. Volvé a ingresar tu contraseña para recibir uno nuevo.';
const noPending: Answer = { status: 400, body: { detail: NO_PENDING_SIGN_IN, pin_error: true } };

/** The sign-in a right password began: its code and the ticket `doublefactor/` must carry. */
interface PendingSignIn extends Expiring {
  code: string;
  ticket: string;
}

export function createSignIn(world: World, tokens: Tokens, limits: MailLimits, resetLinks: ResetLinks) {
  /** By account: one pending sign-in at a time (a new `login/` replaces it, its code dies). */
  const pendingSignIns = createStore<number, PendingSignIn>(world);
  // A reset, `logoutall/` or a closed account cancels the pending sign-in and its code (R13).
  onCancelPending(world, (accountId) => pendingSignIns.delete(accountId));

  /**
   * Counts a wrong code over the rolling day; the tenth closes the code step (R15): the pending
   * sign-in dies and a reset link is mailed. Answers the 403 then, or null.
   */
  function wrongCodeOfTheDay(account: Account): Answer | null {
    const now = world.now();
    account.wrongCodes = [...account.wrongCodes.filter((at) => now - at < DAY_MS), now];
    if (account.wrongCodes.length < DAILY_CODE_LIMIT) return null;
    account.codeStepClosed = true;
    // The lock's count starts again: the closed step, not a lock, is what the resident is told.
    account.failures = 0;
    pendingSignIns.delete(account.id);
    resetLinks.send(account);
    return codeStepClosed;
  }

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
      // Only past the password check, so it tells a guesser nothing. A DNI taken back with a
      // provider names its owner's new account first: the closed one is found by its password.
      if (world.accounts.some((a) => a.closed && isNamed(a, username) && a.password === password)) {
        return detail(400, ACCOUNT_CLOSED);
      }
      return passwordStep(account, password);
    },

    passwordStep,

    /** POST doublefactor/: the code, with the ticket `login/` answered. */
    secondFactor(username: string, code: string, ticket: string): Answer {
      const account = findAccount(world, username);
      const refused = codeStep(account, code, ticket);
      if (refused || !account) return refused ?? noPending;
      return tokens.issueTokens(account.id);
    },

    codeStep,
  };

  /**
   * The password of an account already named (by `login/`, or by a provider link's ticket): the
   * lock, the count of wrong passwords, the closed code step, the mail limit, then the code mailed
   * for the sign-in the answer's ticket names (R2, R3, R6, R15).
   */
  function passwordStep(account: Account, password: string): Answer {
    const locked = lockAnswer(account);
    if (locked) return locked;
    if (account.password !== password) return failure(account, detail(400, WRONG_CREDENTIALS));
    if (account.codeStepClosed) return codeStepClosed;
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
  }

  /**
   * The code of the sign-in `ticket` names: null when right (the sign-in is complete, the count
   * starts again), else the refusal, counted as `doublefactor/` counts it (R2, R3, R15).
   */
  function codeStep(account: Account | undefined, code: string, ticket: string): Answer | null {
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
      // The day's limit comes first: the tenth wrong code closes even when it is also a fifth.
      return wrongCodeOfTheDay(account) ?? failure(account, { status: 400, body: { detail: WRONG_CODE, pin_error: true } });
    }
    pendingSignIns.delete(account.id);
    account.failures = 0;
    return null;
  }
}

export type SignIn = ReturnType<typeof createSignIn>;
