import { EXCHANGE_TEXTS } from '@store/domain';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ExchangeSessionRow } from '../../repositories/exchange';
import type { ServiceContext } from '../context';

/** The cookie checkauth names: 1C sends it back with every later request of the session. */
export const EXCHANGE_COOKIE = 'store_exchange';

/** Wrong exchange passwords an address may try in an hour (the exchange is one operator's 1C). */
export const EXCHANGE_FAILURES_PER_IP = 20;
const HOUR = 60 * 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** HTTP Basic's login and password, or null for another or a malformed header. */
export function basicCredentials(header: string | undefined): { login: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Both compared in constant time over their hashes (their lengths tell nothing either). */
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export type CheckAuthResult =
  { ok: true; cookie: string; token: string; sessionId: number } | { ok: false; status: 401 | 403 | 429; message: string };

/**
 * checkauth: HTTP Basic with the operator's exchange login and password starts a session kept in
 * the database (its cookie's hash only); any API instance knows it from the next request on.
 * Wrong tries are counted per address in the database (EXCHANGE_FAILURES_PER_IP an hour).
 */
export async function checkAuth(
  ctx: Pick<ServiceContext, 'repos' | 'settings' | 'rateCounters'>,
  kind: 'catalog' | 'sale',
  authorization: string | undefined,
  ip: string,
): Promise<CheckAuthResult> {
  const expected = ctx.settings.exchange.credentials;
  if (!expected) return { ok: false, status: 403, message: EXCHANGE_TEXTS.disabled };
  const key = `exchange-auth:${ip}`;
  if ((await ctx.rateCounters.count(key, HOUR)) >= EXCHANGE_FAILURES_PER_IP) {
    return { ok: false, status: 429, message: EXCHANGE_TEXTS.tooManyAttempts };
  }
  const given = basicCredentials(authorization);
  const loginOk = sameSecret(given?.login ?? '', expected.login);
  const passwordOk = sameSecret(given?.password ?? '', expected.password);
  if (!given || !loginOk || !passwordOk) {
    await ctx.rateCounters.hit(key, EXCHANGE_FAILURES_PER_IP, HOUR);
    return { ok: false, status: 401, message: EXCHANGE_TEXTS.wrongCredentials };
  }
  const token = randomBytes(32).toString('base64url');
  const sessionId = await ctx.repos.exchange.createSession(tokenHash(token), kind, ctx.settings.now());
  return { ok: true, cookie: EXCHANGE_COOKIE, token, sessionId };
}

/** The live session of a request's cookie (marked seen), or null: unknown, expired, or the exchange is off. */
export async function sessionOf(
  ctx: Pick<ServiceContext, 'repos' | 'settings'>,
  token: string | undefined,
): Promise<ExchangeSessionRow | null> {
  if (!ctx.settings.exchange.credentials || !token || token.length > 200) return null;
  const now = ctx.settings.now();
  return ctx.repos.exchange.touchSession(tokenHash(token), now, new Date(now.getTime() - ctx.settings.exchange.sessionTtlMs));
}
