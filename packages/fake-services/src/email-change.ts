import { isEmail } from '@portal/rules';
import { type Answer, detail, randomString } from './answers';
import type { EmailUndo } from './email-undo';
import type { MailLimits } from './mail-limits';
import type { SignIn } from './sign-in';
import {
  type Account,
  accountById,
  addressKeptForOther,
  consume,
  createStore,
  deleteOf,
  type Expiring,
  findAccount,
  onCancelPending,
  sendMail,
  type World,
} from './world';

// Changing a signed-in account's e-mail (CONTRACT.md, R10): the profile save that names a new
// address must carry the current password (wrong ones count towards the sign-in lock); the old
// address gets a notice and the new one a link, and the address changes only when that link is
// opened. Until then the account keeps its e-mail and shows the new one as pending. The notice to
// the old address carries a link that cancels the change at once, and a password reset or
// `logoutall/` cancels it too (R13). Once confirmed, the change is undone by the link mailed to the
// address it replaced (email-undo.ts).

const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

export const EMAIL_CHANGE_TEXTS = {
  passwordMissing: 'Para cambiar tu e-mail, ingresá tu contraseña actual.',
  passwordWrong: 'La contraseña actual no es correcta.',
  linkRefused: 'El enlace para confirmar tu e-mail no es válido, ya fue usado o venció.',
  emailTaken: 'Ese e-mail ya está en uso en otra cuenta.',
  cancelled: 'Cancelamos el cambio de e-mail. Tu cuenta sigue con el e-mail de siempre.',
  cancelRefused: 'El enlace para cancelar el cambio de e-mail no es válido, ya fue usado o venció.',
} as const;

interface PendingChange extends Expiring {
  email: string;
}

/** The old address's link that cancels a pending change: the confirmation it kills. */
interface CancelLink extends Expiring {
  confirmation: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createEmailChange(world: World, signIn: SignIn, limits: MailLimits, undo: EmailUndo) {
  const confirmations = createStore<string, PendingChange>(world);
  const cancelLinks = createStore<string, CancelLink>(world);

  /** Every pending change of the account dies, with its links (R13). */
  function cancelChanges(account: Account): void {
    deleteOf(confirmations, account.id);
    deleteOf(cancelLinks, account.id);
    account.pendingEmail = null;
  }

  onCancelPending(world, (accountId) => {
    const account = accountById(world, accountId);
    if (account) cancelChanges(account);
  });

  return {
    /** The address waiting for its link, while that link is still good (an expired one is forgotten). */
    pending(account: Account): string | null {
      if (account.pendingEmail === null) return null;
      const now = world.now();
      for (const value of confirmations.values()) {
        if (value.accountId === account.id && value.expiresAt > now) return account.pendingEmail;
      }
      account.pendingEmail = null;
      return null;
    },

    /** Whether `email` (as sent by the profile save) is a change of the account's address. */
    isChange: (account: Account, email: string) => !same(account.email, email),

    /** The field error for a change sent without the current password, or null. */
    missingPassword(currentPassword: string | undefined): string | null {
      return currentPassword ? null : EMAIL_CHANGE_TEXTS.passwordMissing;
    },

    /**
     * The current password of a change, checked before anything is said of the new address (a
     * wrong one counted towards the lock): the refusal, or null when it is right.
     */
    checkPassword(account: Account, currentPassword: string): Answer | null {
      return signIn.checkCurrentPassword(account, currentPassword, {
        status: 400,
        body: { current_password: [EMAIL_CHANGE_TEXTS.passwordWrong] },
      });
    },

    /**
     * A change with its current password, once the rest of the save is valid: the password
     * checked (and counted when wrong), the mails sent, the address pending. Answers the refusal,
     * or null once the change is pending.
     */
    request(account: Account, email: string, currentPassword: string): Answer | null {
      const refused = signIn.checkCurrentPassword(account, currentPassword, {
        status: 400,
        body: { current_password: [EMAIL_CHANGE_TEXTS.passwordWrong] },
      });
      if (refused) return refused;
      const limited = limits.take(`email-change:${account.id}`);
      if (limited) return limited;
      // A new request replaces any earlier one: only the newest links confirm and cancel.
      cancelChanges(account);
      const token = randomString(40);
      const expiresAt = world.now() + CONFIRMATION_TTL_MS;
      confirmations.set(token, { accountId: account.id, email, expiresAt });
      const cancelToken = randomString(40);
      cancelLinks.set(cancelToken, { accountId: account.id, confirmation: token, expiresAt });
      account.pendingEmail = email;
      const link = `${world.portalOrigin}/confirmar-email?token=${token}`;
      const cancelLink = `${world.portalOrigin}/cancelar-email?token=${cancelToken}`;
      sendMail(
        world,
        account.email,
        'Pediste cambiar el e-mail de tu cuenta',
        `Hola ${account.first_name}: pediste cambiar el e-mail de tu cuenta del Portal de Bahía Blanca a ${email}. Hasta que lo confirmes desde ese correo, seguimos usando este. Si no fuiste vos, cancelá el cambio con este enlace: ${cancelLink} (vence en 24 horas). Después restablecé tu contraseña y cerrá tu sesión en todos los dispositivos desde tu perfil.`,
        { link: cancelLink },
      );
      sendMail(
        world,
        email,
        'Confirmá tu nuevo e-mail',
        `Hola ${account.first_name}: para que este sea el e-mail de tu cuenta del Portal de Bahía Blanca, seguí este enlace (vence en 24 horas): ${link}`,
        { link },
      );
      return null;
    },

    /** POST emailchange/confirm/: the e-mailed link, once; the account's address becomes the new one. */
    confirm(token: string): Answer {
      const entry = consume(world, confirmations, token);
      const account = entry && accountById(world, entry.accountId);
      if (!entry || !account || account.pendingEmail === null || !same(account.pendingEmail, entry.email)) {
        return detail(400, EMAIL_CHANGE_TEXTS.linkRefused);
      }
      const owner = findAccount(world, entry.email);
      // Nor an address an undo link keeps for another account (R13).
      if (!isEmail(entry.email) || (owner && owner.id !== account.id) || addressKeptForOther(world, entry.email, account.id)) {
        account.pendingEmail = null;
        return detail(400, EMAIL_CHANGE_TEXTS.emailTaken);
      }
      const replaced = account.email;
      account.email = entry.email;
      cancelChanges(account);
      undo.issue(account, replaced);
      return { status: 200, body: { detail: 'Tu nuevo e-mail quedó confirmado.', email: account.email } };
    },

    /** POST emailchange/cancel/: the old address's link, once; the pending change dies at once (R13). */
    cancel(token: string): Answer {
      const entry = consume(world, cancelLinks, token);
      const account = entry && accountById(world, entry.accountId);
      if (!entry || !account || !confirmations.has(entry.confirmation)) return detail(400, EMAIL_CHANGE_TEXTS.cancelRefused);
      cancelChanges(account);
      return detail(200, EMAIL_CHANGE_TEXTS.cancelled);
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
