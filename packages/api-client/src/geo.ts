import { CITY_REGION_IDS } from '@store/domain';
import { request } from './request';
import type { Menu, Region } from './types';

/** GET /api/geo-region/city-in-region: regions with their cities and shops. */
export async function fetchCityRegions(): Promise<Region[]> {
  const answer = await request('get', '/api/geo-region/city-in-region', { query: { id: CITY_REGION_IDS.join(','), point: 'true' } });
  return answer.items;
}

/** GET /api/menu/code: menus by code; several codes are joined by commas (SPEC §7). */
export async function fetchMenus(codes: readonly string[]): Promise<Menu[]> {
  const answer = await request('get', '/api/menu/code', { query: { code: codes.join(',') } });
  return answer.items;
}
