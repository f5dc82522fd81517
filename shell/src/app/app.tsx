import type { Scope } from 'effector';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'effector-react';
import { BrowserRouter } from '@store/router';
import { CityModal } from '../features/city';
import { DemoNotice } from '../features/demo-notice';
import { HeadManager } from '../features/head';
import { EarlyCartCountReader, HeadlessModulesStarter } from '../features/headless';
import { ModalHosts } from '../features/modal-hosts';
import { ToastHost } from '../shared/ui/toasts';
import { ROUTER_FUTURE } from '../shared/config/router';
import { LocationSync } from '../shared/lib/location';
import { yieldToMain } from '../shared/lib/yield-to-main';
import { AppRoutes } from './routes';
import './styles.css';

/**
 * Mounts its children one task after the first commit: what no first screen shows (modal hosts,
 * toasts, the demo notice, the headless start-up) stays out of the first render's long commit.
 */
function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return ready ? children : null;
}

/** The shell's one scope is provided to everything it mounts, remotes included. */
export function App({ scope }: { scope: Scope }) {
  return (
    <Provider value={scope}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <LocationSync />
        <EarlyCartCountReader />
        <AppRoutes />
        <HeadManager />
        <AfterFirstCommit>
          <CityModal />
          <ModalHosts />
          <ToastHost />
          <DemoNotice />
          <HeadlessModulesStarter />
        </AfterFirstCommit>
      </BrowserRouter>
    </Provider>
  );
}
