import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { STORE_URL } from '../ports';
import { refreshCookie, refreshTokenOf, userCookie, type ApiUser } from './auth-support';

export const DEFAULT_CITY_ID = 195585415;
export const OTHER_CITY_ID = 4586109697;

export interface ListedProduct {
  id: number;
  title: string;
  price: number;
  path: string;
  totalQuantity: number;
}

const taken = new Set<number>();

/**
 * A product in stock in the default city that no other journey of this run has used (each order
 * takes a unit), from a category, cheapest or dearest first.
 */
export async function freshProduct(
  request: APIRequestContext,
  { category = 'komp/noutbuki', cheapest = false, minPrice = 0, maxPrice = Infinity } = {},
): Promise<ListedProduct> {
  const res = await request.get(
    `/api/category/products?categorySlug=${category}&selectedCity=${DEFAULT_CITY_ID}&limit=48&sortPrice=${cheapest ? 'ASC' : 'DESC'}`,
  );
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: (ListedProduct & { status: string; defectSerialNumber: string | null })[] };
  const product = items.find(
    (p) =>
      !taken.has(p.id) &&
      p.status === 'inStock' &&
      p.defectSerialNumber === null &&
      p.totalQuantity >= 2 &&
      p.price >= minPrice &&
      p.price <= maxPrice,
  );
  expect(product, `a product in stock in ${category}`).toBeTruthy();
  taken.add(product!.id);
  return product!;
}

/** A phone of its own for each journey: codes and order limits are per phone. */
let phoneSeq = 0;
export const freshPhone = () => `7999${String(Date.now()).slice(-5)}${String((phoneSeq += 1) % 100).padStart(2, '0')}`;

/** The last code the local SMS provider sent to a phone (development outbox). */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
      const { items } = (await res.json()) as { items: { text: string }[] };
      code = items[0] ? /(\d{4})/.exec(items[0].text)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Puts lines in the guest cart before any page opens (SPEC §3 "Persisted locally": cart). */
export async function seedGuestCart(
  context: BrowserContext,
  lines: { id: number; quantity?: number; defectSerialNumber?: string | null }[],
) {
  const cartList = lines.map((l) => ({
    id: l.id,
    defectSerialNumber: l.defectSerialNumber ?? null,
    quantity: l.quantity ?? 1,
    selected: true,
  }));
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('cart')) window.localStorage.setItem('cart', value);
  }, JSON.stringify({ cartList }));
}

export async function chooseCity(context: BrowserContext, cityId: number) {
  await context.addCookies([{ name: 'selectedCity', value: String(cityId), url: STORE_URL }]);
}

/** Signs a phone in through the API and hands the browser its refresh cookie and the `user` mark (the session starts from them by a refresh). */
export async function signedInContext(request: APIRequestContext, context: BrowserContext, phone: string) {
  const sent = await request.post('/api/auth/get-auth-code', { data: { phone } });
  expect(sent.status()).toBe(200);
  const { hashCode } = (await sent.json()) as { hashCode: string };
  const login = await request.post('/api/auth/login-by-code', { data: { phone, hashCode, codePass: await smsCode(request, phone) } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { accessToken: string; user: ApiUser };
  const refreshToken = refreshTokenOf(login);
  expect(refreshToken).toBeTruthy();
  await context.addCookies([refreshCookie(refreshToken!), userCookie(body.user)]);
  return body;
}

/** Fills the buyer's part of the checkout form. */
export async function fillBuyer(page: Page, { name = 'Иванов Иван', phone }: { name?: string; phone: string }) {
  await page.getByLabel('Фамилия и имя').fill(name);
  await page.getByLabel('Телефон', { exact: true }).fill(`+${phone}`);
}
