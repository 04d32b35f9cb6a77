import { type Provider, s256Challenge } from '@portal/api-client';
import { type Answer, detail, randomString } from './answers';
import { DEMO_RESIDENT, PROVIDER_IDENTITIES, type ProviderIdentity } from './seed';
import type { Tokens } from './tokens';
import {
  type Account,
  accountById,
  cancelPending,
  consume,
  createAccount,
  createStore,
  deleteOf,
  type Expiring,
  onCancelPending,
  openAccountByDni,
  sendMail,
  type World,
} from './world';

// Signing in through an identity provider (AFIP, ANSES, Mi Argentina, RENAPER): the provider page's
// single-use codes and states, the portal's return with them, and the exchange for a token pair.
// A sign-in is bound to the browser that began it, as PKCE (RFC 7636, S256) binds an OAuth code:
// the start carries the SHA-256 of a secret the portal keeps in that tab, the state is bound to
// it, and the return is exchanged only with the secret itself. A start without one is refused.
//
// The provider proves the identity's DNI (CONTRACT.md, R11, R12). A return with the resident's
// bearer verifies that account: the DNI must be the account's, which becomes level 2. A return
// without one signs in to the level-2 account of that DNI; an account that only claimed the DNI
// is closed (its holder told by mail) and a new level-2 account is made for the identity, as for
// a DNI nobody registered.

const PROVIDER_TTL_MS = 10 * 60_000;

export const DNI_MISMATCH = 'La identidad que confirmó el proveedor tiene otro DNI que tu cuenta, así que no la usamos para verificarla.';

interface ProviderCode {
  provider: Provider;
  state: string;
  /** The S256 challenge the start carried. */
  challenge: string;
  /** Who signs in with this code: the identity of the button that carries it. */
  identity: ProviderIdentity;
  /** The page load it was issued on: using one code of it spends them all. */
  start: string;
  used: boolean;
  expiresAt: number;
}

/** One button of the provider page: who signs in, with what state and code. */
export interface ProviderChoice {
  identity: ProviderIdentity;
  state: string;
  code: string;
}

