import { shopHoursOn } from './shop-hours';

const shop = { openingHoursMain: '09:00-20:00', openingHoursWeekend: '10:00-18:00', openingHoursCustom: null };

describe('shop opening hours (SPEC §3)', () => {
  it('uses the main hours Monday to Friday', () => {
    expect([1, 2, 3, 4, 5].map((day) => shopHoursOn(shop, day))).toEqual(Array(5).fill('09:00-20:00'));
  });

  it('uses the weekend hours on Saturday and Sunday', () => {
    expect(shopHoursOn(shop, 6)).toBe('10:00-18:00');
    expect(shopHoursOn(shop, 0)).toBe('10:00-18:00');
  });

  it('a custom text overrides both', () => {
    const holiday = { ...shop, openingHoursCustom: '31 декабря: 10:00-15:00' };
    expect(shopHoursOn(holiday, 2)).toBe('31 декабря: 10:00-15:00');
    expect(shopHoursOn(holiday, 0)).toBe('31 декабря: 10:00-15:00');
  });

  it('is null when the day has no hours', () => {
    expect(shopHoursOn({ ...shop, openingHoursWeekend: null }, 6)).toBeNull();
  });
});
