import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { authStateRepository } from '../repositories/auth-state';
import type { AppSettings } from '../settings';

/** Verifies the token a captcha widget gave the client (SPEC §4 "Captcha"). */
export interface CaptchaVerifier {
  verify(token: string, ip: string): Promise<boolean>;
}

/** Issues the tokens of the local checkbox (`POST /api/captcha/local`). */
export interface CaptchaChallenge {
  issue(ip: string): { token: string; expiresAt: Date };
}

/** How long a ticked local checkbox stays valid. */
export const LOCAL_CAPTCHA_TTL_MS = 2 * 60 * 1000;

interface LocalClaims {
  /** Single-use id, recorded in the database when spent. */
  n: string;
  /** Expiry, ms since the epoch. */
  e: number;
  /** The address that ticked the box: a token is not passed to another client. */
  ip: string;
}

/**
 * The local checkbox captcha: ticking the box (`POST /api/captcha/local`) yields a short-lived,
 * HMAC-signed token bound to the client's IP; `verify` accepts it once, recording its nonce in
 * the database so a replay fails on every instance. It keeps honest clients honest and slows
 * scripted guessing down to one request more per try; it is not a bot detector.
 */
export function localCaptcha(settings: AppSettings, db: Db): CaptchaVerifier & CaptchaChallenge {
  const state = authStateRepository(db);
  // A key of its own, derived from the app secret, so a captcha token can never pass for anything else.
  const key = createHmac('sha256', settings.jwtSecret).update('local-captcha').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(ip: string): { token: string; expiresAt: Date } {
      const expiresAt = new Date(settings.now().getTime() + LOCAL_CAPTCHA_TTL_MS);
      const claims: LocalClaims = { n: randomBytes(16).toString('hex'), e: expiresAt.getTime(), ip };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${body}.${sign(body)}`, expiresAt };
    },

    async verify(token: string, ip: string): Promise<boolean> {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return false;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      let claims: LocalClaims;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LocalClaims;
      } catch {
        return false;
      }
      if (typeof claims.n !== 'string' || typeof claims.e !== 'number' || claims.ip !== ip) return false;
      if (claims.e <= settings.now().getTime()) return false;
      return state.spendCaptchaNonce(claims.n, new Date(claims.e));
    },
  };
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA: the token is checked by Google's siteverify; any failure to reach it counts as "not verified". */
export function recaptcha(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, ip) {
      try {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}

/** The verifier of the configured provider: reCAPTCHA when chosen and given a secret, else the local checkbox. */
export function createCaptcha(settings: AppSettings, db: Db): CaptchaVerifier {
  if (settings.captcha.provider === 'recaptcha') {
    if (!settings.captcha.recaptchaSecret) throw new Error('captcha.provider is recaptcha but recaptchaSecret is not set');
    return recaptcha(settings.captcha.recaptchaSecret);
  }
  return localCaptcha(settings, db);
}
