import { EMAIL_MESSAGE, isEmail } from '@portal/rules';
import { type Answer, fieldErrors, randomString } from './answers';
import { emailKey, type MailLimits } from './mail-limits';
import type { ProviderIdentity } from './seed';
import type { SignIn } from './sign-in';
import type { Tokens } from './tokens';
import {
  type Account,
  accountById,
  addressKeptForOther,
  cancelPending,
  createAccount,
  createStore,
  type Expiring,
  onCancelPending,
  openAccountByDni,
  openAccountByEmail,
  sendMail,
  type World,
} from './world';

// A provider sign-in that finds the DNI held by a level-1 account links, it does not close
// (CONTRACT.md, R12, R17; Keycloak's 'first broker login'): the return answers a choice, with a
// ticket bound to the return's verifier. 'Es mi cuenta': the account's password and mailed code,
// as a sign-in (the lock, R2, R15), then the account becomes level 2, keeps its profile and
// e-mail, every other session of it ends and its holder is told by mail. 'No la reconozco': the
// account is closed as R12 says and the identity gets a new level-2 account. Nothing is closed or
// mailed before the choice. A new account never takes an e-mail another open account holds: the
// resident types one, and it is the account's only once the code mailed to it comes back.

const LINK_TTL_MS = 10 * 60_000;
/** Wrong codes for a typed e-mail that spend the ticket. */
const MAX_EMAIL_CODE_FAILURES = 5;

const LINK_TEXTS = {
  expired: 'Esta elección venció o ya se usó. Volvé a ingresar con el proveedor.',
  emailTaken: 'Ese e-mail ya es de otra cuenta. Escribí otro.',
  wrongCode: 'El código ingresado es incorrecto.',
  noCode: 'Primero escribí tu e-mail para recibir el código.',
} as const;

/** What the ticket waits for: the resident's choice about a level-1 account, or an e-mail for a new one. */
type Stage =
  | { kind: 'choice'; signInTicket: string | null }
  | { kind: 'email'; email: string | null; code: string | null; failures: number };

interface LinkTicket extends Expiring {
  /** The return's PKCE verifier: the ticket is good only with it. */
  verifier: string;
  identity: ProviderIdentity;
  stage: Stage;
}

