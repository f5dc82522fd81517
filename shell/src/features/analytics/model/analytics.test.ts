import { $analyticsClientId, sessionStarted, storeSettingsLoaded, type StoreSettings } from '@store/bus';
import { METRIKA_GOALS } from '@store/domain';
import { allSettled, fork, type Scope } from 'effector';
import { $location, locationChanged } from '../../../shared/lib/location';
import { createBrowserMetrika, METRIKA_TAG_URL, type MetrikaPort } from '../lib/metrika-port';
import { $metrikaPort, analyticsStarted, pageIdleFx } from './analytics';

const COUNTER = 98765432;
const settings = (metrikaCounterId: number | null): StoreSettings => ({
  supportPhone: '+7 (800) 555-35-35',
  supportHours: '10:00-19:00',
  demo: false,
  developmentHost: false,
  metrikaCounterId,
  recaptchaSiteKey: null,
});
const user = { id: 7, firstName: 'Анна', lastName: 'Смирнова', phone: '79123456789', email: null, isLegal: false };

/** A counter that records what the store asked of it. */
function recorder(clientId: Promise<string> = Promise.resolve('1732600000123456789')) {
  const calls: unknown[][] = [];
  const port: MetrikaPort = {
    init: (counterId) => void calls.push(['init', counterId]),
    hit: (counterId, hit) => void calls.push(['hit', counterId, hit]),
    reachGoal: (counterId, goal) => void calls.push(['reachGoal', counterId, goal]),
    clientId: (counterId) => {
      calls.push(['getClientID', counterId]);
      return clientId;
    },
  };
  return { port, calls };
}

function setup(port: MetrikaPort, idle: 'now' | 'real' = 'now'): Scope {
  return fork({
    values: [
      [$metrikaPort, port],
      [$location, { pathname: '/store/komp', search: '?page=2' }],
    ],
    handlers: idle === 'now' ? [[pageIdleFx, async () => undefined]] : [],
  });
}

describe('Яндекс Метрика runs only when a counter is configured (issue 22)', () => {
  it('with no counter in the settings nothing is loaded, no goal goes anywhere and orders carry no client id', async () => {
    const { port, calls } = recorder();
    const scope = setup(port);
    await allSettled(analyticsStarted, { scope });
    await allSettled(storeSettingsLoaded, { scope, params: settings(null) });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    await allSettled(locationChanged, { scope, params: { pathname: '/cart', search: '' } });
    expect(calls).toEqual([]);
    expect(scope.getState($analyticsClientId)).toBeNull();
  });

  it('with a counter: init once, the page view of the page it opened on, and the client id on the bus for orders', async () => {
    const { port, calls } = recorder();
    const scope = setup(port);
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    await allSettled(analyticsStarted, { scope });
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    expect(calls).toEqual([
      ['init', COUNTER],
      ['hit', COUNTER, { path: '/store/komp?page=2' }],
      ['getClientID', COUNTER],
    ]);
    expect(scope.getState($analyticsClientId)).toBe('1732600000123456789');
  });

  it('settings that arrive after the idle moment start the counter then', async () => {
    const { port, calls } = recorder();
    const scope = setup(port);
    await allSettled(analyticsStarted, { scope });
    expect(calls).toEqual([]);
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    expect(calls[0]).toEqual(['init', COUNTER]);
  });

  it('a tag that cannot load (blocked, offline) leaves the client id unknown: orders go without it', async () => {
    const { port } = recorder(Promise.reject(new Error('blocked')));
    const scope = setup(port);
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    await allSettled(analyticsStarted, { scope });
    expect(scope.getState($analyticsClientId)).toBeNull();
  });
});

describe('page views of a single-page store: one per client-side navigation, with the page before as referer', () => {
  it('reports each new address once; the same address again (a re-render) is no page view', async () => {
    const { port, calls } = recorder();
    const scope = setup(port);
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    await allSettled(analyticsStarted, { scope });
    calls.length = 0;
    await allSettled(locationChanged, { scope, params: { pathname: '/store/komp', search: '?page=2' } });
    await allSettled(locationChanged, { scope, params: { pathname: '/cart', search: '' } });
    await allSettled(locationChanged, { scope, params: { pathname: '/store/komp/noutbuki/5.html', search: '' } });
    expect(calls).toEqual([
      ['hit', COUNTER, { path: '/cart', referer: '/store/komp?page=2' }],
      ['hit', COUNTER, { path: '/store/komp/noutbuki/5.html', referer: '/cart' }],
    ]);
  });
});

describe('SPEC §4: analytics goals fire on login and on completed registration', () => {
  it('a fresh sign-in reaches the login goal, a completed registration the registration goal, a restored session none', async () => {
    const { port, calls } = recorder();
    const scope = setup(port);
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    await allSettled(analyticsStarted, { scope });
    calls.length = 0;
    await allSettled(sessionStarted, { scope, params: { user, restored: true } });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    await allSettled(sessionStarted, { scope, params: { user, restored: false, registered: true } });
    expect(calls).toEqual([
      ['reachGoal', COUNTER, METRIKA_GOALS.login],
      ['reachGoal', COUNTER, METRIKA_GOALS.registration],
    ]);
  });

  it('a sign-in before the counter runs is not lost: its goal goes right after init', async () => {
    const { port, calls } = recorder();
    const scope = setup(port);
    await allSettled(sessionStarted, { scope, params: { user, registered: true } });
    expect(calls).toEqual([]);
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    await allSettled(analyticsStarted, { scope });
    expect(calls.filter(([method]) => method === 'reachGoal')).toEqual([['reachGoal', COUNTER, METRIKA_GOALS.registration]]);
    expect(calls.findIndex(([method]) => method === 'init')).toBeLessThan(calls.findIndex(([method]) => method === 'reachGoal'));
  });
});

describe('the counter must not cost LCP or blocking time: nothing loads before the load event and an idle moment', () => {
  const idleCallbacks: (() => void)[] = [];
  let readyState: DocumentReadyState = 'loading';

  beforeEach(() => {
    idleCallbacks.length = 0;
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(() => callback({} as IdleDeadline)));
    window.cancelIdleCallback = jest.fn();
  });

  it('waits for the load event, then for an idle callback, and only then initializes the counter', async () => {
    const { port, calls } = recorder();
    const scope = setup(port, 'real');
    await allSettled(storeSettingsLoaded, { scope, params: settings(COUNTER) });
    const started = allSettled(analyticsStarted, { scope });
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    await Promise.resolve();
    expect(calls).toEqual([]);

    idleCallbacks[0]!();
    await started;
    expect(calls[0]).toEqual(['init', COUNTER]);
  });

  it('the real port adds no script until it is initialized, then exactly one async tag.js', () => {
    const metrika = createBrowserMetrika();
    const tags = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === METRIKA_TAG_URL);
    expect(tags()).toHaveLength(0);
    metrika.init(COUNTER);
    metrika.init(COUNTER);
    metrika.reachGoal(COUNTER, METRIKA_GOALS.login);
    expect(tags()).toHaveLength(1);
    expect(tags()[0]!.async).toBe(true);
    const queued = (window as unknown as { ym: { a: unknown[][] } }).ym.a;
    expect(queued[0]).toEqual([COUNTER, 'init', expect.objectContaining({ defer: true })]);
    expect(queued.at(-1)).toEqual([COUNTER, 'reachGoal', METRIKA_GOALS.login]);
  });
});
