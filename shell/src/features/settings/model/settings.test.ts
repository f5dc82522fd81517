import { $demoSite, $storeSettings, $supportPhone } from '@store/bus';
import { SUPPORT_HOURS } from '@store/domain';
import { allSettled, fork } from 'effector';
import { parseStoreSettings } from '../../../shared/api/settings';
import { $supportHours, fetchSettingsFx, SETTINGS_RETRY_MS, SETTINGS_TRIES, started } from './settings';

const settings = {
  supportPhone: '+7 (3952) 00-00-00',
  supportHours: '09:00-18:00',
  demo: true,
  developmentHost: false,
  metrikaCounterId: null,
  recaptchaSiteKey: null,
};

describe('store settings from GET /api/settings reach the bus', () => {
  it('publishes storeSettingsLoaded; the header and footer phone follow it', async () => {
    const scope = fork({ handlers: [[fetchSettingsFx, async () => settings]] });
    await allSettled(started, { scope });
    expect(scope.getState($storeSettings)).toEqual(settings);
    expect(scope.getState($supportPhone)).toBe('+7 (3952) 00-00-00');
    expect(scope.getState($supportHours)).toBe('09:00-18:00');
    expect(scope.getState($demoSite)).toBe(true);
  });

  it('with a malformed answer or the API down, no phone is shown (none is baked into the build) and SPEC hours stay; the read is tried again a few times', async () => {
    jest.useFakeTimers();
    try {
      for (const handler of [async () => null, async () => Promise.reject(new Error('network'))]) {
        const calls = jest.fn(handler);
        const scope = fork({ handlers: [[fetchSettingsFx, calls]] });
        const settled = allSettled(started, { scope });
        await jest.advanceTimersByTimeAsync(SETTINGS_RETRY_MS * SETTINGS_TRIES);
        await settled;
        expect(calls).toHaveBeenCalledTimes(SETTINGS_TRIES);
        expect(scope.getState($storeSettings)).toBeNull();
        expect(scope.getState($supportPhone)).toBeNull();
        expect(scope.getState($supportHours)).toBe(SUPPORT_HOURS);
        expect(scope.getState($demoSite)).toBe(false);
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it('an API that answers on a later try gives the phone then', async () => {
    jest.useFakeTimers();
    try {
      const calls = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(settings);
      const scope = fork({ handlers: [[fetchSettingsFx, calls]] });
      const settled = allSettled(started, { scope });
      expect(scope.getState($supportPhone)).toBeNull();
      await jest.advanceTimersByTimeAsync(SETTINGS_RETRY_MS);
      await settled;
      expect(calls).toHaveBeenCalledTimes(2);
      expect(scope.getState($supportPhone)).toBe('+7 (3952) 00-00-00');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the settings answer is checked at the boundary', () => {
  it('keeps a well-formed answer and refuses nonsense', () => {
    expect(parseStoreSettings({ ...settings, extra: 1 })).toEqual(settings);
    expect(parseStoreSettings({ supportPhone: '', supportHours: '10:00-19:00' })).toBeNull();
    expect(parseStoreSettings('<html>')).toBeNull();
    expect(parseStoreSettings({ supportPhone: '+7 800', supportHours: '10-19', demo: 'yes' })).toMatchObject({ demo: false });
  });

  it('passes the Метрика counter and the reCAPTCHA site key on to the bus; a value of another shape is none', async () => {
    const configured = { ...settings, metrikaCounterId: 98765432, recaptchaSiteKey: '6LcSiteKeyForTheWidget' };
    expect(parseStoreSettings(configured)).toEqual(configured);
    const scope = fork({ handlers: [[fetchSettingsFx, async () => parseStoreSettings(configured)]] });
    await allSettled(started, { scope });
    expect(scope.getState($storeSettings)).toMatchObject({ metrikaCounterId: 98765432, recaptchaSiteKey: '6LcSiteKeyForTheWidget' });
    for (const [metrikaCounterId, recaptchaSiteKey] of [
      ['98765432', ''],
      [-1, 42],
      [1.5, null],
      [undefined, undefined],
    ]) {
      expect(parseStoreSettings({ ...settings, metrikaCounterId, recaptchaSiteKey })).toMatchObject({
        metrikaCounterId: null,
        recaptchaSiteKey: null,
      });
    }
  });
});
