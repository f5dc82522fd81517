import { SELECTED_CITY_COOKIE } from '@store/domain';
import { cookieOf } from './city';

/**
 * The key of a rendered page in the micro-cache: the page module and its version, the address
 * (path and query) and the city of the `selectedCity` cookie — everything the server's render
 * depends on (it renders guest content only: no other cookie, no shopper data).
 */
export function renderKey(input: { page: string; version: string; pathname: string; search: string; cookie: string | undefined }): string {
  const raw = cookieOf(input.cookie, SELECTED_CITY_COOKIE);
  const city = raw && /^\d{1,15}$/.test(raw) ? raw : '';
  return `${input.page}@${input.version} ${input.pathname}${input.search} city=${city}`;
}

/** A small LRU map whose entries also expire: at most `size` entries, each for `ttlMs`. */
export function lruCache<T>(size: number, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { until: number; value: T }>();
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.until <= now()) return undefined;
      // Most recently used last: the first entry is the one to drop.
      entries.set(key, hit);
      return hit.value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { until: now() + ttlMs, value });
      while (entries.size > size) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
