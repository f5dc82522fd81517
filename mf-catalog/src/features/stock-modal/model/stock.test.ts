import { $city, citySelected } from '@store/bus';
import { allSettled, fork } from 'effector';
import { fetchCityShopsFx, fetchProductFx } from '../../../shared/api';
import { irkutsk, sampleProduct, usolye } from '../../../shared/lib/test-data';
import { $shopStock, $stockStatus, stockModalOpened } from './stock';

const shop = (id: number, title: string) => ({
  id,
  code: 353,
  title,
  address: `ул. Ленина, ${id}`,
  phone: null,
  coordinates: null,
  openingHoursMain: '10:00-19:00',
  openingHoursWeekend: null,
  openingHoursCustom: null,
});

describe('stock per shop modal', () => {
  it("lists the city's shops, those with the product first, with quantities", async () => {
    const productCities: number[] = [];
    const scope = fork({
      values: [[$city, usolye]],
      handlers: [
        [fetchProductFx, async ({ cityId }: { cityId: number }) => (productCities.push(cityId), sampleProduct())],
        [
          fetchCityShopsFx,
          async (cityId: number) => (cityId === usolye.cityId ? [shop(108, 'ТЦ Мега'), shop(107, 'Центральный')] : [shop(11, 'Иркутск')]),
        ],
      ],
    });
    await allSettled(stockModalOpened, { scope, params: { productId: 42, defectSerialNumber: null } });
    expect(scope.getState($stockStatus)).toBe('ready');
    expect(scope.getState($shopStock)?.map((s) => [s.title, s.quantity, s.status])).toEqual([
      ['Центральный', 3, 'inStock'],
      ['ТЦ Мега', 0, 'toOrder'],
    ]);
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(productCities).toEqual([usolye.cityId, irkutsk.cityId]);
    expect(scope.getState($shopStock)?.map((s) => s.title)).toEqual(['Иркутск']);
  });

  it('shows the error state when the stock cannot be loaded', async () => {
    const scope = fork({
      values: [[$city, usolye]],
      handlers: [
        [fetchProductFx, async () => Promise.reject(new Error('Network Error'))],
        [fetchCityShopsFx, async () => []],
      ],
    });
    await allSettled(stockModalOpened, { scope, params: { productId: 42, defectSerialNumber: null } });
    expect(scope.getState($stockStatus)).toBe('error');
  });
});
