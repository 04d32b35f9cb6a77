import { type Provider, s256Challenge } from '@portal/api-client';
import { type Answer, detail, randomString } from './answers';
import { DEMO_RESIDENT } from './seed';
import type { Tokens } from './tokens';
import { type Account, accountByDni, consume, createStore, type Expiring, type World } from './world';

// Signing in through an identity provider (AFIP, ANSES, Mi Argentina, RENAPER): the provider page's
// single-use code and state, the portal's return with them, and the exchange for a token pair.
// A sign-in is bound to the browser that began it, as PKCE (RFC 7636, S256) binds an OAuth code:
// the start carries the SHA-256 of a secret the portal keeps in that tab, the state is bound to
// it, and the return is exchanged only with the secret itself. A start without one is refused.

const PROVIDER_TTL_MS = 10 * 60_000;

interface ProviderCode extends Expiring {
  provider: Provider;
  state: string;
  /** The S256 challenge the start carried. */
  challenge: string;
  used: boolean;
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

  /** Who the provider pages sign in as: the demo resident. */
  const providerAccount = (): Account | undefined => accountByDni(world, DEMO_RESIDENT.dni);

  return {
    providerAccount,

    /**
     * What the provider page's button carries back to the portal: a state and a single-use code,
     * bound to the start's S256 `challenge` (checked by `isChallenge` first).
     */
    startProviderLogin(provider: Provider, challenge: string): { state: string; code: string; account: Account } | undefined {
      const account = providerAccount();
      if (!account) return undefined;
      const state = randomString(24);
      const code = randomString(40);
      providerCodes.set(code, {
        provider,
        state,
        challenge,
        accountId: account.id,
        used: false,
        expiresAt: world.now() + PROVIDER_TTL_MS,
      });
      return { state, code, account };
    },

    /** `{provider}redirect/`: the state and code, with the verifier of the start's challenge. */
    async providerReturn(provider: Provider, states: string[], codes: string[], verifiers: string[]): Promise<Answer> {
      const invalid = detail(400, 'El código del proveedor no es válido o ya fue usado.');
      const [state] = states;
      const [code] = codes;
      const [verifier] = verifiers;
      if (states.length !== 1 || codes.length !== 1 || !state || !code) {
        return detail(400, 'Faltan los parámetros state y code, o están repetidos.');
      }
      const entry = providerCodes.get(code);
      if (!entry || entry.used || entry.provider !== provider || entry.state !== state) return invalid;
      entry.used = true;
      if (entry.expiresAt <= world.now()) return invalid;
      // Spent either way: a return tried with the wrong secret cannot be tried again with another.
      if (verifiers.length !== 1 || !verifier || !VERIFIER.test(verifier) || (await s256Challenge(verifier)) !== entry.challenge) {
        return detail(400, 'Este ingreso no empezó en este navegador: volvé a empezarlo desde el portal.');
      }
      const token = randomString(40);
      providerTokens.set(token, { accountId: entry.accountId, expiresAt: world.now() + PROVIDER_TTL_MS });
      return { status: 200, body: { token, alpha: tokens.createAlpha(entry.accountId) } };
    },

    exchangeProviderToken(token: string): Answer {
      const entry = consume(world, providerTokens, token);
      if (!entry) return detail(400, 'El token del proveedor no es válido o ya fue usado.');
      return tokens.issueTokens(entry.accountId);
    },
  };
}
