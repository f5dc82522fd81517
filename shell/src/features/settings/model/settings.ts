import { $storeSettings, storeSettingsLoaded } from '@store/bus';
import { SUPPORT_HOURS } from '@store/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { fetchStoreSettings } from '../../../shared/api/settings';

/** The shell started: read the store's settings from the API. */
export const started = createEvent();

export const fetchSettingsFx = createEffect(fetchStoreSettings);

/** A failed read is tried again this long after, at most SETTINGS_TRIES times in all. */
export const SETTINGS_RETRY_MS = 5_000;
export const SETTINGS_TRIES = 4;

const $tries = createStore(0).on(fetchSettingsFx, (tries) => tries + 1);
sample({ clock: started, target: fetchSettingsFx });
// The API is the one source of the settings: without an answer the page keeps asking a while.
const failed = sample({
  clock: [fetchSettingsFx.fail, sample({ clock: fetchSettingsFx.doneData, filter: (settings) => settings === null })],
  source: $tries,
  filter: (tries) => tries < SETTINGS_TRIES,
  fn: () => undefined,
});
sample({ clock: delay({ source: failed, timeout: SETTINGS_RETRY_MS }), target: fetchSettingsFx });
sample({
  clock: fetchSettingsFx.doneData,
  filter: (settings) => settings !== null,
  fn: (settings) => settings!,
  target: storeSettingsLoaded,
});

/** SPEC §1 support hours: the API's setting, the domain's default until it arrives. */
export const $supportHours = $storeSettings.map((settings) => settings?.supportHours ?? SUPPORT_HOURS);
