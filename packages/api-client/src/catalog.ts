import { categoryMenuSchema, type MenuCategory } from './contracts';
import { http } from './http';
import { parseAnswer } from './parse';

/** GET /api/category/menu: the category tree with product counts for a city. */
export async function fetchCategoryMenu(cityId: number, signal?: AbortSignal): Promise<MenuCategory[]> {
  const { data } = await http.get<unknown>('/category/menu', { params: { selectedCity: cityId }, signal });
  return parseAnswer(categoryMenuSchema, '/category/menu', data).categories;
}
