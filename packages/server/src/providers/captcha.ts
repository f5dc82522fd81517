import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { authStateRepository } from '../repositories/auth-state';
import type { AppSettings } from '../settings';
import { isTimeout, type Probe, type ProbeResult } from './readiness';

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
export function localCaptcha(settings: AppSettings, db: Db): CaptchaVerifier & CaptchaChallenge & Probe {
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

    async probe() {
      return { ready: true, local: true, detail: 'локальная галочка «Я не робот» (только для разработки)' };
    },
  };
}

/** Google's siteverify; RECAPTCHA_URL replaces it (a local fake in tests). */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** A shopper waits on the sign-in that asked: past this the token counts as not verified. */
export const RECAPTCHA_TIMEOUT_MS = 5000;

export interface RecaptchaOptions {
  secret: string;
  /** siteverify's address (`SITEVERIFY_URL` by default). */
  url?: string | undefined;
  timeoutMs?: number;
}

/** siteverify's answer: `success`, and `error-codes` when it is false (Google's reCAPTCHA documentation). */
type SiteverifyAnswer = { success?: unknown; 'error-codes'?: unknown };

/**
 * Google reCAPTCHA: the token is checked by siteverify (POST secret, response, remoteip). Only
 * `success: true` passes; a refusal, a 5xx, a timeout or an answer that is not JSON count as "not
 * verified" (fail closed: the shopper may try again, a bot gets nothing).
 */
export function recaptcha(options: RecaptchaOptions, fetchImpl: typeof fetch = fetch): CaptchaVerifier & Probe {
  const url = options.url ?? SITEVERIFY_URL;
  const timeoutMs = options.timeoutMs ?? RECAPTCHA_TIMEOUT_MS;
  const siteverify = async (fields: Record<string, string>): Promise<SiteverifyAnswer> => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: options.secret, ...fields }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`siteverify ответил HTTP ${response.status}`);
    const answer = (await response.json()) as unknown;
    if (typeof answer !== 'object' || answer === null) throw new Error('siteverify ответил не объектом');
    return answer as SiteverifyAnswer;
  };
  return {
    async verify(token, ip) {
      try {
        return (await siteverify({ response: token, remoteip: ip })).success === true;
      } catch {
        return false;
      }
    },

    /**
     * A made-up token: siteverify refuses it, and says by its error codes whether the secret
     * itself was accepted (invalid-input-response) or not (invalid-input-secret).
     */
    async probe(): Promise<ProbeResult> {
      try {
        const answer = await siteverify({ response: 'readiness-probe' });
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
        if (codes.some((code) => code.endsWith('-input-secret'))) {
          return { ready: false, detail: `reCAPTCHA не принимает RECAPTCHA_SECRET (${codes.join(', ')})` };
        }
        if (typeof answer.success !== 'boolean') return { ready: false, detail: 'siteverify ответил без поля success' };
        return { ready: true, detail: 'siteverify отвечает и принимает секретный ключ' };
      } catch (error) {
        return {
          ready: false,
          detail: isTimeout(error) ? `siteverify не ответил за ${timeoutMs} мс` : `siteverify недоступен: ${String(error)}`,
        };
      }
    },
  };
}

/** The verifier of the configured provider: reCAPTCHA when chosen and given a secret, else the local checkbox. */
export function createCaptcha(settings: AppSettings, db: Db): CaptchaVerifier {
  if (settings.captcha.provider === 'recaptcha') {
    if (!settings.captcha.recaptchaSecret) throw new Error('captcha.provider is recaptcha but recaptchaSecret is not set');
    return recaptcha({ secret: settings.captcha.recaptchaSecret, url: settings.captcha.recaptchaUrl });
  }
  return localCaptcha(settings, db);
}
