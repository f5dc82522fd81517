import { ApiError, type Product } from '@store/api-client';
import { $city, $storeSettings, phoneConfirmationRequested } from '@store/bus';
import type { CartLine } from '@store/domain';
import { allSettled, createWatch, fork } from 'effector';
import { $lines, started } from '../../../entities/cart';
import { phoneConfirmed } from '../../../entities/phone-confirmation';
import {
  clearUtmSourceFx,
  fetchCourierCitiesFx,
  fetchProductFx,
  placeOneClickOrderFx,
  readLocalCartFx,
  readUtmSourceFx,
  sendOrderCodeFx,
  writeLocalCartFx,
  type OrderBody,
} from '../../../shared/api';
import { newIdempotencyKeyFx } from '../../../shared/lib/idempotency-key';
import { $errors, $result, $status, oneClickOpened, oneClickSubmitted, type OneClickValues } from './one-click';
import { OTHER, USOLYE } from '../../../shared/lib/test/cities';

const PHONE = '79123456789';

const product = (price: number, defectSerialNumber: string | null = null) =>
  ({
    id: 5,
    title: 'Перфоратор',
    productImages: [],
    productPrices: [{ stockCode: 353, priceRetail: price, priceDiscount: null, priceDiscountEndDate: null, defectPriceRetail: null }],
    productDefects: defectSerialNumber
      ? [{ serialNumber: defectSerialNumber, priceRetail: 900, priceDiscount: null, stockCode: 353, quantity: 1 }]
      : [],
    defectSerialNumber,
  }) as unknown as Product;

const values = (extra: Partial<OneClickValues> = {}): OneClickValues => ({
  customer: 'Сидорова Анна',
  phone: '8 912 345 67 89',
  agreementContract: true,
  agreementNotification: true,
  sbpPayment: 'false',
  delivery: 'pickup',
  ...extra,
});

async function setup(
  options: {
    price?: number;
    city?: typeof USOLYE;
    lines?: CartLine[];
    place?: () => Promise<{ orderId: number; address?: string }>;
    load?: () => Promise<Product>;
  } = {},
) {
  const placed: { body: OrderBody; idempotencyKey: string }[] = [];
  const asked: string[] = [];
  let keys = 0;
  const utmCleared = jest.fn();
  const scope = fork({
    values: [
      [$city, options.city ?? USOLYE],
      [$storeSettings, { supportPhone: '+7 (800) 000-00-00', supportHours: '', demo: false, developmentHost: false }],
    ],
    handlers: [
      [readLocalCartFx, () => options.lines ?? []],
      [writeLocalCartFx, () => undefined],
      [fetchProductFx, options.load ?? (async () => product(options.price ?? 1500))],
      [fetchCourierCitiesFx, async () => [{ code: 301, name: 'Иркутск' }]],
      [readUtmSourceFx, () => 'vk'],
      [clearUtmSourceFx, utmCleared],
      [newIdempotencyKeyFx, () => `k${++keys}`],
      [sendOrderCodeFx, async () => ({ hashCode: 'h', expiresAt: '', time: 0 })],
      [
        placeOneClickOrderFx,
        async (params: { body: OrderBody; idempotencyKey: string }) => {
          placed.push(params);
          return options.place ? options.place() : { orderId: 77 };
        },
      ],
    ],
  });
  createWatch({ unit: phoneConfirmationRequested, scope, fn: ({ phone }) => void asked.push(phone) });
  await allSettled(started, { scope });
  await allSettled(oneClickOpened, { scope, params: { productId: 5, defectSerialNumber: null } });
  return { scope, placed, asked, utmCleared };
}