/** `nuevo@example.com` as `n•••@e•••.com`: enough to recognise, not to learn, an address. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  return `${local.slice(0, 1)}•••@${domain.slice(0, 1)}•••${dot >= 0 ? domain.slice(dot) : ''}`;
}

const expired: Answer = { status: 400, body: { detail: LINK_TEXTS.expired, reason: 'link_expired' } };

export function createProviderLinks(
  world: World,
  tokens: Tokens,
  signIn: SignIn,
  limits: MailLimits,
  /** The return's sign-in answer, `{token, alpha}`, for an account. */
  signInAnswer: (accountId: number) => Answer,
) {
  const tickets = createStore<string, LinkTicket>(world);
  // A reset, `logoutall/` or a closed account kills the choices about it (R13).
  onCancelPending(world, (accountId) => {
    for (const [key, value] of tickets) if (value.accountId === accountId && value.stage.kind === 'choice') tickets.delete(key);
  });

  function issue(accountId: number, identity: ProviderIdentity, verifier: string, stage: Stage, ticket = randomString(40)): string {
    tickets.set(ticket, { accountId, identity, verifier, stage, expiresAt: world.now() + LINK_TTL_MS });
    return ticket;
  }

  /** The ticket's entry in `kind`, or the refusal; a ticket tried with another verifier is spent. */
  function open<K extends Stage['kind']>(
    ticket: string,
    verifier: string,
    kind: K,
  ): (LinkTicket & { stage: Stage & { kind: K } }) | Answer {
    const entry = tickets.get(ticket);
    if (!entry) return expired;
    if (entry.verifier !== verifier || entry.expiresAt <= world.now()) {
      tickets.delete(ticket);
      return expired;
    }
    if (entry.stage.kind !== kind) return expired;
    return entry as LinkTicket & { stage: Stage & { kind: K } };
  }

  // An address an undo link can still restore to its account is held too (R13).
  const emailHeld = (email: string) => openAccountByEmail(world, email) !== undefined || addressKeptForOther(world, email);

  /** The claimed account of a DNI its owner proved is closed, its holder told why (R12). */
  function closeClaimed(account: Account): void {
    account.closed = true;
    tokens.revokeAccount(account.id);
    cancelPending(world, account.id);
    sendMail(
      world,
      account.email,
      'Tu cuenta del portal se cerró',
      `Hola ${account.first_name}: cerramos tu cuenta del Portal de Bahía Blanca con el DNI ${account.dni} porque el titular de ese DNI lo verificó con un proveedor de identidad (AFIP, ANSES, Mi Argentina o RENAPER). Si el DNI es tuyo, ingresá al portal con uno de esos proveedores.`,
    );
  }

  function create(identity: ProviderIdentity, email: string): Account {
    return createAccount(world, {
      dni: identity.dni,
      first_name: identity.firstName,
      last_name: identity.lastName,
      email,
      // Nobody knows it: a password is chosen only through a reset link.
      password: randomString(32),
      validated: true,
      level: 2,
    });
  }

  /** A new level-2 account for the identity, or the question for an e-mail when another open account holds its own. */
  function newAccount(identity: ProviderIdentity, verifier: string): Answer {
    if (!emailHeld(identity.email)) return signInAnswer(create(identity, identity.email).id);
    const ticket = issue(0, identity, verifier, { kind: 'email', email: null, code: null, failures: 0 });
    return { status: 200, body: { email_required: { ticket, expires_in: LINK_TTL_MS / 1000 } } };
  }

  /** 'Es mi cuenta' proven: level 2, every other session ended, everything pending cancelled, the holder told. */
  function link(account: Account): Answer {
    account.level = 2;
    tokens.revokeAccount(account.id);
    cancelPending(world, account.id);
    sendMail(
      world,
      account.email,
      'Vinculamos tu cuenta con tu identidad verificada',
      `Hola ${account.first_name}: tu cuenta del Portal de Bahía Blanca quedó vinculada con tu identidad verificada por un proveedor (AFIP, ANSES, Mi Argentina o RENAPER) y ahora tiene Nivel 2. Cerramos tus otras sesiones y cancelamos cualquier cambio de e-mail pendiente. Si no fuiste vos, restablecé tu contraseña.`,
    );
    return signInAnswer(account.id);
  }

  return {
    /**
     * A pending choice as a return for `dni` leaves it, with a given ticket (for stories and tests
     * that open on the question): about the account holding the DNI, or, when none does, for an e-mail.
     */
    seedChoice(identity: ProviderIdentity, verifier: string, ticket: string): void {
      const holder = openAccountByDni(world, identity.dni);
      if (holder) issue(holder.id, identity, verifier, { kind: 'choice', signInTicket: null }, ticket);
      else issue(0, identity, verifier, { kind: 'email', email: null, code: null, failures: 0 }, ticket);
    },

    /** The return without a bearer, once the provider proved `identity` with `verifier` (R11, R12, R17). */
    signInWith(identity: ProviderIdentity, verifier: string): Answer {
      const holder = openAccountByDni(world, identity.dni);
      if (holder?.level === 2) return signInAnswer(holder.id);
      if (holder?.validated) {
        const ticket = issue(holder.id, identity, verifier, { kind: 'choice', signInTicket: null });
        return { status: 200, body: { link: { ticket, email: maskEmail(holder.email), expires_in: LINK_TTL_MS / 1000 } } };
      }
      // Never activated: it held nothing, so nobody is asked about it.
      if (holder) closeClaimed(holder);
      return newAccount(identity, verifier);
    },

    /** POST providerlink/login/: the claimed account's password, as at `login/`; its code is mailed. */
    login(ticket: string, verifier: string, password: string): Answer {
      const entry = open(ticket, verifier, 'choice');
      if (!('identity' in entry)) return entry;
      const account = accountById(world, entry.accountId);
      if (!account || account.closed) return expired;
      const answer = signIn.passwordStep(account, password);
      if (answer.status !== 200) return answer;
      const body = answer.body as { detail: string; ticket: string };
      entry.stage.signInTicket = body.ticket;
      return { status: 200, body: { detail: body.detail } };
    },

    /** POST providerlink/doublefactor/: the mailed code; the link (or the new account with the typed e-mail) is made. */
    secondFactor(ticket: string, verifier: string, code: string): Answer {
      const entry = tickets.get(ticket);
      if (entry?.stage.kind === 'email') {
        const typed = open(ticket, verifier, 'email');
        if (!('identity' in typed)) return typed;
        const { stage } = typed;
        if (stage.code === null || stage.email === null) return { status: 400, body: { detail: LINK_TEXTS.noCode, pin_error: true } };
        if (stage.code !== code.trim()) {
          stage.failures += 1;
          if (stage.failures >= MAX_EMAIL_CODE_FAILURES) {
            tickets.delete(ticket);
            return expired;
          }
          return { status: 400, body: { detail: LINK_TEXTS.wrongCode, pin_error: true } };
        }
        tickets.delete(ticket);
        if (emailHeld(stage.email)) return fieldErrors('email', LINK_TEXTS.emailTaken);
        return signInAnswer(create(typed.identity, stage.email).id);
      }
      const choice = open(ticket, verifier, 'choice');
      if (!('identity' in choice)) return choice;
      const account = accountById(world, choice.accountId);
      if (!account || account.closed) return expired;
      const refused = signIn.codeStep(account, code, choice.stage.signInTicket ?? '');
      if (refused) return refused;
      tickets.delete(ticket);
      return link(account);
    },

    /** POST providerlink/decline/: 'No la reconozco': the claimed account is closed (R12) and the identity gets its own. */
    decline(ticket: string, verifier: string): Answer {
      const entry = open(ticket, verifier, 'choice');
      if (!('identity' in entry)) return entry;
      tickets.delete(ticket);
      const account = accountById(world, entry.accountId);
      if (account && !account.closed) closeClaimed(account);
      return newAccount(entry.identity, verifier);
    },

    /** POST providerlink/email/: the e-mail for a new account; a code is mailed to it, for `providerlink/doublefactor/`. */
    email(ticket: string, verifier: string, email: string): Answer {
      const entry = open(ticket, verifier, 'email');
      if (!('identity' in entry)) return entry;
      const typed = email.trim();
      if (!isEmail(typed)) return fieldErrors('email', EMAIL_MESSAGE);
      if (emailHeld(typed)) return fieldErrors('email', LINK_TEXTS.emailTaken);
      const limited = limits.take(emailKey(typed));
      if (limited) return limited;
      const code = randomString(4, '0123456789');
      entry.stage.email = typed;
      entry.stage.code = code;
      sendMail(
        world,
        typed,
        'Confirmá tu e-mail',
        `Hola ${entry.identity.firstName}: tu código para confirmar este e-mail en el Portal de Bahía Blanca es ${code}. Vence en 10 minutos.`,
        { code },
      );
      return { status: 200, body: { detail: 'Te enviamos un código de 4 dígitos a ese e-mail.' } };
    },
  };
}
