import { $storeSettings } from '@store/bus';

/**
 * SPEC §1: the support phone is configuration, named in the §8 texts; its one source is the API's
 * settings on the bus. Null until they have arrived: the texts then end without it.
 */
export const $supportPhone = $storeSettings.map((settings) => settings?.supportPhone || null);

/** SPEC §1: a demo site blocks orders and payments. */
export const $demoSite = $storeSettings.map((settings) => settings?.demo === true);