describe('one-click order (SPEC §3, §4)', () => {
  it('loads the product, then the form; a missing product is «not found»', async () => {
    const { scope } = await setup();
    expect(scope.getState($status)).toBe('ready');
    const gone = await setup({ load: async () => Promise.reject(new ApiError(404, 'Товар не найден')) });
    expect(gone.scope.getState($status)).toBe('notFound');
    const down = await setup({ load: async () => Promise.reject(new ApiError(0, 'Network Error')) });
    expect(down.scope.getState($status)).toBe('error');
  });

  it('a guest confirms the phone, then one unit is ordered for pickup from the city shop, paid on receipt', async () => {
    const { scope, placed, asked, utmCleared } = await setup({
      lines: [{ productId: 5, defectSerialNumber: null, quantity: 2, selected: true }],
    });
    await allSettled(oneClickSubmitted, { scope, params: values({ telegram: true }) });
    expect(asked).toEqual([PHONE]);
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h9' } });
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toMatchObject({
      phone: PHONE,
      customer: 'Сидорова Анна',
      telegram: true,
      deliveryId: 2,
      shopId: 107,
      paymentMethod: 2,
      productData: [{ id: 5, quantity: 1, defectSerialNumber: null, price: 1500 }],
      totalPrice: 1500,
      hashCode: 'h9',
      utmSource: 'vk',
    });
    expect(scope.getState($result)).toEqual({ orderId: 77 });
    // The matching cart line goes and the utm cookie is cleared.
    expect(scope.getState($lines)).toEqual([]);
    expect(utmCleared).toHaveBeenCalled();
  });

  it('SBP now answers with the payment address (the payment variant)', async () => {
    const { scope, placed } = await setup({ place: async () => ({ orderId: 8, address: 'http://pay/8' }) });
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h' } });
    await allSettled(oneClickSubmitted, { scope, params: values({ sbpPayment: 'true' }) });
    expect(placed[0]!.body.paymentMethod).toBe(13);
    expect(scope.getState($result)).toEqual({ orderId: 8, address: 'http://pay/8' });
  });

  it('a legal entity pays by bank invoice', async () => {
    const { scope, placed } = await setup();
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h' } });
    await allSettled(oneClickSubmitted, {
      scope,
      params: values({
        isLegal: true,
        legalName: 'ООО Ромашка',
        legalAddress: 'Иркутск',
        legalEmail: 'a@b.ru',
        inn: '3800000005',
        kpp: '380000000',
      }),
    });
    expect(placed[0]!.body).toMatchObject({ isLegal: true, paymentMethod: 11, inn: '3800000005' });
  });

  it('«Другой город»: the courier company to the door, priced by the server, below 500 ₽ refused', async () => {
    const cheap = await setup({ city: OTHER, price: 300 });
    await allSettled(oneClickSubmitted, { scope: cheap.scope, params: values() });
    expect(cheap.scope.getState($errors)).toEqual(['Заказ от 500 рублей']);
    expect(cheap.placed).toEqual([]);

    const { scope, placed } = await setup({ city: OTHER, price: 3000 });
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h' } });
    await allSettled(oneClickSubmitted, {
      scope,
      params: values({ courierCityCode: '301', city: 'Иркутск', street: 'Ленина', house: '5' }),
    });
    expect(placed[0]!.body).toMatchObject({
      deliveryId: 5,
      paymentMethod: 5,
      courierCompany: { cityCode: 301, mode: 'courier', address: { city: 'Иркутск', address: 'Ленина, 5' } },
      totalPrice: undefined,
    });
  });

  it('a network failure keeps the key for the retry', async () => {
    let attempt = 0;
    const { scope, placed } = await setup({
      place: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(0, 'Network Error');
        return { orderId: 1 };
      },
    });
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h' } });
    await allSettled(oneClickSubmitted, { scope, params: values() });
    expect(scope.getState($errors)).toEqual(['Не удалось создать заказ. Свяжитесь, пожалуйста, с оператором +7 (800) 000-00-00']);
    await allSettled(oneClickSubmitted, { scope, params: values() });
    expect(placed.map((p) => p.idempotencyKey)).toEqual(['k1', 'k1']);
  });
});
