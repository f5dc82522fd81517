import { $storeSettings } from '@store/bus';
import { SUPPORT_HOURS } from '@store/domain';
import { allSettled, fork } from 'effector';
import { parseStoreSettings } from '../../shared/api/settings';
import { SUPPORT_PHONE } from '../../shared/config/env';
import { $demoSite, $supportPhone, $supportHours, fetchSettingsFx, phoneHref, started } from './model';

const settings = { supportPhone: '+7 (3952) 00-00-00', supportHours: '09:00-18:00', demo: true, developmentHost: false };

describe('store settings from GET /api/settings reach the bus', () => {
  it('publishes storeSettingsLoaded; the header and footer phone follow it', async () => {
    const scope = fork({ handlers: [[fetchSettingsFx, async () => settings]] });
    await allSettled(started, { scope });
    expect(scope.getState($storeSettings)).toEqual(settings);
    expect(scope.getState($supportPhone)).toBe('+7 (3952) 00-00-00');
    expect(scope.getState($supportHours)).toBe('09:00-18:00');
    expect(scope.getState($demoSite)).toBe(true);
  });

  it('with a malformed answer or when the API is down, the build-time phone and SPEC hours stay', async () => {
    for (const handler of [async () => null, async () => Promise.reject(new Error('network'))]) {
      const scope = fork({ handlers: [[fetchSettingsFx, handler]] });
      await allSettled(started, { scope });
      expect(scope.getState($storeSettings)).toBeNull();
      expect(scope.getState($supportPhone)).toBe(SUPPORT_PHONE);
      expect(scope.getState($supportHours)).toBe(SUPPORT_HOURS);
      expect(scope.getState($demoSite)).toBe(false);
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

  it('makes a tel: link of a shown phone', () => {
    expect(phoneHref('+7 (800) 555-35-35')).toBe('tel:+78005553535');
  });
});
