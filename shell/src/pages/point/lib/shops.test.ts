import type { Region } from '@store/api-client';
import { shopHoursOn } from '@store/domain';
import { shopWeekday, shopsToList } from './shops';

const shop = (id: number, hours: { main?: string; weekend?: string; custom?: string } = {}) => ({
  id,
  code: id,
  title: `Магазин ${id}`,
  address: `ул. Ленина, ${id}`,
  phone: '+79001234567',
  openingHoursMain: hours.main ?? '09:00-20:00',
  openingHoursWeekend: hours.weekend ?? '10:00-18:00',
  openingHoursCustom: hours.custom ?? null,
  coordinates: [52.28, 104.28] as [number, number],
});
const regions: Region[] = [
  {
    id: 38,
    name: 'Иркутская область',
    cities: [
      { id: 1, name: 'Иркутск', code: 301, shop: 12, shops: [shop(11), shop(12)] },
      { id: 2, name: 'Ангарск', code: 302, shop: 21, shops: [shop(21)] },
    ],
  },
];

describe('shops page lists every shop of the selected city', () => {
  it('the chosen shop first, then the others of that city', () => {
    expect(shopsToList(regions, { cityId: 1, shopId: 12, code: 301, name: 'Иркутск' })).toEqual([
      { cityName: 'Иркутск', shops: [shop(12), shop(11)] },
    ]);
  });

  it("'other city' or an unknown city lists every city's shops", () => {
    const all = shopsToList(regions, { cityId: 4586109697, shopId: 1499, code: 349, name: 'Другой город' });
    expect(all.map((c) => c.cityName)).toEqual(['Иркутск', 'Ангарск']);
  });
});

describe('hours by the domain’s shopHoursOn on the Irkutsk calendar', () => {
  it('a Saturday in Irkutsk is still Friday in Moscow: the weekday is the shop’s', () => {
    const saturdayMorningIrkutsk = new Date('2026-11-27T23:30:00Z');
    expect(shopWeekday(saturdayMorningIrkutsk)).toBe(6);
    expect(shopHoursOn(shop(1), shopWeekday(saturdayMorningIrkutsk))).toBe('10:00-18:00');
    expect(shopHoursOn(shop(1, { custom: 'Круглосуточно' }), 3)).toBe('Круглосуточно');
  });
});
