import { ApiError, type Product } from '@store/api-client';
import { $city, $session, $storeSettings, phoneConfirmationRequested, type Session } from '@store/bus';
import type { CartLine } from '@store/domain';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { $lines, itemsRequested, started } from '../../../entities/cart';
import { courierDeliveryAdded } from '../../../entities/delivery';
import { phoneConfirmed } from '../../../entities/phone-confirmation';
import {
  fetchAccountFx,
  fetchCartProductsFx,
  fetchDeliveriesFx,
  fetchServerCartFx,
  pushGuestCartFx,
  removeServerLineFx,
  sendOrderCodeFx,
  fetchPaymentMethodsFx,
  fetchPrepaymentProductsFx,
  fetchShopsFx,
  fetchSimilarOrdersFx,
  goToPaymentFx,
  placeCartOrderFx,
  readLocalCartFx,
  readUtmSourceFx,
  writeLocalCartFx,
  type OrderBody,
} from '../../../shared/api';
import { newIdempotencyKeyFx } from '../../../shared/lib/idempotency-key';
import { checkoutStarted } from '../index';
import {
  $paymentMessage,
  $paymentMethodId,
  $paymentMethods,
  $prepayment,
  buyerTypeChanged,
  deliveryChosen,
  paymentMethodChosen,
} from './options';
import {
  $demoNotice,
  $minimumNotice,
  $placedOrder,
  $priceConflict,
  $similarOrders,
  $submitErrors,
  $submitting,
  checkoutSubmitted,
  similarContinued,
  type CheckoutValues,
} from './submit';
import { OTHER, USOLYE } from '../../../shared/lib/test/cities';

const PHONE = '79123456789';

const DELIVERIES = [
  { id: 2, name: 'Самовывоз из магазина', description: '', price: 0 },
  { id: 4, name: 'Курьером по городу', description: '', price: 0 },
  { id: 5, name: 'Курьерской компанией (СДЭК)', description: '', price: null },
];
const METHODS: Record<string, { id: number; name: string; description: string }[]> = {
  private: [
    { id: 2, name: 'Оплата при получении', description: '' },
    { id: 5, name: 'Банковской картой онлайн', description: '' },
  ],
  legal: [{ id: 11, name: 'Оплата по банковскому счету', description: '' }],
  prepaid: [{ id: 5, name: 'Банковской картой онлайн', description: '' }],
};

function product(id: number, price: number, deliveryPrice: number | null = null): Product {
  return {
    id,
    sku: `S${id}`,
    title: `Товар ${id}`,
    status: 'inStock',
    categories: [{ id: 1, slug: 'tools', name: 'Инструмент', parent: null, deliveryPrice, percentPrepayment: null, assemblyService: null }],
    productImages: [],
    productPrices: [353].map((stockCode) => ({
      stockCode,
      priceRetail: price,
      priceDiscount: null,
      priceDiscountEndDate: null,
      defectPriceRetail: null,
    })),
    productDefects: [],
    totalQuantity: 5,
    categorySlugs: ['tools'],
  } as unknown as Product;
}

function serverCart(lines: CartLine[], prices: Record<number, number>) {
  return {
    cartList: lines.map((line) => ({
      ...line,
      title: `Товар ${line.productId}`,
      sku: '',
      image: null,
      status: 'inStock' as const,
      price: prices[line.productId] ?? null,
      priceRetail: prices[line.productId] ?? null,
      defectReason: null,
      totalQuantity: 1,
      available: true,
      path: `/store/tools/${line.productId}.html`,
    })),
    cartCount: lines.length,
    totalPrice: 0,
  };
}

const values = (extra: Partial<CheckoutValues> = {}): CheckoutValues => ({
  customer: 'Иванов Иван',
  phone: '+7 912 345-67-89',
  agreementContract: true,
  agreementNotification: true,
  isLegal: false,
  ...extra,
});

interface Setup {
  lines?: CartLine[];
  prices?: Record<number, number>;
  city?: typeof USOLYE;
  signedIn?: boolean;
  demo?: boolean;
  confirmedPhone?: boolean;
  place?: (params: { body: OrderBody; idempotencyKey: string }) => Promise<{ orderId: number; address?: string }>;
  similar?: () => Promise<unknown[]>;
}

