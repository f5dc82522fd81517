import { allSettled, fork } from 'effector';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startComposition } from './shared/lib/remotes/composition';
import { hasStartAnswers } from './shared/lib/ssr/start-answers';
import { ssrValues } from './shared/lib/ssr/state';
import { yieldToMain } from './shared/lib/yield-to-main';

// Fetch /remotes.json at once; remote areas wait for it, the shell does not.
void startComposition();

/**
 * The start-up in tasks of their own (issue 14: under a 4x slower CPU one task was ≈ 360 ms): the
 * shell's modules are evaluated, the scope is forked, the first render is scheduled and the shell's
 * data is asked for, each after a yield, so input and paint get in between. The app's modules are
 * in this chunk ("eager"): no request more, only their evaluation moves to a later task.
 */
async function start() {
  await yieldToMain();
  const [{ App }, { appStarted }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/model'),
  ]);
  await yieldToMain();
  // The server-rendered page's scope (packages/ssr), so the page hydrates with the data it was drawn from.
  const scope = fork({ values: ssrValues() });
  const container = document.getElementById('root');
  if (!container) return;
  const render = () => startTransition(() => createRoot(container).render(<App scope={scope} />));
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
