import {
  DNI_MESSAGE,
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  hasAcceptedFirstNameLength,
  hasAcceptedPasswordLength,
  hasLastName,
  isDni,
  isEmail,
  LAST_NAME_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
} from '@portal/rules';
import { type Answer, detail, fieldErrors, randomString } from './answers';
import { isCommonPassword } from './common-passwords';
import { CHECK_USER_LIMIT, emailKey, type MailLimits } from './mail-limits';
import type { ResetLinks } from './reset-links';
import type { Tokens } from './tokens';
import {
  type Account,
  accountByDni,
  accountById,
  addressKeptForOther,
  cancelPending,
  consume,
  createAccount,
  createStore,
  type Expiring,
  findAccount,
  openAccountByDni,
  openAccountByEmail,
  sendMail,
  type World,
} from './world';

// Accounts coming into being and getting back in: the DNI check, registration, the activation
// link and its resending, and the password reset link and its confirmation. Asking for either
// e-mail is limited per address (mail-limits.ts), alike for addresses with and without an account,
// and the DNI check and registration per client, in one budget. A new password ends every session of the account and cancels
// everything pending of it (CONTRACT.md, R13). Only open accounts hold a DNI or an address: one
// closed because its DNI was taken back (R12) is out of the way of registration and resets.

const ACTIVATION_TTL_MS = 3 * 24 * 60 * 60_000;
const DNI_TAKEN = 'El documento ya está registrado: iniciá sesión';

/** The refusal of a password among the commonest (CONTRACT.md, R8). */
export const COMMON_PASSWORD_MESSAGE = 'Esa contraseña está entre las más usadas y es fácil de adivinar. Elegí otra.';

/**
 * Why a password being chosen is refused, as a field error on `password` (the portal shows it
 * beside the field), or null: 8 to 64 characters of any kind, and not among the commonest.
 */
export async function passwordRefusal(password: string): Promise<Answer | null> {
  if (!hasAcceptedPasswordLength(password)) return fieldErrors('password', PASSWORD_LENGTH_MESSAGE);
  if (await isCommonPassword(password)) return fieldErrors('password', COMMON_PASSWORD_MESSAGE);
  return null;
}

/**
 * A password chosen through a mailed link (a reset, an e-mail change's undo): the lock, the closed
 * code step and the day's wrong codes are cleared (R15); whoever held a session of the account (the
 * reason for the link, often) holds it no more, nor anything they left pending: an e-mail change,
 * a sign-in, an alpha, a provider token (R13).
 */
export function setPasswordFromLink(world: World, tokens: Tokens, account: Account, password: string): void {
  account.password = password;
  account.failures = 0;
  account.lockedUntil = null;
  account.codeStepClosed = false;
  account.wrongCodes = [];
  tokens.revokeAccount(account.id);
  cancelPending(world, account.id);
}

