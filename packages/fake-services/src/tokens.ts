import { ALPHANUMERIC, type Answer, base64Url, detail, randomString } from './answers';
import {
  type Account,
  accountByDni,
  accountById,
  cancelPending,
  consume,
  createStore,
  deleteOf,
  type Expiring,
  type Level,
  onCancelPending,
  type World,
} from './world';

// The auth service's tokens: access and refresh pairs (issued, checked, refreshed, revoked) and the
// alphas, the single-use tickets the portal hands to another municipal site so it signs the
// resident in. Every pair belongs to a family, the sign-in it was rotated from: a sign-out, a
// spent refresh token presented after the reuse grace (theft), a sign-out on every device and a
// password reset revoke families, and with them every token of theirs (CONTRACT.md,
// `refreshtoken/`, `logout/` and `logoutall/`). A family also ends by itself (R14): 12 hours after
// its sign-in however often it refreshes, or once no refresh came for the idle limit. Tokens carry
// the level the sign-in had (R11): a refresh reissues that level, never the account's current one,
// so a session begun before a verification stays level 1. An alpha belongs to the family of the
// bearer that minted it and ends with it (R4, R13).

/**
 * An alpha's life: two minutes. The portal mints one for a navigation that follows at once (the
 * hand-off), so it never needs longer; a shorter life ends sooner an alpha minted and never
 * used (every provider return mints one the portal does not use).
 */
const ALPHA_TTL_MS = 2 * 60_000;
const INVALID_REFRESH = 'El token de actualización no es válido o expiró.';
const NO_CREDENTIALS = 'No se enviaron las credenciales de autenticación.';
const BAD_ACCESS = 'El token de acceso no es válido o expiró.';
const SESSION_ENDED = 'Por seguridad, volvé a ingresar.';
const HANDOFF_LEVEL_NEEDED = 'Para ingresar a otros servicios de la Municipalidad tenés que verificar tu identidad (Nivel 2).';

interface FamilyToken extends Expiring {
  family: string;
  /** The account's level when the token was issued (R11). */
  level: Level;
}

/** One sign-in: whose, at which level, whether it was revoked, when it began and when it last refreshed (R14). */
interface Family {
  accountId: number;
  /** The account's level at the sign-in: every token of the family carries it (R11). */
  level: Level;
  revoked: boolean;
  startedAt: number;
  lastUsedAt: number;
  /** Revoked because it reached its end (R14): every refresh of it says so. */
  ended: boolean;
}

/** An access token's bearer: the account, the level the token carries, its family. */
export interface Bearer {
  account: Account;
  level: Level;
  family: string;
}

/** A hand-off ticket: the family of the bearer that minted it, when a bearer did (R4). */
interface Alpha extends Expiring {
  family: string | null;
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
  const alphas = createStore<string, Alpha>(world);
  /** Families by id. */
  const families = createStore<string, Family>(world);
  // A reset or `logoutall/` cancels the hand-off alphas not yet redeemed (R13).
  onCancelPending(world, (accountId) => deleteOf(alphas, accountId));

  const isRevoked = (family: string) => families.get(family)?.revoked !== false;

  /** Whether the family has reached its end (R14): its 12 hours, or the idle limit without a refresh. */
  function hasEnded(family: Family): boolean {
    const now = world.now();
    return now - family.startedAt >= world.sessionMaxSeconds * 1000 || now - family.lastUsedAt >= world.sessionIdleSeconds * 1000;
  }

  /** The family ends, and with it the alphas it minted and nobody redeemed (R4). */
  function revokeFamily(family: string): void {
    const entry = families.get(family);
    if (entry) entry.revoked = true;
    for (const [alpha, value] of alphas.entries()) {
      if (value.family === family) alphas.delete(alpha);
    }
  }

