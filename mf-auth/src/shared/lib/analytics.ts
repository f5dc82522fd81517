import { attach, createEffect, createStore } from 'effector';

/** SPEC §4: goals fire on login and on completed registration. */
export type AnalyticsGoal = 'login' | 'registration';

/**
 * Where goals go. The store talks to no analytics service by default (no external host is needed
 * to run or test anything); a counter's `reachGoal` plugs in here.
 */
export interface AnalyticsPort {
  reachGoal(goal: AnalyticsGoal): void;
}

export const noAnalytics: AnalyticsPort = { reachGoal: () => undefined };

/** The port in use; a scope may hold another (a test's recorder, a real counter). */
export const $analytics = createStore<AnalyticsPort>(noAnalytics, { serialize: 'ignore' });

const sendGoalFx = createEffect(({ port, goal }: { port: AnalyticsPort; goal: AnalyticsGoal }) => port.reachGoal(goal));

export const reachGoalFx = attach({
  source: $analytics,
  mapParams: (goal: AnalyticsGoal, port) => ({ port, goal }),
  effect: sendGoalFx,
});
