import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { whenLoadedAndIdle } from '../../../shared/lib/when-loaded-and-idle';
import { headlessStartRequested } from '../model/headless';

/**
 * Starts the headless modules after the first paint, once the page has loaded and the browser is
 * idle, so their code never competes with the first screen.
 */
export function HeadlessModulesStarter() {
  const start = useUnit(headlessStartRequested);
  useEffect(() => whenLoadedAndIdle(() => start()), [start]);
  return null;
}
