import { MAP } from '@store/domain';

/**
 * Build-time configuration (webpack DefinePlugin, see webpack.config.cjs). The support phone
 * shoppers see comes from the store's settings on the bus; this is only its fallback.
 */
export const SUPPORT_PHONE_FALLBACK = process.env.SUPPORT_PHONE || '+7 (800) 555-35-35';

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
