import { ALPHANUMERIC, type Answer, detail, randomString } from './answers';
import { type Account, accountByDni, accountById, consume, createStore, type Expiring, type World } from './world';

// The auth service's tokens: access and refresh pairs (issued, checked, refreshed) and the alphas,
// the single-use tickets the portal hands to another municipal site so it signs the resident in.

const ALPHA_TTL_MS = 10 * 60_000;
const NO_CREDENTIALS = 'No se enviaron las credenciales de autenticación.';
const BAD_ACCESS = 'El token de acceso no es válido o expiró.';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function createTokens(world: World) {
  const accessTokens = createStore<string, Expiring>(world);
  const refreshTokens = createStore<string, Expiring>(world);
  const alphas = createStore<string, Expiring>(world);

  function jwt(accountId: number, type: 'access' | 'refresh', expiresAt: number): string {
    const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64Url(
      JSON.stringify({
        token_type: type,
        user_id: accountId,
        exp: Math.floor(expiresAt / 1000),
        iat: Math.floor(world.now() / 1000),
        jti: randomString(16),
      }),
    );
    return `${header}.${payload}.${randomString(43, `${ALPHANUMERIC}-_`)}`;
  }

  /** A fresh access and refresh pair for the account, as the sign-in calls answer it. */
  function issueTokens(accountId: number): Answer {
    const now = world.now();
    const accessExpiresAt = now + world.accessTokenTtlSeconds * 1000;
    const refreshExpiresAt = now + world.refreshTokenTtlSeconds * 1000;
    const access = jwt(accountId, 'access', accessExpiresAt);
    const refresh = jwt(accountId, 'refresh', refreshExpiresAt);
    accessTokens.set(access, { accountId, expiresAt: accessExpiresAt });
    refreshTokens.set(refresh, { accountId, expiresAt: refreshExpiresAt });
    return { status: 200, body: { access, refresh } };
  }

  function createAlpha(accountId: number): string {
    const alpha = randomString(32);
    alphas.set(alpha, { accountId, expiresAt: world.now() + ALPHA_TTL_MS });
    return alpha;
  }

  return {
    issueTokens,
    createAlpha,

    /** Issues a token pair directly (for stories and tests that start signed in). */
    signIn(dni: number): { access: string; refresh: string } {
      const account = accountByDni(world, dni);
      if (!account) throw new Error(`No account with DNI ${dni}`);
      return issueTokens(account.id).body as { access: string; refresh: string };
    },

    /** The account behind an `Authorization: Bearer …` header, or the 401 to answer. */
    authenticate(authorization: string | null): Account | Answer {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      const token = match?.[1];
      if (!token) return detail(401, NO_CREDENTIALS);
      const entry = accessTokens.get(token);
      if (!entry || entry.expiresAt <= world.now()) return detail(401, BAD_ACCESS);
      return accountById(world, entry.accountId) ?? detail(401, BAD_ACCESS);
    },

    refresh(refresh: string): Answer {
      const entry = consume(world, refreshTokens, refresh);
      if (!entry) return detail(400, 'El token de actualización no es válido o expiró.');
      return issueTokens(entry.accountId);
    },

    newAlpha(account: Account): Answer {
      return { status: 200, body: { alpha: createAlpha(account.id) } };
    },

    /** A hand-off service redeems an alpha once: the account it stands for. */
    redeemAlpha(alpha: string): Account | undefined {
      const entry = consume(world, alphas, alpha);
      return entry ? accountById(world, entry.accountId) : undefined;
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
