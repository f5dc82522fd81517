import { request } from './client';
import type { StoreSettings } from '@store/bus';
import { takeStartAnswer } from '../lib/ssr';

/** Checks the answer's shape at the boundary: a malformed answer is no settings, never a crash. */
export function parseStoreSettings(data: unknown): StoreSettings | null {
  if (typeof data !== 'object' || data === null) return null;
  const { supportPhone, supportHours, demo, developmentHost, metrikaCounterId, recaptchaSiteKey } = data as Record<string, unknown>;
  if (typeof supportPhone !== 'string' || supportPhone.trim() === '' || typeof supportHours !== 'string') return null;
  return {
    supportPhone,
    supportHours,
    demo: demo === true,
    developmentHost: developmentHost === true,
    // A counter or key of another shape is none: analytics stay off, the local checkbox stays.
    metrikaCounterId:
      typeof metrikaCounterId === 'number' && Number.isSafeInteger(metrikaCounterId) && metrikaCounterId > 0 ? metrikaCounterId : null,
    recaptchaSiteKey: typeof recaptchaSiteKey === 'string' && recaptchaSiteKey.trim() !== '' ? recaptchaSiteKey : null,
  };
}

/** GET /api/settings: the support phone and hours, demo and development-host flags, Метрика counter, reCAPTCHA site key (null if malformed). */
export async function fetchStoreSettings(): Promise<StoreSettings | null> {
  // The server's copy for this page when it sent one: the first read asks nothing.
  const answer = takeStartAnswer('settings');
  return parseStoreSettings(answer !== undefined ? answer : await request('get', '/api/settings'));
}
