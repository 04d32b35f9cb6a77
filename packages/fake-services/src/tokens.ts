import { ALPHANUMERIC, type Answer, base64Url, detail, randomString } from './answers';
import { type Account, accountByDni, accountById, consume, createStore, type Expiring, type World } from './world';

// The auth service's tokens: access and refresh pairs (issued, checked, refreshed, revoked) and the
// alphas, the single-use tickets the portal hands to another municipal site so it signs the
// resident in. Every pair belongs to a family, the sign-in it was rotated from: a sign-out, a
// spent refresh token presented after the reuse grace (theft), a sign-out on every device and a
// password reset revoke families, and with them every token of theirs (CONTRACT.md,
// `refreshtoken/`, `logout/` and `logoutall/`).

const ALPHA_TTL_MS = 10 * 60_000;
const INVALID_REFRESH = 'El token de actualización no es válido o expiró.';
const NO_CREDENTIALS = 'No se enviaron las credenciales de autenticación.';
const BAD_ACCESS = 'El token de acceso no es válido o expiró.';

interface FamilyToken extends Expiring {
  family: string;
}

interface RefreshToken extends FamilyToken {
  /** When it was rotated (spent), or null while it is the family's newest. */
  spentAt: number | null;
  /** The pair it was rotated into, answered again to a reuse within the grace. */
  successor: { access: string; refresh: string } | null;
}

export function createTokens(world: World) {
  const accessTokens = createStore<string, FamilyToken>(world);
  const refreshTokens = createStore<string, RefreshToken>(world);
  const alphas = createStore<string, Expiring>(world);
  /** Families by id: whose sign-in it was, and whether it was revoked. */
  const families = createStore<string, { accountId: number; revoked: boolean }>(world);

  const isRevoked = (family: string) => families.get(family)?.revoked !== false;

  function revokeFamily(family: string): void {
    const entry = families.get(family);
    if (entry) entry.revoked = true;
  }

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

  /** A fresh access and refresh pair for the account, as the sign-in calls answer it: a new family unless rotated from one. */
  function issueTokens(accountId: number, family: string = randomString(16)): Answer {
    const now = world.now();
    if (!families.has(family)) families.set(family, { accountId, revoked: false });
    const accessExpiresAt = now + world.accessTokenTtlSeconds * 1000;
    const refreshExpiresAt = now + world.refreshTokenTtlSeconds * 1000;
    const access = jwt(accountId, 'access', accessExpiresAt);
    const refresh = jwt(accountId, 'refresh', refreshExpiresAt);
    accessTokens.set(access, { accountId, family, expiresAt: accessExpiresAt });
    refreshTokens.set(refresh, { accountId, family, expiresAt: refreshExpiresAt, spentAt: null, successor: null });
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
      if (!entry || entry.expiresAt <= world.now() || isRevoked(entry.family)) return detail(401, BAD_ACCESS);
      return accountById(world, entry.accountId) ?? detail(401, BAD_ACCESS);
    },

    /**
     * Rotates a refresh token. A spent one presented again within the reuse grace answers the
     * pair it was rotated into (a reload lost that answer); after the grace it is theft: the
     * whole family is revoked, the thief's tokens and the resident's alike.
     */
    refresh(refresh: string): Answer {
      const entry = refreshTokens.get(refresh);
      const now = world.now();
      if (!entry || entry.expiresAt <= now || isRevoked(entry.family)) return detail(400, INVALID_REFRESH);
      if (entry.spentAt !== null) {
        if (entry.successor && now - entry.spentAt < world.refreshReuseGraceSeconds * 1000) {
          return { status: 200, body: { ...entry.successor } };
        }
        revokeFamily(entry.family);
        return detail(400, INVALID_REFRESH);
      }
      const answer = issueTokens(entry.accountId, entry.family);
      entry.spentAt = now;
      entry.successor = answer.body as { access: string; refresh: string };
      return answer;
    },

    /** POST logout/: revokes the refresh token's family; answers alike for any token, known or not. */
    logout(refresh: string): Answer {
      const entry = refreshTokens.get(refresh);
      if (entry) revokeFamily(entry.family);
      return detail(200, 'Sesión cerrada.');
    },

    /** Revokes every session of the account (a password reset, `logoutall/`). */
    revokeAccount(accountId: number): void {
      for (const entry of families.values()) {
        if (entry.accountId === accountId) entry.revoked = true;
      }
    },

    /**
     * POST logoutall/ (bearer): every session of the bearer's account ends, this one too, on
     * every device (CONTRACT.md, R4).
     */
    logoutAll(account: Account): Answer {
      for (const entry of families.values()) {
        if (entry.accountId === account.id) entry.revoked = true;
      }
      return detail(200, 'Cerramos tu sesión en todos los dispositivos.');
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
