import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { createHmac, randomInt } from 'node:crypto';
import { STORE_URL } from '../ports';
import { authSel } from './selectors-auth';

/** The key the suite's API signs with (composition.ts startMain gives it JWT_SECRET). */
function apiKey(): string {
  const key = process.env.JWT_SECRET;
  if (!key) throw new Error('JWT_SECRET is not set: the suite starts the API with its own (composition.ts)');
  return key;
}

export interface ApiUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  legal: unknown;
}

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  user: ApiUser;
}

/** A mobile number nobody in this database has used yet. */
export const newPhone = (): string => `79${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** `+7 (912) 345-67-89`, as a shopper types it. */
export const typedPhone = (phone: string): string =>
  `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`;

async function outbox(request: APIRequestContext, phone: string): Promise<{ text: string }[]> {
  const response = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { text: string }[] }).items;
}

/** How many SMS this phone has had: read before asking for a code, so the new one is told apart. */
export const smsCount = async (request: APIRequestContext, phone: string): Promise<number> => (await outbox(request, phone)).length;

/** The code of the SMS sent after `before` messages, read from the local provider's outbox. */
export async function codeFromSms(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const items = await outbox(request, phone);
      code = items.length > before ? (/\b(\d{4})\b/.exec(items[0]!.text)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/**
 * A ticked local captcha. Setup calls carry one each: the server counts failures per address, and
 * a journey that failed on purpose (or by accident) must not make the next one's setup refused.
 */
async function captchaToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/captcha/local', { data: { checked: true } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A registered account made through the API (SPEC §7 registration), optionally with a password. */
export async function registerByApi(
  request: APIRequestContext,
  options: { phone?: string; password?: string; email?: string } = {},
): Promise<ApiSession & { phone: string }> {
  const phone = options.phone ?? newPhone();
  const before = await smsCount(request, phone);
  const sent = await request.post('/api/auth/get-auth-code', { data: { phone, gReCaptchaToken: await captchaToken(request) } });
  expect(sent.ok()).toBe(true);
  const { hashCode } = (await sent.json()) as { hashCode: string };
  const codePass = await codeFromSms(request, phone, before);
  const registered = await request.post('/api/auth/registration', {
    data: {
      phone,
      hashCode,
      codePass,
      firstName: 'Ирина',
      lastName: 'Тестова',
      email: options.email ?? null,
      password: options.password ?? null,
    },
  });
  expect(registered.ok()).toBe(true);
  return { ...((await registered.json()) as ApiSession), phone };
}

function accessToken(userId: number, expiresIn: number, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'HS256' })}.${encode({ sub: String(userId), iss: 'store-api', iat: now - 1000, exp: now + expiresIn })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** An access token of the API's own making that expired a minute ago. */
export const expiredAccessToken = (userId: number): string => accessToken(userId, -60, apiKey());

/**
 * A token that looks alive to the browser (its `exp` is ahead) but that the server refuses, as
 * it refuses an expired one: signed with another key (a rotated secret, a token of another store).
 */
export const refusedAccessToken = (userId: number): string => accessToken(userId, 600, `${apiKey()}-rotated`);

/** Ids of products on sale, for carts and favourites made through the API. */
export async function someProductIds(request: APIRequestContext, count: number): Promise<number[]> {
  const response = await request.get(`/api/category/products?limit=${count}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number }[] };
  expect(items.length).toBeGreaterThanOrEqual(count);
  return items.slice(0, count).map((item) => item.id);
}

/** The session cookies of SPEC §3 as mf-auth writes them; `token` may be replaced. */
export async function putSessionCookies(context: BrowserContext, session: ApiSession, token = session.accessToken): Promise<void> {
  const { id, firstName, lastName, phone, email, legal } = session.user;
  const user = encodeURIComponent(JSON.stringify({ id, firstName, lastName, phone, email, isLegal: Boolean(legal) }));
  await context.addCookies([
    { name: 'token', value: token, url: STORE_URL },
    { name: 'refreshToken', value: session.refreshToken, url: STORE_URL },
    { name: 'user', value: user, url: STORE_URL },
  ]);
}

export async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

/** Opens the sign-in modal from the shell's header. */
export async function openSignIn(page: Page): Promise<void> {
  await page.locator(authSel.signInButton).click();
  await expect(page.locator(authSel.modal)).toBeVisible();
}

/** Counts the page's calls of one API path from now on. */
export function countRequests(page: Page, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) counter.count += 1;
  });
  return counter;
}
