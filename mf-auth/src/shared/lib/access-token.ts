/** What the browser may read of an access token without its secret: the claims, unverified. */
export interface AccessTokenClaims {
  /** Expiry, ms since the epoch. */
  expiresAt: number;
  /** The user id of `sub`, or null. */
  userId: number | null;
}

// A token that dies within this margin counts as dead: using it would only earn a 401 and a refresh.
const EXPIRY_MARGIN_MS = 10_000;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The `exp` and `sub` of a JWT; null for anything that is not one (tampered, cut, not base64).
 * The signature is the server's business: a forged token still fails there with a 401.
 */
export function readAccessToken(token: string | undefined): AccessTokenClaims | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || !parts[1]) return null;
  let claims: unknown;
  try {
    claims = decodeSegment(parts[1]);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { exp, sub } = claims as { exp?: unknown; sub?: unknown };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const userId = typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : null;
  return { expiresAt: exp * 1000, userId };
}

/** A token that is present and will stay valid a little longer. */
export const isAccessTokenAlive = (claims: AccessTokenClaims | null, now: number): claims is AccessTokenClaims =>
  claims !== null && claims.expiresAt - EXPIRY_MARGIN_MS > now;
