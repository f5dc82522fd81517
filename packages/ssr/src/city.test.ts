import { DEFAULT_CITY, OTHER_CITY } from '@store/domain';
import { cityOfRequest, cookieOf } from './city';

const cities = [{ id: 100, name: 'Иркутск', code: 7, shop: 42 }];

describe('cityOfRequest', () => {
  it("is the cookie's city with its own shop", () => {
    expect(cityOfRequest('a=1; selectedCity=100; b=2', cities)).toEqual({ cityId: 100, shopId: 42, code: 7, name: 'Иркутск' });
  });

  it('is the default city without the cookie, with an unknown or malformed id', () => {
    for (const cookie of [undefined, '', 'selectedCity=999', 'selectedCity=abc', 'selectedCity=%E0%A4%A']) {
      expect(cityOfRequest(cookie, cities).cityId).toBe(DEFAULT_CITY.id);
    }
  });

  it('knows «Другой город» without the list', () => {
    expect(cityOfRequest(`selectedCity=${OTHER_CITY.id}`, []).name).toBe(OTHER_CITY.name);
  });
});

describe('cookieOf', () => {
  it('reads one cookie by its exact name', () => {
    expect(cookieOf('xselectedCity=1; selectedCity=2', 'selectedCity')).toBe('2');
    expect(cookieOf('other=1', 'selectedCity')).toBeUndefined();
  });
});
