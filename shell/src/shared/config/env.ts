declare const process: { env: { SUPPORT_PHONE?: string; APP_VERSION?: string } };

/**
 * Support phone of SPEC §1 baked in at build time (webpack's SUPPORT_PHONE, the API's default
 * when unset): the fallback until the API's settings arrive.
 */
export const SUPPORT_PHONE = process.env.SUPPORT_PHONE || '+7 (800) 555-35-35';
export const APP_VERSION = process.env.APP_VERSION ?? '0.0.0';