export function createAccounts(world: World, tokens: Tokens, limits: MailLimits, resetLinks: ResetLinks) {
  const activationTokens = createStore<string, Expiring>(world);

  function sendActivation(account: Account): void {
    const token = randomString(40);
    activationTokens.set(token, { accountId: account.id, expiresAt: world.now() + ACTIVATION_TTL_MS });
    const link = `${world.portalOrigin}/activar?token=${token}`;
    sendMail(
      world,
      account.email,
      'Activá tu cuenta del portal',
      `Hola ${account.first_name}: para activar tu cuenta del Portal de Bahía Blanca seguí este enlace: ${link}`,
      { link },
    );
  }

  return {
    findAccount: (username: string) => findAccount(world, username),
    accountByDni: (dni: number) => accountByDni(world, dni),

    /**
     * POST checkuser/: whether a DNI is free to register. Limited per client (`client`: the
     * caller's address), since unlimited it finds the DNIs nobody has registered (R12).
     */
    checkUser(dni: string, client = 'local'): Answer {
      const limited = limits.take(`client:${client}`, 'detail', CHECK_USER_LIMIT);
      if (limited) return limited;
      if (!isDni(dni.trim())) return detail(400, DNI_MESSAGE);
      if (openAccountByDni(world, Number(dni))) return detail(400, DNI_TAKEN);
      return detail(200, 'El documento está disponible.');
    },

    /**
     * POST customuser/. It answers whether a DNI is taken and claims a free one, so it shares the
     * DNI check's budget per client (R12): together they reveal at most CHECK_USER_LIMIT DNIs in the
     * window. Every call counts, a refused one too, before anything is checked.
     */
    async register(fields: Record<string, string>, client = 'local'): Promise<Answer> {
      const limited = limits.take(`client:${client}`, 'detail', CHECK_USER_LIMIT);
      if (limited) return limited;
      // The only wait comes first: what follows reads and writes the world in one go.
      const passwordRefused = await passwordRefusal(fields.password ?? '');
      const firstName = (fields.first_name ?? '').trim();
      const lastName = (fields.last_name ?? '').trim();
      const dni = (fields.dni ?? '').trim();
      const email = (fields.email ?? '').trim();
      if (!hasAcceptedFirstNameLength(firstName)) return detail(400, FIRST_NAME_MESSAGE);
      if (!hasLastName(lastName)) return detail(400, LAST_NAME_MESSAGE);
      if (!isDni(dni)) return detail(400, DNI_MESSAGE);
      if (!isEmail(email)) return detail(400, EMAIL_MESSAGE);
      if (passwordRefused) return passwordRefused;
      if (openAccountByDni(world, Number(dni))) return detail(400, DNI_TAKEN);
      // An address an undo link can still restore to its account is as taken (R13).
      if (openAccountByEmail(world, email) || addressKeptForOther(world, email)) return detail(400, 'Ya existe una cuenta con ese email.');
      const account = createAccount(world, {
        dni: Number(dni),
        first_name: firstName,
        last_name: lastName,
        email,
        password: fields.password ?? '',
        validated: false,
      });
      sendActivation(account);
      return {
        status: 201,
        body: { id: account.id, detail: 'Usuario creado. Te enviamos un correo para activar tu cuenta.' },
      };
    },

    activate(token: string): Answer {
      const entry = consume(world, activationTokens, token);
      const account = entry && accountById(world, entry.accountId);
      if (!account) return detail(400, 'El enlace de activación no es válido o ya fue usado.');
      account.validated = true;
      return detail(200, 'Tu cuenta fue activada. Ya podés iniciar sesión.');
    },

    resendVerification(email: string): Answer {
      const limited = limits.take(emailKey(email));
      if (limited) return limited;
      const account = openAccountByEmail(world, email);
      if (account && !account.validated) sendActivation(account);
      return detail(200, 'Si el correo corresponde a una cuenta sin validar, te enviamos las instrucciones para validarla.');
    },

    passwordReset(email: string): Answer {
      const limited = limits.take(emailKey(email));
      if (limited) return limited;
      const account = openAccountByEmail(world, email);
      if (account) resetLinks.send(account);
      return detail(200, 'Si el correo corresponde a una cuenta, te enviamos las instrucciones para recuperarla.');
    },

    async passwordResetConfirm(token: string, password: string): Promise<Answer> {
      // The only wait comes first: what follows reads and writes the world in one go.
      const passwordRefused = await passwordRefusal(password);
      const holder = resetLinks.holder(token);
      const account = holder === undefined ? undefined : accountById(world, holder);
      if (!account || account.closed) return detail(400, 'El enlace para restablecer la contraseña no es válido o venció.');
      // A refused password leaves the link usable so the resident can choose another.
      if (passwordRefused) return passwordRefused;
      resetLinks.spend(account.id);
      setPasswordFromLink(world, tokens, account, password);
      return detail(200, 'Tu contraseña fue actualizada. Ya podés iniciar sesión.');
    },
  };
}
