declare const process: { env: { SUPPORT_PHONE: string; APP_VERSION: string } };

/** Support phone of SPEC §1: configuration, baked in at build time. */
export const SUPPORT_PHONE = process.env.SUPPORT_PHONE;
export const SUPPORT_HOURS = '10:00-19:00';
export const APP_VERSION = process.env.APP_VERSION;

/** `tel:` link of the support phone. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
