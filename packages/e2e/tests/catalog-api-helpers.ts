import type { APIRequestContext } from '@playwright/test';

/** Facts of the seeded catalogue the journeys need, read from the API so they survive a new seed. */
export const DEFAULT_CITY_ID = 195585415;

interface MenuNode {
  id: number;
  slug: string;
  name: string;
  count: number;
  children: MenuNode[];
}
interface ListingItem {
  id: number;
  title: string;
  price: number;
  path?: string;
  defectSerialNumber: string | null;
  defectReason: string | null;
}
interface Listing {
  items: ListingItem[];
  producers: { id: number; name: string; count: number }[];
  total: number;
  slugs: string[];
}
export interface CityDto {
  id: number;
  name: string;
  shops?: { id: number }[];
}

export async function menu(request: APIRequestContext): Promise<MenuNode[]> {
  const answer = await request.get(`/api/category/menu?selectedCity=${DEFAULT_CITY_ID}`);
  return ((await answer.json()) as { categories: MenuNode[] }).categories;
}

export async function listing(request: APIRequestContext, query: Record<string, string | number>): Promise<Listing> {
  const params = new URLSearchParams(Object.entries({ selectedCity: DEFAULT_CITY_ID, ...query }).map(([k, v]) => [k, String(v)]));
  const answer = await request.get(`/api/category/products?${params}`);
  if (!answer.ok()) throw new Error(`listing ${params}: ${answer.status()}`);
  return (await answer.json()) as Listing;
}

/** A top category and a category under it with enough goods of one brand for two pages under a price cap. */
export async function browsableCategory(request: APIRequestContext) {
  for (const top of await menu(request)) {
    const chains = top.children.flatMap((sub) => [[top.slug, sub.slug], ...sub.children.map((leaf) => [top.slug, sub.slug, leaf.slug])]);
    for (const slugs of chains) {
      const all = await listing(request, { categorySlug: slugs.join('/'), limit: 1 });
      const brand = [...all.producers].sort((a, b) => b.count - a.count)[0];
      if (!brand || all.producers.length < 2 || brand.count < 16) continue;
      const branded = await listing(request, {
        categorySlug: slugs.join('/'),
        sortPrice: 'ASC',
        limit: 100,
        filters: JSON.stringify({ producers: [brand.id] }),
      });
      const priceMax = Math.ceil(branded.items[Math.min(branded.items.length - 1, 14)]!.price);
      const expected = branded.items.filter((item) => item.price <= priceMax).length;
      if (expected > 12) return { top, slugs, brand, priceMax, expected };
    }
  }
  throw new Error('no category with two pages of one brand in the seed');
}

export async function cityByName(request: APIRequestContext, name: string): Promise<CityDto> {
  const response = await request.get('/api/geo-region/city-in-region?id=38,3,24&point=true');
  const { items } = (await response.json()) as { items: { cities: CityDto[] }[] };
  const city = items.flatMap((region) => region.cities).find((c) => c.name === name);
  if (!city) throw new Error(`no city ${name} in the seed`);
  return city;
}

/** A product page path: the API's own, or one the product page accepts whatever its slugs. */
export const pathOf = (item: ListingItem, slugs: string[]): string =>
  item.path ??
  `/store/${(slugs.length > 0 ? slugs.slice(-2) : ['tovar']).join('/')}/${item.id}.html${
    item.defectSerialNumber ? `?defect=${encodeURIComponent(item.defectSerialNumber)}` : ''
  }`;

/** «12 990 ₽» as the store writes prices (SPEC §9, the domain's formatPrice). */
export const rub = (amount: number): string =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
