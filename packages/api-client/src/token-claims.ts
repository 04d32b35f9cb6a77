// What an access token says of itself: the JWT's time claims, read without checking its
// signature (the service does that); the portal only needs to know when to refresh.

/** Seconds before its expiry at which an access token counts as due for a refresh. */
export const DUE_SECONDS = 60;

/** A JWT claim that is a number, as the payload has it; null when the token has none. */
function numberClaim(access: string, claim: 'exp' | 'iat' | 'level' | 'dni'): number | null {
  try {
    const payload = access.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const value = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** A JWT claim holding a time (`exp`, `iat`), in epoch milliseconds; null when the token has none. */
function timeClaim(access: string, claim: 'exp' | 'iat'): number | null {
  const seconds = numberClaim(access, claim);
  return seconds === null ? null : seconds * 1000;
}

/** The level of the sign-in the token belongs to (`level`, CONTRACT.md R11); null when it says none. */
export function accessTokenLevel(access: string): 1 | 2 | null {
  const level = numberClaim(access, 'level');
  return level === 1 || level === 2 ? level : null;
}

/**
 * The account's DNI when the token carries it (`dni`, CONTRACT.md R11: optional): the licence and
 * the claims can then be asked for beside userprofile/ instead of after it. Null when it does not.
 */
export function accessTokenDni(access: string): number | null {
  const dni = numberClaim(access, 'dni');
  return dni !== null && Number.isInteger(dni) && dni > 0 ? dni : null;
}

/** The `exp` claim of a JWT access token, in epoch milliseconds; null when it has none. */
export function accessTokenExpiry(access: string): number | null {
  return timeClaim(access, 'exp');
}

/**
 * How long an access token lives (`exp` − `iat`, both on the service's clock, so the browser's
 * clock being wrong does not change it), in milliseconds; null when either claim is missing.
 */
export function accessTokenLifetime(access: string): number | null {
  const exp = timeClaim(access, 'exp');
  const iat = timeClaim(access, 'iat');
  return exp !== null && iat !== null && exp > iat ? exp - iat : null;
}
