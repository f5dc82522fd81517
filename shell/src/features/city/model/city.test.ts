import { $city, cityChoiceRequested, type CitySelection } from '@store/bus';
import { DEFAULT_SELECTION } from '../lib/resolve-city';
import type { City, Region } from '@store/api-client';
import { allSettled, fork } from 'effector';
import {
  $modalOpen,
  $shopStepCity,
  cityClicked,
  fetchRegionsFx,
  otherCityClicked,
  otherCityConfirmed,
  readSavedCityFx,
  saveCityFx,
  shopClicked,
  started,
} from './city';

const shop = (id: number) => ({
  id,
  code: 1,
  title: `Магазин ${id}`,
  address: 'ул. Ленина, 1',
  phone: null,
  openingHoursMain: null,
  openingHoursWeekend: null,
  openingHoursCustom: null,
  coordinates: null,
});
const angarsk: City = { id: 2002, name: 'Ангарск', code: 302, shop: 21, shops: [shop(21)] };
const irkutsk: City = { id: 1001, name: 'Иркутск', code: 301, shop: 11, shops: [shop(11), shop(12)] };
const regions: Region[] = [{ id: 38, name: 'Иркутская область', cities: [angarsk, irkutsk] }];

function setup(
  saved: { cookieId: number | null; saved: null },
  regionsResult: Region[] | Error = regions,
  shown: CitySelection | null = null,
) {
  const saves: unknown[] = [];
  const scope = fork({
    values: shown ? [[$city, shown]] : [],
    handlers: [
      [readSavedCityFx, () => saved],
      [fetchRegionsFx, () => (regionsResult instanceof Error ? Promise.reject(regionsResult) : Promise.resolve(regionsResult))],
      [saveCityFx, (city: unknown) => void saves.push(city)],
    ],
  });
  return { scope, saves };
}

describe('city restored at start-up', () => {
  it('no cookie: the default city at once, saved to the cookie', async () => {
    const { scope, saves } = setup({ cookieId: null, saved: null });
    await allSettled(started, { scope });
    expect(scope.getState($city)).toMatchObject({ cityId: 195585415, code: 353 });
    expect(saves).toHaveLength(1);
  });

  it('a cookie naming a known city: that city once the list arrives', async () => {
    const { scope } = setup({ cookieId: 2002, saved: null });
    await allSettled(started, { scope });
    expect(scope.getState($city)).toEqual({ cityId: 2002, shopId: 21, code: 302, name: 'Ангарск' });
  });

  it('an unknown id in the cookie: the default city, no crash', async () => {
    const { scope } = setup({ cookieId: 777, saved: null });
    await allSettled(started, { scope });
    expect(scope.getState($city)).toMatchObject({ cityId: 195585415 });
  });

  it('an unknown id in the cookie of a page the server drew with the default city: the cookie is replaced by it', async () => {
    const { scope, saves } = setup({ cookieId: 777, saved: null }, regions, DEFAULT_SELECTION);
    await allSettled(started, { scope });
    expect(saves).toEqual([expect.objectContaining({ cityId: 195585415 })]);
  });

  it('a known city in the cookie is not written again', async () => {
    const { scope, saves } = setup({ cookieId: 2002, saved: null });
    await allSettled(started, { scope });
    expect(saves).toHaveLength(1);
  });

  it('the API is down: the default city keeps the store usable', async () => {
    const { scope } = setup({ cookieId: 2002, saved: null }, new Error('network'));
    await allSettled(started, { scope });
    expect(scope.getState($city)).toMatchObject({ cityId: 195585415 });
  });
});

describe('city choice (SPEC §4): a single-shop city sets directly, several shops open the shop choice', () => {
  it('sets a single-shop city and closes the modal', async () => {
    const { scope } = setup({ cookieId: null, saved: null });
    await allSettled(started, { scope });
    await allSettled(cityChoiceRequested, { scope });
    expect(scope.getState($modalOpen)).toBe(true);
    await allSettled(cityClicked, { scope, params: angarsk });
    expect(scope.getState($city)).toEqual({ cityId: 2002, shopId: 21, code: 302, name: 'Ангарск' });
    expect(scope.getState($modalOpen)).toBe(false);
  });

  it('asks for the shop of a city with several shops', async () => {
    const { scope } = setup({ cookieId: null, saved: null });
    await allSettled(started, { scope });
    await allSettled(cityChoiceRequested, { scope });
    await allSettled(cityClicked, { scope, params: irkutsk });
    expect(scope.getState($shopStepCity)).toEqual(irkutsk);
    expect(scope.getState($city)?.cityId).toBe(195585415);
    await allSettled(shopClicked, { scope, params: shop(12) });
    expect(scope.getState($city)).toEqual({ cityId: 1001, shopId: 12, code: 301, name: 'Иркутск' });
  });

  it("'other city' is set only after its warning is confirmed", async () => {
    const { scope } = setup({ cookieId: null, saved: null });
    await allSettled(started, { scope });
    await allSettled(otherCityClicked, { scope });
    expect(scope.getState($city)?.cityId).toBe(195585415);
    await allSettled(otherCityConfirmed, { scope });
    expect(scope.getState($city)).toMatchObject({ shopId: 1499, code: 349 });
  });
});
