import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allSettled, fork } from 'effector';
import {
  $cartSummary,
  $city,
  $compareCount,
  $favouritesCount,
  $pageMeta,
  $session,
  $sessionChecked,
  $storeSettings,
  $supportPhone,
  $demoSite,
  $analyticsClientId,
  BUS_VERSION,
  analyticsClientIdKnown,
  cartChanged,
  citySelected,
  compareChanged,
  favouritesChanged,
  pageMetaChanged,
  sessionChecked,
  sessionEnded,
  sessionStarted,
  storeSettingsLoaded,
} from './index';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const irkutsk = { cityId: 1, shopId: 11, code: 301, name: 'Иркутск' };
const user = { id: 7, firstName: 'Иван', lastName: 'Иванов', phone: '79001234567', email: null, isLegal: false };

describe('bus keeps the last known city, session and cart for remotes that mount late', () => {
  it('remembers the chosen city', async () => {
    const scope = fork();
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(scope.getState($city)).toEqual(irkutsk);
  });

  it('starts and ends a session', async () => {
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: { user } });
    expect(scope.getState($session)).toEqual({ isAuth: true, user });
    await allSettled(sessionEnded, { scope, params: { reason: 'logout' } });
    expect(scope.getState($session)).toEqual({ isAuth: false, user: null });
  });

  it('clears the cart summary and favourites count on logout (SPEC §4 auth store)', async () => {
    const scope = fork();
    await allSettled(cartChanged, { scope, params: { count: 2, lines: [{ productId: 5, defectSerialNumber: null, quantity: 2 }] } });
    await allSettled(favouritesChanged, { scope, params: { count: 3 } });
    await allSettled(sessionEnded, { scope, params: { reason: 'expired' } });
    expect(scope.getState($cartSummary)).toEqual({ count: 0, lines: [] });
    expect(scope.getState($favouritesCount)).toBe(0);
  });

  it('clears the comparison count on logout, like favourites', async () => {
    const scope = fork();
    await allSettled(compareChanged, { scope, params: { count: 4 } });
    expect(scope.getState($compareCount)).toBe(4);
    await allSettled(sessionEnded, { scope, params: { reason: 'logout' } });
    expect(scope.getState($compareCount)).toBe(0);
  });

  it('tells pages that the session start-up is over, signed in or not', async () => {
    const scope = fork();
    expect(scope.getState($sessionChecked)).toBe(false);
    await allSettled(sessionChecked, { scope });
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(scope.getState($session).isAuth).toBe(false);
  });

  it("keeps the last page's meta and the store's settings for parts that mount late", async () => {
    const scope = fork();
    const meta = { title: 'Дрель Bosch', path: '/store/instrument/dreli/5.html', canonical: '/store/instrument/dreli/5.html' };
    await allSettled(pageMetaChanged, { scope, params: meta });
    expect(scope.getState($pageMeta)).toEqual(meta);
    const settings = { supportPhone: '+7 (800) 555-35-35', supportHours: '10:00-19:00', demo: false, developmentHost: false };
    await allSettled(storeSettingsLoaded, { scope, params: settings });
    expect(scope.getState($storeSettings)).toEqual(settings);
  });
});

describe('one reading of the settings every part shares (SPEC §1 support phone, demo site)', () => {
  const settings = { supportPhone: '+7 (800) 555-35-35', supportHours: '10:00-19:00', demo: true, developmentHost: false };

  it('has no phone and no demo flag until the settings arrive', () => {
    const scope = fork();
    expect(scope.getState($supportPhone)).toBeNull();
    expect(scope.getState($demoSite)).toBe(false);
  });

  it('reads the phone and the demo flag from the settings', async () => {
    const scope = fork();
    await allSettled(storeSettingsLoaded, { scope, params: settings });
    expect(scope.getState($supportPhone)).toBe('+7 (800) 555-35-35');
    expect(scope.getState($demoSite)).toBe(true);
  });

  it('takes an empty phone setting for none, so a §8 text never ends in an empty phone', async () => {
    const scope = fork();
    await allSettled(storeSettingsLoaded, { scope, params: { ...settings, supportPhone: '' } });
    expect(scope.getState($supportPhone)).toBeNull();
  });
});

describe('the analytics client id (orders carry it as ymClientId, SPEC §7)', () => {
  it('is null until the counter tells it, then kept for the order', async () => {
    const scope = fork();
    expect(scope.getState($analyticsClientId)).toBeNull();
    await allSettled(analyticsClientIdKnown, { scope, params: '1732600000123456789' });
    expect(scope.getState($analyticsClientId)).toBe('1732600000123456789');
  });
});

describe('two scopes do not leak into each other', () => {
  it('a city chosen in one scope is not seen in another', async () => {
    const a = fork();
    const b = fork({ values: [[$city, usolye]] });
    await allSettled(citySelected, { scope: a, params: irkutsk });
    expect(a.getState($city)).toEqual(irkutsk);
    expect(b.getState($city)).toEqual(usolye);
    expect($city.getState()).toBeNull();
  });

  it('a session in one scope does not sign in another', async () => {
    const a = fork();
    const b = fork();
    await allSettled(sessionStarted, { scope: a, params: { user } });
    expect(b.getState($session).isAuth).toBe(false);
  });
});

describe('stores carry stable sids so scopes can be serialized', () => {
  it('every bus store has a sid from the effector compiler plugin', () => {
    for (const store of [
      $city,
      $session,
      $sessionChecked,
      $cartSummary,
      $favouritesCount,
      $compareCount,
      $pageMeta,
      $storeSettings,
      $analyticsClientId,
    ]) {
      expect(store.sid).toEqual(expect.any(String));
    }
  });
});

describe('the contract is versioned (README "Versioning")', () => {
  it("BUS_VERSION is the package's version: the shared requiredVersion of every app is built from it", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(BUS_VERSION).toBe(pkg.version);
  });
});
