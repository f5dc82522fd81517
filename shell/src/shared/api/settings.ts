import { request } from '@store/api-client';
import type { StoreSettings } from '@store/bus';

/** Checks the answer's shape at the boundary: a malformed answer is no settings, never a crash. */
export function parseStoreSettings(data: unknown): StoreSettings | null {
  if (typeof data !== 'object' || data === null) return null;
  const { supportPhone, supportHours, demo, developmentHost } = data as Record<string, unknown>;
  if (typeof supportPhone !== 'string' || supportPhone.trim() === '' || typeof supportHours !== 'string') return null;
  return { supportPhone, supportHours, demo: demo === true, developmentHost: developmentHost === true };
}

/** GET /api/settings: the support phone and hours, demo and development-host flags (null if malformed). */
export async function fetchStoreSettings(): Promise<StoreSettings | null> {
  return parseStoreSettings(await request('get', '/api/settings'));
}
