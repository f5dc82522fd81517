import type { EventCallable, Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from '@store/router';

/**
 * A remote's standalone mode, for its team's own development (`pnpm --filter <remote> dev`): what the
 * shell does for the remote's modules, done without it. Never part of a composed page.
 */

/** A page module started as the shell starts it: on every location change. */
export function StartedPage({
  page: Page,
  started,
}: {
  page: ComponentType;
  started: EventCallable<{ pathname: string; search: string }>;
}) {
  const { pathname, search } = useLocation();
  const start = useUnit(started);
  useEffect(() => {
    start({ pathname, search });
  }, [start, pathname, search]);
  return <Page />;
}

/** Renders the remote's standalone app into `#root`, in the scope's Provider and a browser router. */
export function renderStandalone(scope: Scope, app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <Provider value={scope}>
      <BrowserRouter>{app}</BrowserRouter>
    </Provider>,
  );
}
