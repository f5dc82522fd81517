import { $storeSettings, storeSettingsLoaded } from '@store/bus';
import { SUPPORT_HOURS } from '@store/domain';
import { createEffect, createEvent, sample } from 'effector';
import { fetchStoreSettings } from '../../shared/api/settings';
import { SUPPORT_PHONE } from '../../shared/config/env';

/** The shell started: read the store's settings from the API. */
export const started = createEvent();

export const fetchSettingsFx = createEffect(fetchStoreSettings);

sample({ clock: started, target: fetchSettingsFx });
sample({
  clock: fetchSettingsFx.doneData,
  filter: (settings) => settings !== null,
  fn: (settings) => settings!,
  target: storeSettingsLoaded,
});

/** The support phone shown everywhere: the API's, else the build-time default (SPEC §1). */
export const $supportPhone = $storeSettings.map((settings) => settings?.supportPhone ?? SUPPORT_PHONE);
export const $supportHours = $storeSettings.map((settings) => settings?.supportHours ?? SUPPORT_HOURS);
export const $demoSite = $storeSettings.map((settings) => settings?.demo ?? false);

/** `tel:` link of a phone as shown («+7 (800) 555-35-35» → «tel:+78005553535»). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
