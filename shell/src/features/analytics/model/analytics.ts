/**
 * Яндекс Метрика (decision 0028; SPEC §4 goals, §7 `ymClientId`): only when the store's settings name a
 * counter, and only once the page has loaded and the browser is idle, so the tag never costs the
 * first screen (LCP) or blocks input. Then: a page view for the page and for each client-side
 * navigation, the goals of a fresh sign-in and of a completed registration, and the shopper's client
 * id on the bus for orders. Every call goes through the port (`$metrikaPort`).
 */
import { $storeSettings, analyticsClientIdKnown, sessionStarted } from '@store/bus';
import { METRIKA_GOALS, type MetrikaGoal } from '@store/domain';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $location, locationChanged, type AppLocation } from '../../../shared/lib/location';
import { whenLoadedAndIdle } from '../../../shared/lib/when-loaded-and-idle';
import { createBrowserMetrika, type MetrikaHit, type MetrikaPort } from '../lib/metrika-port';

/** The shell has started: wait for the page to load and the browser to be idle. */
export const analyticsStarted = createEvent();

/** The counter in use; a scope may hold another (a test's recorder). */
export const $metrikaPort = createStore<MetrikaPort>(createBrowserMetrika(), { serialize: 'ignore' });

/** Resolves once the page has loaded and the browser is idle. */
export const pageIdleFx = createEffect(() => new Promise<void>((resolve) => void whenLoadedAndIdle(resolve)));

const $idle = createStore(false, { serialize: 'ignore' }).on(pageIdleFx.done, () => true);
const $configuredCounter = $storeSettings.map((settings) => settings?.metrikaCounterId ?? null);
/** The counter running on this page; null until it is initialized (or for ever, with none configured). */
export const $counter = createStore<number | null>(null, { serialize: 'ignore' });
/** The page of the last page view, the next one's referer. */
const $lastHit = createStore<string | null>(null, { serialize: 'ignore' });
/** Goals reached before the counter runs (a sign-in in the first seconds): sent once it does. */
const $pendingGoals = createStore<MetrikaGoal[]>([], { serialize: 'ignore' });

const initFx = attach({ source: $metrikaPort, effect: (port, counterId: number) => port.init(counterId) });
const hitFx = attach({
  source: $metrikaPort,
  effect: (port, { counterId, hit }: { counterId: number; hit: MetrikaHit }) => port.hit(counterId, hit),
});
const reachGoalsFx = attach({
  source: $metrikaPort,
  effect: (port, { counterId, goals }: { counterId: number; goals: MetrikaGoal[] }) => {
    for (const goal of goals) port.reachGoal(counterId, goal);
  },
});
const clientIdFx = attach({ source: $metrikaPort, effect: (port, counterId: number) => port.clientId(counterId) });

const pathOf = ({ pathname, search }: AppLocation) => `${pathname}${search}`;

sample({ clock: analyticsStarted, target: pageIdleFx });
// Settings may come before or after the idle moment: the counter starts when both are there.
sample({
  clock: [pageIdleFx.done, $configuredCounter.updates],
  source: { idle: $idle, configured: $configuredCounter, running: $counter },
  filter: ({ idle, configured, running }) => idle && configured !== null && running === null,
  fn: ({ configured }) => configured!,
  target: initFx,
});
$counter.on(initFx.done, (_, { params }) => params);

// The page it opened on (`defer`: Метрика sends none by itself), then each page navigated to.
const firstHit = sample({
  clock: initFx.done,
  source: $location,
  fn: (location, { params }) => ({ counterId: params, hit: { path: pathOf(location) } }),
});
const nextHit = sample({
  clock: locationChanged,
  source: { counterId: $counter, last: $lastHit },
  filter: ({ counterId, last }, location) => counterId !== null && last !== pathOf(location),
  fn: ({ counterId, last }, location) => ({ counterId: counterId!, hit: { path: pathOf(location), ...(last ? { referer: last } : {}) } }),
});
sample({ clock: [firstHit, nextHit], target: hitFx });
$lastHit.on([firstHit, nextHit], (_, { hit }) => hit.path);

// SPEC §4: a goal on a fresh sign-in, another on a completed registration; a session restored from
// the cookies at start-up is no sign-in.
const goalReached = sample({
  clock: sessionStarted,
  filter: ({ restored }) => restored !== true,
  fn: ({ registered }): MetrikaGoal => (registered ? METRIKA_GOALS.registration : METRIKA_GOALS.login),
});
sample({
  clock: goalReached,
  source: $counter,
  filter: (counterId) => counterId !== null,
  fn: (counterId, goal) => ({ counterId: counterId!, goals: [goal] }),
  target: reachGoalsFx,
});
$pendingGoals.on(
  sample({ clock: goalReached, source: $counter, filter: (counterId) => counterId === null, fn: (_, goal) => goal }),
  (goals, goal) => [...goals, goal],
);
const pendingSent = sample({
  clock: initFx.done,
  source: $pendingGoals,
  filter: (goals) => goals.length > 0,
  fn: (goals, { params }) => ({ counterId: params, goals }),
});
sample({ clock: pendingSent, target: reachGoalsFx });
$pendingGoals.reset(pendingSent);

// The client id, for orders' ymClientId (SPEC §7).
sample({ clock: initFx.done, fn: ({ params }) => params, target: clientIdFx });
sample({
  clock: clientIdFx.doneData,
  filter: (id) => /^[\w.-]{1,64}$/.test(id),
  target: analyticsClientIdKnown,
});
