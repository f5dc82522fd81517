import { MAP } from '@store/domain';

declare const process: { env: { YANDEX_MAPS_URL?: string; YANDEX_MAPS_API_KEY?: string } };

export interface MapsConfig {
  /** The maps script is configured at all; without it pages show lists only. */
  enabled: boolean;
  /** Yandex's enterprise host (paid keys) instead of the public one. */
  enterprise: boolean;
  version: string;
  apiKey: string;
  lang: string;
}

/**
 * Yandex Maps 2.1 from configuration (YANDEX_MAPS_URL, YANDEX_MAPS_API_KEY at build time).
 * `@pbe/react-yandex-maps` builds the script address itself from the host kind and version, so
 * the URL is read for those; an empty URL turns the map off.
 */
export function mapsConfigFrom(url: string | undefined, apiKey: string | undefined): MapsConfig {
  const match = /^https:\/\/(enterprise\.)?api-maps\.yandex\.ru\/(\d+\.\d+)\/?/.exec(url ?? '');
  return {
    enabled: match !== null,
    enterprise: Boolean(match?.[1]),
    version: match?.[2] ?? MAP.apiVersion,
    apiKey: apiKey ?? '',
    lang: MAP.lang,
  };
}

export const MAPS = mapsConfigFrom(process.env.YANDEX_MAPS_URL, process.env.YANDEX_MAPS_API_KEY);