async function setup(options: Setup = {}) {
  const placed: { body: OrderBody; idempotencyKey: string }[] = [];
  const confirmations: string[] = [];
  const methodsAsked: unknown[] = [];
  let keys = 0;
  const prices = options.prices ?? { 1: 1000 };
  const lines = options.lines ?? [{ productId: 1, defectSerialNumber: null, quantity: 1, selected: true }];
  const session: Session = options.signedIn
    ? { isAuth: true, user: { id: 7, firstName: 'Анна', lastName: 'Смирнова', phone: PHONE, email: null, isLegal: false } }
    : { isAuth: false, user: null };
  const scope: Scope = fork({
    values: [
      [$city, options.city ?? USOLYE],
      [
        $storeSettings,
        { supportPhone: '+7 (800) 000-00-00', supportHours: '10:00-19:00', demo: options.demo ?? false, developmentHost: false },
      ],
      [$session, session],
    ],
    handlers: [
      [readLocalCartFx, () => lines],
      [writeLocalCartFx, () => undefined],
      [
        fetchCartProductsFx,
        async ({ ids }: { ids: number[] }) => ({
          products: Object.fromEntries(ids.map((id) => [id, product(id, prices[id] ?? 0)])),
          fetchedAt: Date.now(),
        }),
      ],
      [
        fetchPrepaymentProductsFx,
        async ({ ids }: { ids: number[] }) => ({
          products: Object.fromEntries(ids.map((id) => [id, product(id, prices[id] ?? 0, 500)])),
          fetchedAt: Date.now(),
        }),
      ],
      [fetchDeliveriesFx, async () => DELIVERIES],
      [
        fetchShopsFx,
        async () => [
          {
            id: 107,
            code: 353,
            title: 'Магазин',
            address: 'ул. Ленина, 1',
            phone: null,
            openingHoursMain: null,
            openingHoursWeekend: null,
            openingHoursCustom: null,
            coordinates: null,
          },
        ],
      ],
      [
        fetchPaymentMethodsFx,
        async (query: { deliveryId: number; isLegal: boolean }) => {
          methodsAsked.push(query);
          if (query.isLegal) return { items: METHODS.legal };
          if (query.deliveryId === 5) return { items: METHODS.prepaid };
          return { items: METHODS.private };
        },
      ],
      [
        fetchAccountFx,
        async () => ({
          id: 7,
          firstName: 'Анна',
          lastName: 'Смирнова',
          middleName: null,
          phone: PHONE,
          email: null,
          phoneConfirm: true,
          legal: null,
        }),
      ],
      [readUtmSourceFx, () => 'yandex'],
      [newIdempotencyKeyFx, () => `key-${++keys}`],
      [fetchSimilarOrdersFx, options.similar ?? (async () => [])],
      [
        placeCartOrderFx,
        async (params: { body: OrderBody; idempotencyKey: string }) => {
          placed.push(params);
          return options.place ? options.place(params) : { orderId: 101 };
        },
      ],
      [goToPaymentFx, () => undefined],
      [sendOrderCodeFx, async () => ({ hashCode: 'h', expiresAt: '', time: 0 })],
      [pushGuestCartFx, async ({ lines }: { lines: CartLine[] }) => serverCart(lines, prices)],
      [fetchServerCartFx, async () => serverCart(lines, prices)],
      [removeServerLineFx, async () => serverCart([], prices)],
    ],
  });
  createWatch({ unit: phoneConfirmationRequested, scope, fn: ({ phone }) => void confirmations.push(phone) });
  await allSettled(started, { scope });
  await allSettled(itemsRequested, { scope });
  await allSettled(checkoutStarted, { scope });
  if (options.confirmedPhone) await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h1' } });
  return { scope, placed, confirmations, methodsAsked };
}

describe('payment methods (SPEC §6, §9)', () => {
  it('offers what the API gives for the delivery and buyer; the first is chosen until the shopper picks', async () => {
    const { scope } = await setup();
    expect(scope.getState($paymentMethods).map((m) => m.id)).toEqual([2, 5]);
    expect(scope.getState($paymentMethodId)).toBe(2);
    await allSettled(paymentMethodChosen, { scope, params: 5 });
    expect(scope.getState($paymentMethodId)).toBe(5);
  });

  it('a legal entity gets the bank invoice only', async () => {
    const { scope, methodsAsked } = await setup();
    await allSettled(buyerTypeChanged, { scope, params: true });
    expect(methodsAsked.at(-1)).toMatchObject({ isLegal: true });
    expect(scope.getState($paymentMethods).map((m) => m.name)).toEqual(['Оплата по банковскому счету']);
    expect(scope.getState($paymentMethodId)).toBe(11);
  });

  it('says «Для данной доставки не выбраны способы оплаты» when none applies', async () => {
    const { scope } = await setup();
    const none = fork({
      values: [[$city, USOLYE]],
      handlers: [
        [fetchPaymentMethodsFx, async () => ({ items: [], message: 'Для данной доставки не выбраны способы оплаты' })],
        [fetchDeliveriesFx, async () => DELIVERIES],
        [fetchShopsFx, async () => []],
        [readUtmSourceFx, () => null],
      ],
    });
    await allSettled(checkoutStarted, { scope: none });
    expect(none.getState($paymentMessage)).toBe('Для данной доставки не выбраны способы оплаты');
    expect(scope.getState($paymentMessage)).toBeNull();
  });

  it('the in-city courier paid on receipt carries the prepayment for delivery (SPEC §9)', async () => {
    const { scope } = await setup({ prices: { 1: 1000 } });
    await allSettled(deliveryChosen, { scope, params: 4 });
    expect(scope.getState($paymentMethodId)).toBe(2);
    expect(scope.getState($prepayment)).toBe(500);
    await allSettled(paymentMethodChosen, { scope, params: 5 });
    expect(scope.getState($prepayment)).toBe(0);
  });
});

