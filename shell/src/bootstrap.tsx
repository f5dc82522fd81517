import { allSettled, fork } from 'effector';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startComposition } from './shared/lib/remotes/composition';
import { hasStartAnswers } from './shared/lib/ssr/start-answers';
import { ssrValues } from './shared/lib/ssr/state';
import { inTasks, yieldToMain } from './shared/lib/yield-to-main';

// Fetch /remotes.json at once; remote areas wait for it, the shell does not.
void startComposition();

/**
 * The shell's modules, evaluated a slice per task before the app's two roots import them (decision
 * 0046): effector builds each unit's graph while its module is evaluated, so no task holds more than
 * one feature's model and views; the roots then find them evaluated. A module left out is still
 * evaluated, with the roots: scripts/lint/start-up-slices.test.ts fails when a model is missing here.
 */
const moduleSlices = [
  () => import(/* webpackMode: "eager" */ './shared/lib/remotes'),
  () => import(/* webpackMode: "eager" */ './features/city'),
  () => import(/* webpackMode: "eager" */ './entities/menus'),
  () => import(/* webpackMode: "eager" */ './entities/category-menu'),
  () => import(/* webpackMode: "eager" */ './features/settings'),
  () => import(/* webpackMode: "eager" */ './features/analytics'),
  () => import(/* webpackMode: "eager" */ './features/headless'),
  () => import(/* webpackMode: "eager" */ './features/breadcrumbs'),
  () => import(/* webpackMode: "eager" */ './features/head'),
  () => import(/* webpackMode: "eager" */ './features/catalogue-dropdown'),
  () => import(/* webpackMode: "eager" */ './features/search-slot'),
  () => import(/* webpackMode: "eager" */ './features/demo-notice'),
  () => import(/* webpackMode: "eager" */ './features/modal-hosts'),
  () => import(/* webpackMode: "eager" */ './features/utm'),
  () => import(/* webpackMode: "eager" */ './app/model'),
];

/**
 * The start-up in tasks of their own: the shell's modules are evaluated, the scope is forked, the
 * first render is scheduled and the shell's data is asked for, each after a yield, so input and paint
 * get in between. The app's modules are in this chunk ("eager"): no request more, only their
 * evaluation moves to a later task.
 */
async function start() {
  await inTasks(moduleSlices);
  const [{ App }, { appStarted, firstRenderStarting }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/model'),
  ]);
  await yieldToMain();
  // The server-rendered page's scope (packages/ssr), so the page hydrates with the data it was drawn from.
  const scope = fork({ values: ssrValues() });
  const container = document.getElementById('root');
  if (!container) return;
  const render = () => {
    void allSettled(firstRenderStarting, { scope });
    startTransition(() => createRoot(container).render(<App scope={scope} />));
  };
  if (hasStartAnswers()) {
    // The server sent the answers of the shell's start (city list, menus, settings): taken before the
    // first render, so the layout is drawn once with its menus instead of again per answer.
    void allSettled(appStarted, { scope });
    await yieldToMain();
    // A transition lets React render in slices, so the first render is no single long task.
    render();
    return;
  }
  render();
  await yieldToMain();
  await allSettled(appStarted, { scope });
}

void start();
