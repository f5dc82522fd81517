import { allSettled, fork } from 'effector';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStarted } from './app/model';
import { startComposition } from './shared/lib/remotes';

// Fetch /remotes.json at once; remote areas wait for it, the shell does not.
void startComposition();

const scope = fork();
const container = document.getElementById('root');
if (container) {
  // A transition lets React render in slices, so the first render is no single long task.
  startTransition(() => createRoot(container).render(<App scope={scope} />));
  void allSettled(appStarted, { scope });
}