describe('order rules (SPEC §8, §9)', () => {
  it('a home-city order below 200 ₽ gets «Заказ от 200 рублей» and no call', async () => {
    const { scope, placed } = await setup({ prices: { 1: 150 } });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($minimumNotice)).toBe('Заказ от 200 рублей');
    expect(placed).toEqual([]);
  });

  it('«Другой город»: 500 ₽ for a private buyer, 1000 ₽ for a legal entity', async () => {
    const { scope } = await setup({ prices: { 1: 800 }, city: OTHER });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($minimumNotice)).toBeNull();
    await allSettled(checkoutSubmitted, { scope, params: values({ isLegal: true }) });
    expect(scope.getState($minimumNotice)).toBe('Заказ от 1000 рублей');
    const small = await setup({ prices: { 1: 400 }, city: OTHER });
    await allSettled(checkoutSubmitted, { scope: small.scope, params: values() });
    expect(small.scope.getState($minimumNotice)).toBe('Заказ от 500 рублей');
  });

  it('a zero total says «Принятие заказов временно ограничено...»', async () => {
    const { scope, placed } = await setup({ prices: { 1: 0 } });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($submitErrors)).toEqual(['Принятие заказов временно ограничено...']);
    expect(placed).toEqual([]);
  });

  it('the demo site shows its notice instead of ordering', async () => {
    const { scope, placed, confirmations } = await setup({ demo: true });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($demoNotice)).toBe(true);
    expect(placed).toEqual([]);
    expect(confirmations).toEqual([]);
  });

  it('«Другой город» needs the courier company delivery calculated first', async () => {
    const { scope, placed } = await setup({ prices: { 1: 800 }, city: OTHER, confirmedPhone: true });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($submitErrors)).toEqual(['Рассчитайте стоимость доставки и нажмите «Добавить доставку к заказу»']);
    await allSettled(courierDeliveryAdded, {
      scope,
      params: {
        cityCode: 301,
        cityName: 'Иркутск',
        mode: 'office',
        pointCode: 'IRK1',
        pointAddress: 'ул. 1',
        address: null,
        price: 540,
        days: 2,
      },
    });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(placed[0]!.body).toMatchObject({
      deliveryId: 5,
      courierCompany: { cityCode: 301, mode: 'office', pointCode: 'IRK1', address: null },
      totalDelivery: 540,
      cdekPrice: 540,
      totalPrice: 1340,
    });
  });
});

