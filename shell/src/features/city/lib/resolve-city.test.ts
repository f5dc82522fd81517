import type { Region } from '@store/api-client';
import { DEFAULT_SELECTION, OTHER_CITY_SELECTION, parseCityCookie, parseSavedCity, resolveCity } from './resolve-city';

const shop = (id: number) => ({
  id,
  code: 1,
  title: `Магазин ${id}`,
  address: 'ул. Ленина, 1',
  phone: null,
  openingHoursMain: '10:00-19:00',
  openingHoursWeekend: null,
  openingHoursCustom: null,
  coordinates: null,
});
const regions: Region[] = [
  {
    id: 38,
    name: 'Иркутская область',
    cities: [
      { id: 195585415, name: 'Усолье-Сибирское', code: 353, shop: 107, shops: [shop(107)] },
      { id: 1001, name: 'Иркутск', code: 301, shop: 11, shops: [shop(11), shop(12)] },
    ],
  },
];

describe('city from the selectedCity cookie (SPEC §4 city choice)', () => {
  it('resolves a known city with its default shop and stock code', () => {
    expect(resolveCity(regions, 1001, null)).toEqual({ cityId: 1001, shopId: 11, code: 301, name: 'Иркутск' });
  });

  it('keeps the shop chosen earlier when the city still has it', () => {
    expect(resolveCity(regions, 1001, { cityId: 1001, shopId: 12, code: 301, name: 'Иркутск' }).shopId).toBe(12);
  });

  it('falls back to the city default shop when the saved shop is gone', () => {
    expect(resolveCity(regions, 1001, { cityId: 1001, shopId: 99, code: 301, name: 'Иркутск' }).shopId).toBe(11);
  });

  it('an unknown city id gives the default city Usolye-Sibirskoye (no crash)', () => {
    expect(resolveCity(regions, 424242, null)).toEqual(DEFAULT_SELECTION);
    expect(DEFAULT_SELECTION).toEqual({ cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' });
  });

  it("'other city' resolves to shop 1499 and stock code 349", () => {
    expect(resolveCity(regions, 4586109697, null)).toEqual(OTHER_CITY_SELECTION);
    expect(OTHER_CITY_SELECTION).toMatchObject({ shopId: 1499, code: 349 });
  });

  it('reads only positive integer ids from the cookie', () => {
    expect(parseCityCookie('1001')).toBe(1001);
    expect(parseCityCookie('4586109697')).toBe(4586109697);
    expect(parseCityCookie(undefined)).toBeNull();
    expect(parseCityCookie('abc')).toBeNull();
    expect(parseCityCookie('-5')).toBeNull();
    expect(parseCityCookie('0')).toBeNull();
    expect(parseCityCookie('1e9')).toBeNull();
  });

  it('ignores a damaged local geoCity', () => {
    expect(parseSavedCity('{not json')).toBeNull();
    expect(parseSavedCity('{"cityId":"1"}')).toBeNull();
    expect(parseSavedCity('{"cityId":1,"shopId":2,"code":3,"name":"Ангарск"}')).toEqual({ cityId: 1, shopId: 2, code: 3, name: 'Ангарск' });
  });
});
