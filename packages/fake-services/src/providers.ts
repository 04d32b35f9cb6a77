import type { Provider } from '@portal/api-client';
import { type Answer, detail, randomString } from './answers';
import { DEMO_RESIDENT } from './seed';
import type { Tokens } from './tokens';
import { type Account, accountByDni, consume, createStore, type Expiring, type World } from './world';

// Signing in through an identity provider (AFIP, ANSES, Mi Argentina, RENAPER): the provider page's
// single-use code and state, the portal's return with them, and the exchange for a token pair.

const PROVIDER_TTL_MS = 10 * 60_000;

interface ProviderCode extends Expiring {
  provider: Provider;
  state: string;
  used: boolean;
}

export function createProviders(world: World, tokens: Tokens) {
  const providerCodes = createStore<string, ProviderCode>(world);
  const providerTokens = createStore<string, Expiring>(world);

  /** Who the provider pages sign in as: the demo resident. */
  const providerAccount = (): Account | undefined => accountByDni(world, DEMO_RESIDENT.dni);

  return {
    providerAccount,

    /** What the provider page's button carries back to the portal: a state and a single-use code. */
    startProviderLogin(provider: Provider): { state: string; code: string; account: Account } | undefined {
      const account = providerAccount();
      if (!account) return undefined;
      const state = randomString(24);
      const code = randomString(40);
      providerCodes.set(code, {
        provider,
        state,
        accountId: account.id,
        used: false,
        expiresAt: world.now() + PROVIDER_TTL_MS,
      });
      return { state, code, account };
    },

    providerReturn(provider: Provider, states: string[], codes: string[]): Answer {
      const invalid = detail(400, 'El código del proveedor no es válido o ya fue usado.');
      const [state] = states;
      const [code] = codes;
      if (states.length !== 1 || codes.length !== 1 || !state || !code) {
        return detail(400, 'Faltan los parámetros state y code, o están repetidos.');
      }
      const entry = providerCodes.get(code);
      if (!entry || entry.used || entry.provider !== provider || entry.state !== state) return invalid;
      entry.used = true;
      if (entry.expiresAt <= world.now()) return invalid;
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
