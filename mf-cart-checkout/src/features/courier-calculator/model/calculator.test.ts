import { ApiError, type Product } from '@store/api-client';
import { $city, $storeSettings, toastRequested } from '@store/bus';
import { allSettled, createWatch, fork } from 'effector';
import { itemsRequested, started } from '../../../entities/cart';
import { $courierDestination, calculatorOpened } from '../../../entities/delivery';
import {
  fetchCartProductsFx,
  fetchCourierCitiesFx,
  fetchCourierPointsFx,
  quoteCourierFx,
  readLocalCartFx,
  writeLocalCartFx,
} from '../../../shared/api';
import { $errors, $failed, $message, $quote, calculateClicked, deliveryAddClicked, modeChanged, pointChosen } from './calculator';
import { OTHER } from '../../../shared/lib/test/cities';

const POINT = {
  code: 'IRK1',
  address: 'ул. Ленина, 1',
  address_full: 'Иркутск, ул. Ленина, 1',
  cityCode: 301,
  coordinates: [52.28, 104.3],
  maxWeightKg: 30,
};

async function setup(quote: () => Promise<{ minPeriod: number; minSum: number; priceToPoint: number; price: number }>) {
  const quotes: unknown[] = [];
  const scope = fork({
    values: [
      [$city, OTHER],
      [$storeSettings, { supportPhone: '+7 (800) 111-22-33', supportHours: '', demo: false, developmentHost: false }],
    ],
    handlers: [
      [readLocalCartFx, () => [{ productId: 1, defectSerialNumber: null, quantity: 2, selected: true }]],
      [writeLocalCartFx, () => undefined],
      [
        fetchCartProductsFx,
        async () => ({
          products: {
            1: {
              id: 1,
              title: 'Дрель',
              sku: 'D',
              status: 'inStock',
              productImages: [],
              productPrices: [
                { stockCode: 353, priceRetail: 3000, priceDiscount: null, priceDiscountEndDate: null, defectPriceRetail: null },
              ],
              productDefects: [],
              totalQuantity: 1,
              categorySlugs: ['tools'],
            } as unknown as Product,
          },
          fetchedAt: Date.now(),
        }),
      ],
      [fetchCourierCitiesFx, async () => [{ code: 301, name: 'Иркутск' }]],
      [fetchCourierPointsFx, async () => [POINT]],
      [
        quoteCourierFx,
        async (params: unknown) => {
          quotes.push(params);
          return quote();
        },
      ],
    ],
  });
  const toasts: string[] = [];
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
  await allSettled(started, { scope });
  await allSettled(itemsRequested, { scope });
  await allSettled(calculatorOpened, { scope });
  return { scope, quotes, toasts };
}

describe('the delivery-cost calculator (SPEC §4, §5, §8)', () => {
  it('office mode needs a point: «Пожалуйста, выберите отделение СДЭК в своем городе на карте»', async () => {
    const { scope, quotes } = await setup(async () => ({ minPeriod: 2, minSum: 300, priceToPoint: 100, price: 0 }));
    await allSettled(calculateClicked, { scope, params: {} });
    expect(scope.getState($errors)).toEqual({ pointCode: 'Пожалуйста, выберите отделение СДЭК в своем городе на карте' });
    expect(quotes).toEqual([]);
  });

  it('courier mode needs city, street and house', async () => {
    const { scope, quotes } = await setup(async () => ({ minPeriod: 2, minSum: 300, priceToPoint: 100, price: 0 }));
    await allSettled(modeChanged, { scope, params: 'home' });
    await allSettled(calculateClicked, { scope, params: { city: 'Иркутск' } });
    expect(Object.keys(scope.getState($errors)).sort()).toEqual(['house', 'street']);
    expect(quotes).toEqual([]);
  });

  it('shows days and the price by the domain rule, and «Добавить доставку к заказу» saves it', async () => {
    const { scope, quotes } = await setup(async () => ({ minPeriod: 3, minSum: 300, priceToPoint: 100, price: 0 }));
    await allSettled(pointChosen, { scope, params: 'IRK1' });
    await allSettled(calculateClicked, { scope, params: {} });
    expect(quotes).toEqual([{ productsData: [{ id: 1, quantity: 2 }], cityCode: 301, mode: 'office', pointCode: 'IRK1', address: null }]);
    // ceil((300 + 100) × 1.1) + 250 = 690
    expect(scope.getState($quote)).toMatchObject({ price: 690, days: 3, cityName: 'Иркутск', pointAddress: 'ул. Ленина, 1' });
    await allSettled(deliveryAddClicked, { scope });
    expect(scope.getState($courierDestination)).toMatchObject({ cityCode: 301, mode: 'office', pointCode: 'IRK1', price: 690 });
  });

  it('a failure shows the §8 toast with the phone and disables «Рассчитать» until the mode changes', async () => {
    const { scope, quotes, toasts } = await setup(async () =>
      Promise.reject(
        new ApiError(502, 'Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором по номеру x'),
      ),
    );
    await allSettled(pointChosen, { scope, params: 'IRK1' });
    await allSettled(calculateClicked, { scope, params: {} });
    expect(toasts).toEqual([
      'Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором по номеру +7 (800) 111-22-33',
    ]);
    expect(scope.getState($failed)).toBe(true);
    await allSettled(calculateClicked, { scope, params: {} });
    expect(quotes).toHaveLength(1);
    await allSettled(modeChanged, { scope, params: 'home' });
    expect(scope.getState($failed)).toBe(false);
  });

  it('goods without price data: «Не смогли расчитать доставку для товара» and the operator', async () => {
    const { scope } = await setup(async () =>
      Promise.reject(new ApiError(422, 'Не смогли расчитать доставку для товара', { productIds: [1] })),
    );
    await allSettled(pointChosen, { scope, params: 'IRK1' });
    await allSettled(calculateClicked, { scope, params: {} });
    expect(scope.getState($message)).toBe('Не смогли расчитать доставку для товара. Позвоните оператору по номеру +7 (800) 111-22-33');
    expect(scope.getState($failed)).toBe(false);
  });
});
