import { expect, request as apiRequest, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { createHmac, randomInt } from 'node:crypto';
import { E2E, STORE_URL } from '../ports';
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
  /** Read from the answer's Set-Cookie: the API hands it to browsers only, as an HttpOnly cookie. */
  refreshToken: string;
  user: ApiUser;
}

/** The refresh token an answer set (the live cookie at /api/auth, not the clearing of an old copy at `/`). */
export function refreshTokenOf(response: APIResponse): string | null {
  for (const { name, value } of response.headersArray()) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    const live = /^refreshToken=([^;]+);/.exec(value);
    if (live && /;\s*Path=\/api\/auth(;|$)/i.test(value)) return live[1]!;
  }
  return null;
}

/** The refresh cookie as the API sets it in a browser: HttpOnly, at /api/auth, SameSite=Lax. */
export const refreshCookie = (token: string) => ({
  name: 'refreshToken',
  value: token,
  domain: E2E.host,
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'Lax' as const,
});

/** The `user` cookie as mf-auth writes it (SPEC §3): the page's mark that a session may be renewed. */
export function userCookie(user: ApiUser) {
  const { id, firstName, lastName, phone, email, legal } = user;
  return {
    name: 'user',
    value: encodeURIComponent(JSON.stringify({ id, firstName, lastName, phone, email, isLegal: Boolean(legal) })),
    url: STORE_URL,
  };
}

/** POST /api/auth/refresh presenting one refresh cookie, from a client of its own (no other cookie rides along). */
export async function refreshBy(token: string): Promise<{ status: number; refreshToken: string | null; body: Record<string, unknown> }> {
  const api = await apiRequest.newContext({ baseURL: STORE_URL, extraHTTPHeaders: { cookie: `refreshToken=${token}` } });
  try {
    const response = await api.post('/api/auth/refresh');
    return { status: response.status(), refreshToken: refreshTokenOf(response), body: (await response.json()) as Record<string, unknown> };
  } finally {
    await api.dispose();
  }
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
  const answer = (await registered.json()) as Omit<ApiSession, 'refreshToken'>;
  expect(answer).not.toHaveProperty('refreshToken');
  const refreshToken = refreshTokenOf(registered);
  expect(refreshToken).toBeTruthy();
  return { ...answer, refreshToken: refreshToken!, phone };
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

/** The session cookies as a sign-in leaves them: `token` and `user` of mf-auth, the API's HttpOnly refresh cookie; `token` may be replaced. */
export async function putSessionCookies(context: BrowserContext, session: ApiSession, token = session.accessToken): Promise<void> {
  await context.addCookies([
    { name: 'token', value: token, url: STORE_URL },
    refreshCookie(session.refreshToken),
    userCookie(session.user),
  ]);
}

/** What the page's scripts can read of the cookies. */
export const scriptCookies = (page: Page): Promise<string> => page.evaluate(() => document.cookie);

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