  function jwt(accountId: number, level: Level, type: 'access' | 'refresh', expiresAt: number): string {
    const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64Url(
      JSON.stringify({
        token_type: type,
        user_id: accountId,
        // The account's DNI (CONTRACT.md R11): the portal asks for the licence and the claims beside userprofile/.
        dni: accountById(world, accountId)?.dni,
        level,
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
    let entry = families.get(family);
    if (entry) entry.lastUsedAt = now;
    else {
      entry = {
        accountId,
        level: accountById(world, accountId)?.level ?? 1,
        revoked: false,
        startedAt: now,
        lastUsedAt: now,
        ended: false,
      };
      families.set(family, entry);
    }
    // The sign-in's level, not the account's now: a verification since then gave its own new family (R11).
    const { level } = entry;
    const accessExpiresAt = now + world.accessTokenTtlSeconds * 1000;
    const refreshExpiresAt = now + world.refreshTokenTtlSeconds * 1000;
    const access = jwt(accountId, level, 'access', accessExpiresAt);
    const refresh = jwt(accountId, level, 'refresh', refreshExpiresAt);
    accessTokens.set(access, { accountId, family, level, expiresAt: accessExpiresAt });
    refreshTokens.set(refresh, { accountId, family, level, expiresAt: refreshExpiresAt, spentAt: null, successor: null });
    return { status: 200, body: { access, refresh } };
  }

  /** The bearer of an `Authorization: Bearer …` header, or the 401 to answer. */
  function bearer(authorization: string | null): Bearer | Answer {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const token = match?.[1];
    if (!token) return detail(401, NO_CREDENTIALS);
    const entry = accessTokens.get(token);
    const family = entry && families.get(entry.family);
    if (!entry || !family || entry.expiresAt <= world.now() || family.revoked || hasEnded(family)) return detail(401, BAD_ACCESS);
    const account = accountById(world, entry.accountId);
    if (!account || account.closed) return detail(401, BAD_ACCESS);
    return { account, level: entry.level, family: entry.family };
  }

  /** A hand-off alpha for the account; `family`, the minting bearer's, ends it at that family's `logout/` (R4). */
  function createAlpha(accountId: number, family: string | null = null): string {
    const alpha = randomString(32);
    alphas.set(alpha, { accountId, family, expiresAt: world.now() + ALPHA_TTL_MS });
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

    bearer,

    /** The account behind an `Authorization: Bearer …` header, or the 401 to answer. */
    authenticate(authorization: string | null): Account | Answer {
      const found = bearer(authorization);
      return 'account' in found ? found.account : found;
    },

    /**
     * Rotates a refresh token. A spent one presented again within the reuse grace answers the
     * pair it was rotated into (a reload lost that answer); after the grace it is theft: the
     * whole family is revoked, the thief's tokens and the resident's alike.
     */
    refresh(refresh: string): Answer {
      const entry = refreshTokens.get(refresh);
      const now = world.now();
      const family = entry && families.get(entry.family);
      if (family && !family.revoked && hasEnded(family)) {
        family.revoked = true;
        family.ended = true;
      }
      if (family?.ended) return { status: 400, body: { detail: SESSION_ENDED, reason: 'session_ended' } };
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
     * every device (CONTRACT.md, R4), and everything pending of the account is cancelled (R13).
     */
    logoutAll(account: Account): Answer {
      for (const entry of families.values()) {
        if (entry.accountId === account.id) entry.revoked = true;
      }
      cancelPending(world, account.id);
      return detail(200, 'Cerramos tu sesión en todos los dispositivos.');
    },

    /** GET newalpha/: an alpha only for a proven DNI (R11), bound to the bearer's family (R4). */
    newAlpha({ account, level, family }: Bearer): Answer {
      if (level !== 2) return { status: 403, body: { detail: HANDOFF_LEVEL_NEEDED, reason: 'level' } };
      return { status: 200, body: { alpha: createAlpha(account.id, family) } };
    },

    /** A hand-off service redeems an alpha once: the account it stands for. */
    redeemAlpha(alpha: string): Account | undefined {
      const entry = consume(world, alphas, alpha);
      // Whatever ended the minting session ended its alphas too (R4): a revocation, its 12 hours, its idle limit.
      const family = entry?.family == null ? undefined : families.get(entry.family);
      if (!entry || (family && (family.revoked || hasEnded(family)))) return undefined;
      return accountById(world, entry.accountId);
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
