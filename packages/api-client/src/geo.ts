import { CITY_REGION_IDS } from '@store/domain';
import { menusSchema, regionsSchema, type Menu, type Region } from './contracts';
import { http } from './http';
import { parseAnswer } from './parse';

/** GET /api/geo-region/city-in-region: regions with their cities and shops. */
export async function fetchCityRegions(): Promise<Region[]> {
  const { data } = await http.get<unknown>('/geo-region/city-in-region', {
    params: { id: CITY_REGION_IDS.join(','), point: true },
  });
  return parseAnswer(regionsSchema, '/geo-region/city-in-region', data).items;
}

/** GET /api/menu/code: menus by code; several codes are joined by commas (SPEC §7). */
export async function fetchMenus(codes: readonly string[]): Promise<Menu[]> {
  const { data } = await http.get<unknown>('/menu/code', { params: { code: codes.join(',') } });
  return parseAnswer(menusSchema, '/menu/code', data).items;
}
