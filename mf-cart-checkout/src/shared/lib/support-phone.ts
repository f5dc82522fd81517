import { $storeSettings } from '@store/bus';
import { SUPPORT_PHONE_FALLBACK } from '../config/env';

/** SPEC §1: the support phone is configuration (the store's settings), named in the §8 texts. */
export const $supportPhone = $storeSettings.map((settings) => settings?.supportPhone || SUPPORT_PHONE_FALLBACK);

/** SPEC §1: a demo site blocks orders and payments. */
export const $demoSite = $storeSettings.map((settings) => settings?.demo === true);
