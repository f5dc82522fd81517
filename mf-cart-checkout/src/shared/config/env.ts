import { MAP } from '@store/domain';

/**
 * Yandex Maps 2.1 as @pbe/react-yandex-maps loads it: the binding builds the script address from
 * the host (api-maps.yandex.ru, or enterprise.api-maps.yandex.ru) and the API version, so those
 * two and the key are what a deployment configures.
 */
export const MAPS_CONFIG = {
  apiKey: process.env.YANDEX_MAPS_API_KEY || '',
  enterprise: process.env.YANDEX_MAPS_ENTERPRISE === 'true',
  version: process.env.YANDEX_MAPS_VERSION || MAP.apiVersion,
  lang: MAP.lang,
} as const;
