import type { MenuCategory } from '@store/api-client';
import { takeStartAnswer } from '../lib/ssr';
import { loadApiClient } from './client';

export type { MenuCategory };

/** GET /api/category/menu for a city: the category tree with product counts. */
export async function loadCategoryMenu(cityId: number): Promise<MenuCategory[]> {
  // The server's tree for this page's city when it sent one; another city is asked for.
  const answer = takeStartAnswer('categoryMenu');
  return answer?.cityId === cityId ? answer.categories : (await loadApiClient()).fetchCategoryMenu(cityId);
}