describe('placing the order (SPEC §4, §7, §8; decision 0008)', () => {
  it('a guest confirms the phone first, then the order goes with the figures shown and the confirmed code', async () => {
    const { scope, placed, confirmations } = await setup();
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(confirmations).toEqual([PHONE]);
    expect(placed).toEqual([]);
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h1' } });
    expect(placed).toHaveLength(1);
    expect(placed[0]!.idempotencyKey).toBe('key-1');
    expect(placed[0]!.body).toMatchObject({
      customer: 'Иванов Иван',
      phone: PHONE,
      deliveryId: 2,
      shopId: 107,
      paymentMethod: 2,
      cityId: USOLYE.cityId,
      productData: [{ id: 1, quantity: 1, defectSerialNumber: null, price: 1000 }],
      totalPrice: 1000,
      hashCode: 'h1',
      userId: null,
      utmSource: 'yandex',
    });
    expect(scope.getState($placedOrder)).toEqual({ orderId: 101, online: false });
    expect(scope.getState($lines)).toEqual([]);
  });

  it('a signed-in shopper orders with the account and no code', async () => {
    const { scope, placed, confirmations } = await setup({ signedIn: true });
    await allSettled(checkoutSubmitted, { scope, params: values({ phone: PHONE }) });
    expect(confirmations).toEqual([]);
    expect(placed[0]!.body).toMatchObject({ userId: 7, hashCode: null });
  });

  it('a double submit makes one order', async () => {
    const { scope, placed } = await setup({ confirmedPhone: true });
    await Promise.all([
      allSettled(checkoutSubmitted, { scope, params: values() }),
      allSettled(checkoutSubmitted, { scope, params: values() }),
    ]);
    expect(placed).toHaveLength(1);
  });

  it('a network failure keeps the key for the retry; a refusal gives the next attempt a new key', async () => {
    let attempt = 0;
    const { scope, placed } = await setup({
      confirmedPhone: true,
      place: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(0, 'Network Error');
        if (attempt === 2) throw new ApiError(400, 'Введите корректную почту', {}, ['Введите корректную почту']);
        return { orderId: 5 };
      },
    });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($submitErrors)).toEqual(['Не удалось создать заказ. Свяжитесь, пожалуйста, с оператором +7 (800) 000-00-00']);
    expect(scope.getState($submitting)).toBe(false);
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($submitErrors)).toEqual(['Введите корректную почту']);
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(placed.map((p) => p.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a 409 shows the new figures and asks again; the next submit sends them', async () => {
    let attempt = 0;
    const { scope, placed } = await setup({
      confirmedPhone: true,
      place: async () => {
        attempt += 1;
        if (attempt === 1) {
          throw new ApiError(409, 'Цены изменились. Проверьте сумму заказа и подтвердите его снова', {
            totalPrice: 1100,
            totalDelivery: 0,
            products: [{ id: 1, defectSerialNumber: null, price: 1100 }],
          });
        }
        return { orderId: 9 };
      },
    });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($priceConflict)).toEqual({
      message: 'Цены изменились. Проверьте сумму заказа и подтвердите его снова',
      totalPrice: 1100,
    });
    expect(scope.getState($placedOrder)).toBeNull();
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(placed[1]!.body).toMatchObject({ totalPrice: 1100, productData: [{ id: 1, price: 1100 }] });
    expect(scope.getState($priceConflict)).toBeNull();
  });

  it('a stock conflict names the line', async () => {
    const { scope } = await setup({
      confirmedPhone: true,
      place: async () => Promise.reject(new ApiError(409, 'Товар «Товар 1» закончился в выбранном городе')),
    });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($submitErrors)).toEqual(['Товар «Товар 1» закончился в выбранном городе']);
  });

  it('each errorArray message is shown', async () => {
    const { scope } = await setup({
      confirmedPhone: true,
      place: async () =>
        Promise.reject(new ApiError(400, 'Введите корректный ИНН', {}, ['Введите корректный ИНН', 'Введите корректный КПП'])),
    });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($submitErrors)).toEqual(['Введите корректный ИНН', 'Введите корректный КПП']);
  });

  it('an expired code asks for a new one and submits again', async () => {
    let attempt = 0;
    const { scope, placed, confirmations } = await setup({
      confirmedPhone: true,
      place: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(403, 'Подтвердите номер телефона кодом из SMS', { confirmPhone: true });
        return { orderId: 3 };
      },
    });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(confirmations).toEqual([PHONE]);
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h2' } });
    expect(placed.map((p) => p.body.hashCode)).toEqual(['h1', 'h2']);
    expect(scope.getState($placedOrder)?.orderId).toBe(3);
  });

  it('online payment goes to the gateway page', async () => {
    const gone: string[] = [];
    const { scope } = await setup({ confirmedPhone: true, place: async () => ({ orderId: 4, address: 'http://pay/1' }) });
    createWatch({ unit: goToPaymentFx, scope, fn: (address) => void gone.push(address) });
    await allSettled(paymentMethodChosen, { scope, params: 5 });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(gone).toEqual(['http://pay/1']);
    expect(scope.getState($placedOrder)).toEqual({ orderId: 4, address: 'http://pay/1', online: true });
  });
});

describe('similar open orders (SPEC §2, §8)', () => {
  const order = { id: 55 } as unknown;

  it('are shown before ordering; «continue» places the order', async () => {
    const { scope, placed } = await setup({ confirmedPhone: true, similar: async () => [order] });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(scope.getState($similarOrders)).toEqual([order]);
    expect(placed).toEqual([]);
    await allSettled(similarContinued, { scope });
    expect(placed).toHaveLength(1);
  });

  it('a failed lookup is ignored', async () => {
    const { scope, placed } = await setup({ confirmedPhone: true, similar: async () => Promise.reject(new ApiError(403, 'нет')) });
    await allSettled(checkoutSubmitted, { scope, params: values() });
    expect(placed).toHaveLength(1);
  });
});
