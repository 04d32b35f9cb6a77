import { type Provider, s256Challenge } from '@portal/api-client';
import { type Answer, detail, randomString } from './answers';
import type { MailLimits } from './mail-limits';
import { createProviderLinks } from './provider-links';
import { DEMO_RESIDENT, PROVIDER_IDENTITIES, type ProviderIdentity } from './seed';
import type { SignIn } from './sign-in';
import type { Tokens } from './tokens';
import { accountById, consume, createStore, deleteOf, type Expiring, onCancelPending, type World } from './world';

// Signing in through an identity provider (AFIP, ANSES, Mi Argentina, RENAPER): the provider page's
// single-use codes and states, the portal's return with them, and the exchange for a token pair.
// A sign-in is bound to the browser that began it, as PKCE (RFC 7636, S256) binds an OAuth code:
// the start carries the SHA-256 of a secret the portal keeps in that tab, the state is bound to
// it, and the return is exchanged only with the secret itself. A start without one is refused.
//
// The provider proves the identity's DNI (CONTRACT.md, R11, R12). A return with the resident's
// bearer verifies that account: the DNI must be the account's, which becomes level 2. A return
// without one signs in to the level-2 account of that DNI; an account that only claimed the DNI
// is linked or closed as its holder chooses (provider-links.ts, R17), and a DNI nobody holds gets
// a new level-2 account from the identity.

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

export function createProviders(world: World, tokens: Tokens, signIn: SignIn, limits: MailLimits) {
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

  /**
   * Checks a provider return's state and code against the start's verifier, and spends the code
   * with its page's other codes: the identity the provider confirmed with the verifier that proved
   * the start, or the refusal.
   */
  async function spendCode(
    provider: Provider,
    state: string,
    code: string,
    verifier: string | undefined,
  ): Promise<{ identity: ProviderIdentity; verifier: string } | Answer> {
    const invalid = detail(400, 'El código del proveedor no es válido o ya fue usado.');
    const entry = providerCodes.get(code);
    if (!entry || entry.used || entry.provider !== provider || entry.state !== state) return invalid;
    // The page's other buttons die with this one: one start, one sign-in.
    for (const sibling of providerCodes.values()) {
      if (sibling.start === entry.start) sibling.used = true;
    }
    if (entry.expiresAt <= world.now()) return invalid;
    // Spent either way: a return tried with the wrong secret cannot be tried again with another.
    if (!verifier || !VERIFIER.test(verifier) || (await s256Challenge(verifier)) !== entry.challenge) {
      return detail(400, 'Este ingreso no empezó en este navegador: volvé a empezarlo desde el portal.');
    }
    return { identity: entry.identity, verifier };
  }

  /** The return's answer for an account: a provider token for `afipprofile/`, and an alpha. */
  function signInAnswer(accountId: number): Answer {
    const token = randomString(40);
    providerTokens.set(token, { accountId, expiresAt: world.now() + PROVIDER_TTL_MS });
    return { status: 200, body: { token, alpha: tokens.createAlpha(accountId) } };
  }

  const links = createProviderLinks(world, tokens, signIn, limits, signInAnswer);

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
      const [state] = states;
      const [code] = codes;
      const [verifier] = verifiers;
      if (states.length !== 1 || codes.length !== 1 || !state || !code) {
        return detail(400, 'Faltan los parámetros state y code, o están repetidos.');
      }
      // An expired bearer is answered before the code is touched: the portal refreshes and sends it again.
      const bearer = authorization === null ? null : tokens.bearer(authorization);
      if (bearer && !('account' in bearer)) return bearer;
      const spent = await spendCode(provider, state, code, verifiers.length === 1 ? verifier : undefined);
      if ('status' in spent) return spent;
      const { identity } = spent;
      if (!bearer) return links.signInWith(identity, spent.verifier);
      if (bearer.account.dni !== identity.dni) return { status: 409, body: { detail: DNI_MISMATCH, reason: 'dni_mismatch' } };
      bearer.account.level = 2;
      // Every session of the account ends, the verifying one too: none renews at level 2 (R17);
      // the portal holds only the pair of `afipprofile/`.
      tokens.revokeAccount(bearer.account.id);
      return signInAnswer(bearer.account.id);
    },

    /** A pending choice for the identity of `dni`, with a given ticket and verifier (stories and tests). */
    seedLinkChoice(dni: number, verifier: string, ticket: string): void {
      const identity = PROVIDER_IDENTITIES.find((candidate) => candidate.dni === dni);
      if (!identity) throw new Error(`No provider identity with DNI ${dni}`);
      links.seedChoice(identity, verifier, ticket);
    },

    linkLogin: links.login,
    linkSecondFactor: links.secondFactor,
    linkDecline: links.decline,
    linkEmail: links.email,

    /**
     * A provider return made for something other than a sign-in (an e-mail change's undo, R13):
     * checked and spent as `providerReturn` spends one (its page's other codes too, the verifier of
     * the start's challenge required); answers the identity the provider confirmed, or the refusal.
     */
    /** A provider return made for something other than a sign-in (an e-mail change's undo, R13): the identity, or the refusal. */
    async spendProviderCode(provider: Provider, state: string, code: string, verifier: string): Promise<ProviderIdentity | Answer> {
      const spent = await spendCode(provider, state, code, verifier);
      return 'status' in spent ? spent : spent.identity;
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
