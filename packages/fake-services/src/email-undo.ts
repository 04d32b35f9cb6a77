import type { Provider } from '@portal/api-client';
import { passwordRefusal, setPasswordFromLink } from './accounts';
import { type Answer, detail, randomString } from './answers';
import type { ResetLinks } from './reset-links';
import type { ProviderIdentity } from './seed';
import type { Tokens } from './tokens';
import { type Account, accountById, createStore, type Expiring, onAddressKept, sendMail, type World } from './world';

// Undoing a confirmed e-mail change (CONTRACT.md, R13): whoever holds a session and the password
// can ask a change and confirm it from their own mailbox at once, so the cancel link of the notice
// (email-change.ts) dies before the resident reads it. Each confirmation therefore mails the
// address it replaced a link that undoes it for 7 days, as the big mail providers' '¿No fuiste
// vos?' links do. The undo restores that address, sets the new password chosen in the same call,
// ends every session, cancels what is pending, voids the reset links mailed elsewhere and tells
// the replaced address. Undo links outlive what someone who took the account would do next: a
// password reset, `logoutall/` (neither cancels them, they are no `onCancelPending` store) and a
// later change (whose own undo link restores the address it replaced). When several exist, using
// one voids the newer ones and keeps the older ones: whatever order they are used in, the oldest
// (the original owner's) decides the address. A level-2 account is undone only with a provider's
// confirmation of its DNI too, so the old mailbox alone cannot take a proven account.

const UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

export const EMAIL_UNDO_TEXTS = {
  undone: 'Deshicimos el cambio de e-mail: tu cuenta volvió a tu e-mail anterior, con tu nueva contraseña, y cerramos todas sus sesiones.',
  linkRefused: 'El enlace para deshacer el cambio de e-mail no es válido, ya fue usado o venció.',
  providerRequired:
    'Tu cuenta tiene la identidad verificada (Nivel 2): para deshacer el cambio de e-mail, confirmá tu identidad con un proveedor.',
  providerRefused: 'No pudimos usar la confirmación del proveedor (no es válida, ya se usó o venció): confirmá tu identidad de nuevo.',
  dniMismatch: 'La identidad que confirmó el proveedor tiene otro DNI que tu cuenta, así que no deshicimos el cambio de e-mail.',
} as const;

const PROVIDERS: readonly string[] = ['afip', 'anses', 'miargentina', 'renaper'];

/** A confirmation's undo link: the address it replaced, and its place among the account's links. */
interface UndoLink extends Expiring {
  restore: string;
  issued: number;
}

/** What `providers.ts` gives for a provider return made for the undo (its `spendProviderCode`). */
type SpendProviderCode = (provider: Provider, state: string, code: string, verifier: string) => Promise<ProviderIdentity | Answer>;

export function createEmailUndo(world: World, tokens: Tokens, resetLinks: ResetLinks, spendProviderCode: SpendProviderCode) {
  const undoLinks = createStore<string, UndoLink>(world);
  let issued = 0;

  // The replaced address stays the account's while a link can restore it: registration, another
  // account's change and a provider account are refused it, so an undo never takes it from anyone.
  onAddressKept(world, (email) => {
    const wanted = email.trim().toLowerCase();
    const now = world.now();
    const kept: number[] = [];
    for (const link of undoLinks.values()) {
      if (link.expiresAt > now && link.restore.toLowerCase() === wanted && !accountById(world, link.accountId)?.closed) {
        kept.push(link.accountId);
      }
    }
    return kept;
  });

  const providerRequired = (text: string): Answer => ({ status: 403, body: { detail: text, reason: 'provider_required' } });

  return {
    /** A change was confirmed: the address it replaced gets the link that undoes it. */
    issue(account: Account, replaced: string): void {
      const token = randomString(40);
      issued += 1;
      undoLinks.set(token, { accountId: account.id, restore: replaced, issued, expiresAt: world.now() + UNDO_TTL_MS });
      const link = `${world.portalOrigin}/deshacer-email?token=${token}`;
      sendMail(
        world,
        replaced,
        'Cambiaste el e-mail de tu cuenta',
        `Hola ${account.first_name}: el e-mail de tu cuenta del Portal de Bahía Blanca ahora es ${account.email}, y ahí van a llegar los avisos y los enlaces para restablecer la contraseña. Si no fuiste vos, deshacé el cambio con este enlace (vence en 7 días): ${link} Vas a elegir una contraseña nueva y vamos a cerrar todas las sesiones de tu cuenta.`,
        { link },
      );
    },

    /**
     * POST emailchange/undo/: the link's token with the new password (the rules of a reset), and
     * for a level-2 account a provider return of its DNI (`provider`, `state`, `code`,
     * `code_verifier`). A refusal of the password, the proof or the DNI leaves the link usable.
     */
    async undo(fields: Record<string, string>): Promise<Answer> {
      const { token = '', password = '', provider = '', state = '', code = '', code_verifier: verifier = '' } = fields;
      const passwordRefused = await passwordRefusal(password);
      const entry = undoLinks.get(token);
      const account = entry && entry.expiresAt > world.now() ? accountById(world, entry.accountId) : undefined;
      if (!entry || !account || account.closed) return detail(400, EMAIL_UNDO_TEXTS.linkRefused);
      if (passwordRefused) return passwordRefused;
      if (account.level === 2) {
        if (!PROVIDERS.includes(provider) || !state || !code) return providerRequired(EMAIL_UNDO_TEXTS.providerRequired);
        const identity = await spendProviderCode(provider as Provider, state, code, verifier);
        if ('status' in identity) return providerRequired(EMAIL_UNDO_TEXTS.providerRefused);
        if (identity.dni !== account.dni) return { status: 409, body: { detail: EMAIL_UNDO_TEXTS.dniMismatch, reason: 'dni_mismatch' } };
        // The same link may have been used while the provider's code was checked.
        if (undoLinks.get(token) !== entry) return detail(400, EMAIL_UNDO_TEXTS.linkRefused);
      }
      // This link and every newer one die; older ones (earlier owners' addresses) stay.
      for (const [key, value] of undoLinks) {
        if (value.accountId === account.id && value.issued >= entry.issued) undoLinks.delete(key);
      }
      const replaced = account.email;
      account.email = entry.restore;
      setPasswordFromLink(world, tokens, account, password);
      resetLinks.voidSentElsewhere(account.id, entry.restore);
      sendMail(
        world,
        replaced,
        'Se deshizo el cambio de e-mail de tu cuenta',
        `Hola ${account.first_name}: el cambio del e-mail de tu cuenta del Portal de Bahía Blanca a esta dirección se deshizo con el enlace que enviamos al e-mail anterior. Esta dirección ya no es la de la cuenta: cerramos todas sus sesiones y su contraseña cambió.`,
      );
      return detail(200, EMAIL_UNDO_TEXTS.undone);
    },
  };
}

export type EmailUndo = ReturnType<typeof createEmailUndo>;
