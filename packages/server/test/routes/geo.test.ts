import { DEFAULT_CITY, OTHER_CITY } from '@store/domain';
import { CITIES } from '../../src/seed/geo-data';
import { createTestContext, type TestContext } from '../helpers';

interface Shop {
  id: number;
  code: number;
  title: string;
  address: string;
  openingHoursMain: string | null;
  openingHoursWeekend: string | null;
  openingHoursCustom: string | null;
  coordinates: [number, number] | null;
}
interface City {
  id: number;
  name: string;
  code: number;
  shop: number;
  shops?: Shop[];
}
interface Region {
  id: number;
  name: string;
  cities: City[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(60);
});
afterAll(async () => ctx?.close());

describe('GET /api/geo-region/city-in-region', () => {
  it('lists the regions asked for with their cities and shops (point=true)', async () => {
    const res = await ctx.app.inject({ url: '/api/geo-region/city-in-region?id=38,3,24&point=true' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: Region[] };
    expect(items.map((r) => r.id)).toEqual([38, 3, 24]);
    const usolye = items[0]!.cities[0]!;
    expect(usolye).toMatchObject({ id: DEFAULT_CITY.id, name: 'Усолье-Сибирское', code: 353, shop: 107 });
    expect(usolye.shops?.map((s) => s.id)).toContain(107);
    expect(usolye.shops?.[0]?.openingHoursMain).toBeTruthy();
    const cities = items.flatMap((r) => r.cities);
    expect(cities.length).toBeGreaterThanOrEqual(8);
    expect(cities.some((c) => c.id === OTHER_CITY.id)).toBe(false);
    expect(cities.some((c) => (c.shops ?? []).length > 1)).toBe(true);
  });

  it("answers 'other city' beside the regions, with its courier-company point (SPEC §4)", async () => {
    const { otherCity } = (await ctx.app.inject({ url: '/api/geo-region/city-in-region?id=38,3,24&point=true' })).json() as {
      otherCity: City;
    };
    expect(otherCity).toMatchObject({ id: OTHER_CITY.id, name: 'Другой город', code: 349, shop: 1499 });
    expect(otherCity.shops?.map((s) => s.id)).toEqual([1499]);
    const bare = (await ctx.app.inject({ url: '/api/geo-region/city-in-region?id=38' })).json() as { otherCity: City };
    expect(bare.otherCity).toEqual({ id: OTHER_CITY.id, name: 'Другой город', code: 349, shop: 1499 });
  });

  it('leaves shops out without point=true', async () => {
    const { items } = (await ctx.app.inject({ url: '/api/geo-region/city-in-region?id=38' })).json() as { items: Region[] };
    expect(items).toHaveLength(1);
    expect(items[0]!.cities[0]!.shops).toBeUndefined();
  });

  it.each(['38;DROP TABLE cities', '', 'a,b'])('id=%s is a 400 with a Russian message', async (id) => {
    const res = await ctx.app.inject({ url: `/api/geo-region/city-in-region?id=${encodeURIComponent(id)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Некорректный запрос');
  });
});

describe('GET /api/delivery-point/city/list', () => {
  it("lists a city's shops with opening hours (main, weekend, custom) and coordinates", async () => {
    const irkutsk = CITIES.find((city) => city.name === 'Иркутск')!;
    const res = await ctx.app.inject({ url: `/api/delivery-point/city/list?cityId=${irkutsk.id}` });
    const { items } = res.json() as { items: Shop[] };
    expect(items).toHaveLength(irkutsk.shops.length);
    expect(items.every((s) => s.code === irkutsk.code && s.coordinates !== null)).toBe(true);
    expect(items.some((s) => s.openingHoursCustom !== null)).toBe(true);
  });

  it("'other city' has its courier-company point, shop 1499", async () => {
    const { items } = (await ctx.app.inject({ url: `/api/delivery-point/city/list?cityId=${OTHER_CITY.id}` })).json() as { items: Shop[] };
    expect(items.map((s) => s.id)).toEqual([1499]);
    expect(items[0]!.code).toBe(349);
  });

  it('without cityId is a 400', async () => {
    expect((await ctx.app.inject({ url: '/api/delivery-point/city/list' })).statusCode).toBe(400);
  });
});
