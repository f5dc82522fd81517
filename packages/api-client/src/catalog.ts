import { request } from './request';
import type { MenuCategory } from './types';

/** GET /api/category/menu: the category tree with product counts for a city. */
export async function fetchCategoryMenu(cityId: number, signal?: AbortSignal): Promise<MenuCategory[]> {
  const answer = await request('get', '/api/category/menu', { query: { selectedCity: cityId }, signal });
  return answer.categories;
}