/** A base64url SHA-256 digest: 43 characters of the URL-safe alphabet. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636's verifier: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function isChallenge(challenge: string, method: string): boolean {
  return method === 'S256' && CHALLENGE.test(challenge);
}

export function createProviders(world: World, tokens: Tokens) {
  const providerCodes = createStore<string, ProviderCode>(world);
  const providerTokens = createStore<string, Expiring>(world);
  // A reset, `logoutall/` or a closed account cancels the provider tokens not yet exchanged (R13).
  onCancelPending(world, (accountId) => deleteOf(providerTokens, accountId));

  function issueCode(provider: Provider, challenge: string, identity: ProviderIdentity, start: string): ProviderChoice {
    const state = randomString(24);
    const code = randomString(40);
    providerCodes.set(code, { provider, state, challenge, identity, start, used: false, expiresAt: world.now() + PROVIDER_TTL_MS });
    return { identity, state, code };
  }

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

  /** The account a provider sign-in without a bearer signs in to (R11, R12). */
  function accountFor(identity: ProviderIdentity): Account {
    const holder = openAccountByDni(world, identity.dni);
    if (holder?.level === 2) return holder;
    if (holder) closeClaimed(holder);
    return createAccount(world, {
      dni: identity.dni,
      first_name: identity.firstName,
      last_name: identity.lastName,
      email: identity.email,
      // Nobody knows it: a password is chosen only through a reset link.
      password: randomString(32),
      validated: true,
      level: 2,
    });
  }

  return {
    /**
     * A state and a single-use code for one identity (by DNI; the demo resident by default), bound
     * to the start's S256 `challenge` (checked by `isChallenge` first); undefined for a DNI no
     * provider knows.
     */
    startProviderLogin(provider: Provider, challenge: string, dni: number = DEMO_RESIDENT.dni): ProviderChoice | undefined {
      const identity = PROVIDER_IDENTITIES.find((candidate) => candidate.dni === dni);
      return identity && issueCode(provider, challenge, identity, randomString(16));
    },

    /** What the provider page offers: one button per identity, each with its own state and code of one start. */
    providerChoices(provider: Provider, challenge: string): ProviderChoice[] {
      const start = randomString(16);
      return PROVIDER_IDENTITIES.map((identity) => issueCode(provider, challenge, identity, start));
    },

    /**
     * `{provider}redirect/`: the state and code, with the verifier of the start's challenge; with
     * `authorization` (the resident's bearer), the verification of that account.
     */
    async providerReturn(
      provider: Provider,
      states: string[],
      codes: string[],
      verifiers: string[],
      authorization: string | null = null,
    ): Promise<Answer> {
      const invalid = detail(400, 'El código del proveedor no es válido o ya fue usado.');
      const [state] = states;
      const [code] = codes;
      const [verifier] = verifiers;
      if (states.length !== 1 || codes.length !== 1 || !state || !code) {
        return detail(400, 'Faltan los parámetros state y code, o están repetidos.');
      }
      // An expired bearer is answered before the code is touched: the portal refreshes and sends it again.
      const bearer = authorization === null ? null : tokens.bearer(authorization);
      if (bearer && !('account' in bearer)) return bearer;
      const entry = providerCodes.get(code);
      if (!entry || entry.used || entry.provider !== provider || entry.state !== state) return invalid;
      // The page's other buttons die with this one: one start, one sign-in.
      for (const sibling of providerCodes.values()) {
        if (sibling.start === entry.start) sibling.used = true;
      }
      if (entry.expiresAt <= world.now()) return invalid;
      // Spent either way: a return tried with the wrong secret cannot be tried again with another.
      if (verifiers.length !== 1 || !verifier || !VERIFIER.test(verifier) || (await s256Challenge(verifier)) !== entry.challenge) {
        return detail(400, 'Este ingreso no empezó en este navegador: volvé a empezarlo desde el portal.');
      }
      let account: Account;
      if (bearer) {
        if (bearer.account.dni !== entry.identity.dni) return { status: 409, body: { detail: DNI_MISMATCH, reason: 'dni_mismatch' } };
        account = bearer.account;
        account.level = 2;
      } else {
        account = accountFor(entry.identity);
      }
      const token = randomString(40);
      providerTokens.set(token, { accountId: account.id, expiresAt: world.now() + PROVIDER_TTL_MS });
      return { status: 200, body: { token, alpha: tokens.createAlpha(account.id) } };
    },

    /**
     * A provider return made for something other than a sign-in (an e-mail change's undo, R13):
     * checked and spent as `providerReturn` spends one (its page's other codes too, the verifier of
     * the start's challenge required); answers the identity the provider confirmed, or the refusal.
     */
    async spendProviderCode(provider: Provider, state: string, code: string, verifier: string): Promise<ProviderIdentity | Answer> {
      const entry = providerCodes.get(code);
      if (!entry || entry.used || entry.provider !== provider || entry.state !== state) {
        return detail(400, 'El código del proveedor no es válido o ya fue usado.');
      }
      for (const sibling of providerCodes.values()) {
        if (sibling.start === entry.start) sibling.used = true;
      }
      if (entry.expiresAt <= world.now()) return detail(400, 'El código del proveedor no es válido o ya fue usado.');
      if (!VERIFIER.test(verifier) || (await s256Challenge(verifier)) !== entry.challenge) {
        return detail(400, 'Este ingreso no empezó en este navegador: volvé a empezarlo desde el portal.');
      }
      return entry.identity;
    },

    /** `afipprofile/`: the provider token, once, for a token pair of its account (a new family). */
    exchangeProviderToken(token: string): Answer {
      const entry = consume(world, providerTokens, token);
      const account = entry && accountById(world, entry.accountId);
      if (!entry || !account || account.closed) return detail(400, 'El token del proveedor no es válido o ya fue usado.');
      return tokens.issueTokens(entry.accountId);
    },
  };
}
