import { http } from '@store/api-client';
import { allSettled, fork } from 'effector';
import { fetchCartProductsFx, pushGuestCartFx, removeServerLinesFx, setServerLineFx } from './cart';

/** What the API answers (SPEC §7 cart: a line's product is `id`). */
const wireCart = {
  cartList: [
    {
      id: 12,
      defectSerialNumber: 'У-7',
      quantity: 1,
      selected: true,
      title: 'Перфоратор',
      sku: 'P-12',
      image: null,
      status: 'inStock',
      price: 900,
      priceRetail: 1500,
      defectReason: 'Царапина',
      totalQuantity: 1,
      available: true,
      path: '/store/tools/12.html?defect=%D0%A3-7',
    },
  ],
  cartCount: 1,
  totalPrice: 900,
};

const sent: { method?: string; url?: string; params?: unknown; body?: unknown }[] = [];
/** axios's own extension point: an adapter answers instead of the network (the api-client's instance is axios). */
type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
const adapter: Adapter = async (config) => {
  sent.push({
    method: config.method,
    url: config.url,
    params: config.params,
    body: config.data ? JSON.parse(config.data as string) : undefined,
  });
  return { data: wireCart, status: 200, statusText: 'OK', headers: {}, config };
};
const realAdapter = http.defaults.adapter;

beforeEach(() => {
  sent.length = 0;
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = realAdapter;
});

describe('the server cart on the wire (SPEC §7: cartList of id, defectSerialNumber, selected, quantity)', () => {
  it('a guest cart goes with each line’s product as `id`; the answer’s lines come back as `productId`', async () => {
    const result = await allSettled(pushGuestCartFx, {
      scope: fork(),
      params: { userId: 7, cityId: 1, lines: [{ productId: 12, defectSerialNumber: 'У-7', quantity: 2, selected: true }] },
    });
    expect(sent).toEqual([
      {
        method: 'post',
        url: '/cart/add-many',
        params: { selectedCity: 1 },
        body: { userId: 7, cartList: [{ id: 12, defectSerialNumber: 'У-7', quantity: 2, selected: true }] },
      },
    ]);
    expect(result.status).toBe('done');
    expect(result.value).toEqual({
      ...wireCart,
      cartList: [expect.objectContaining({ productId: 12, defectSerialNumber: 'У-7', price: 900 })],
    });
    expect(result.value).not.toHaveProperty('cartList.0.id');
  });

  it('a changed line and removed lines name the product `id` in the body and the query', async () => {
    const scope = fork();
    await allSettled(setServerLineFx, { scope, params: { userId: 7, cityId: 1, productId: 12, defectSerialNumber: null, quantity: 3 } });
    await allSettled(removeServerLinesFx, {
      scope,
      params: {
        userId: 7,
        cityId: 1,
        items: [
          { productId: 12, defectSerialNumber: 'У-7' },
          { productId: 13, defectSerialNumber: null },
        ],
      },
    });
    expect(sent.map(({ method, url, params, body }) => ({ method, url, params, body }))).toEqual([
      { method: 'put', url: '/cart/7/line', params: { selectedCity: 1 }, body: { id: 12, defectSerialNumber: null, quantity: 3 } },
      { method: 'delete', url: '/cart/7/line', params: { id: 12, defectSerialNumber: 'У-7', selectedCity: 1 }, body: undefined },
      { method: 'delete', url: '/cart/7/line', params: { id: 13, defectSerialNumber: undefined, selectedCity: 1 }, body: undefined },
    ]);
  });
});

describe("a guest's /cart: the products its HTML asked for (@store/domain cart-products-early.ts, decision 0063)", () => {
  const early = (products: Record<number, Promise<unknown>>, cityId = 42) => {
    (window as { __storeCartProductsEarly?: unknown }).__storeCartProductsEarly = { cityId, products };
  };
  afterEach(() => {
    delete (window as { __storeCartProductsEarly?: unknown }).__storeCartProductsEarly;
  });

  it('takes the early answer of each product once, for the same city, and asks the API for the rest', async () => {
    early({ 12: Promise.resolve({ id: 12, title: 'Перфоратор' }) });
    const scope = fork();
    const first = await allSettled(fetchCartProductsFx, { scope, params: { ids: [12, 12], cityId: 42 } });
    expect(first.status).toBe('done');
    expect((first.value as { products: Record<number, unknown> }).products[12]).toEqual({ id: 12, title: 'Перфоратор' });
    expect(sent).toEqual([]);
    // Taken once: a later load asks the API.
    await allSettled(fetchCartProductsFx, { scope, params: { ids: [12], cityId: 42 } });
    expect(sent.map((request) => request.url)).toEqual(['/product/12']);
  });

  it('asks the API when the early answer was for another city or failed', async () => {
    early({ 12: Promise.resolve({ id: 12 }) }, 41);
    const scope = fork();
    await allSettled(fetchCartProductsFx, { scope, params: { ids: [12], cityId: 42 } });
    const failed = Promise.reject(new Error('503'));
    failed.catch(() => undefined);
    early({ 12: failed });
    await allSettled(fetchCartProductsFx, { scope, params: { ids: [12], cityId: 42 } });
    expect(sent.map((request) => [request.url, request.params])).toEqual([
      ['/product/12', { selectedCity: 42 }],
      ['/product/12', { selectedCity: 42 }],
    ]);
  });
});
