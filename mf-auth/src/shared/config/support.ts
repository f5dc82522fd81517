import { $storeSettings } from '@store/bus';

declare const process: { env: { SUPPORT_PHONE?: string } };

/** The build's support phone (webpack DefinePlugin), used until the shell has read the API's settings. */
export const DEFAULT_SUPPORT_PHONE = process.env.SUPPORT_PHONE || '+7 (800) 555-35-35';

/** SPEC §1 "The support phone is {phone}": configuration, read from the API by the shell. */
export const $supportPhone = $storeSettings.map((settings) => settings?.supportPhone || DEFAULT_SUPPORT_PHONE);
