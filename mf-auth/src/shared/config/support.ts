import { $storeSettings } from '@store/bus';

/**
 * SPEC §1 "The support phone is {phone}": configuration, whose one source is the API's settings
 * (read by the shell, on the bus). Null until they have arrived: the texts then end without it.
 */
export const $supportPhone = $storeSettings.map((settings) => settings?.supportPhone || null);
