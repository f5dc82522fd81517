import { fetchCategoryMenu, type MenuCategory } from '@store/api-client';

export type { MenuCategory };

/** GET /api/category/menu for a city: the category tree with product counts. */
export const loadCategoryMenu = (cityId: number): Promise<MenuCategory[]> => fetchCategoryMenu(cityId);
