import { randomString } from './answers';
import { type Account, createStore, type Expiring, sendMail, type World } from './world';

/** A reset link, with the address it was mailed to (an e-mail change's undo voids those sent elsewhere, R13). */
interface ResetLink extends Expiring {
  email: string;
}

// The password-reset link: mailed when the resident asks for it (`passwordreset/`), and by the
// service itself when too many wrong codes close the account's code step (CONTRACT.md, R15).

const RESET_TTL_MS = 60 * 60_000;

export function createResetLinks(world: World) {
  const resetTokens = createStore<string, ResetLink>(world);

  return {
    /** Mails the account a new link to choose a password (valid one hour). */
    send(account: Account): void {
      const token = randomString(40);
      resetTokens.set(token, { accountId: account.id, email: account.email, expiresAt: world.now() + RESET_TTL_MS });
      const link = `${world.portalOrigin}/restablecer?token=${token}`;
      sendMail(
        world,
        account.email,
        'Restablecé tu contraseña',
        `Hola ${account.first_name}: para elegir una contraseña nueva seguí este enlace (vence en una hora): ${link}`,
        { link },
      );
    },

    /** The account a link stands for while it is valid (it stays valid until `spend`). */
    holder(token: string): number | undefined {
      const entry = resetTokens.get(token);
      return entry && entry.expiresAt > world.now() ? entry.accountId : undefined;
    },

    /** Every link of the account dies: a password was chosen with one. */
    spend(accountId: number): void {
      for (const [key, value] of resetTokens) {
        if (value.accountId === accountId) resetTokens.delete(key);
      }
    },

    /**
     * The account's links mailed to any address but `email` die: an undone e-mail change takes
     * the account back from whoever held the addresses it went to (R13).
     */
    voidSentElsewhere(accountId: number, email: string): void {
      for (const [key, value] of resetTokens) {
        if (value.accountId === accountId && value.email.toLowerCase() !== email.toLowerCase()) resetTokens.delete(key);
      }
    },
  };
}

export type ResetLinks = ReturnType<typeof createResetLinks>;
