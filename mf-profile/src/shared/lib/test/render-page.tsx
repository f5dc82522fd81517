import type { PageContext } from '@store/bus';
import { act, render, type RenderResult } from '@testing-library/react';
import { allSettled, type EventCallable, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Mounts a page as the shell does: in the scope's Provider and a router at `path`, started for that location. */
export async function renderPage(
  ui: ReactElement,
  { scope, path, pageStarted }: { scope: Scope; path: string; pageStarted: EventCallable<PageContext> },
): Promise<RenderResult> {
  const url = new URL(path, 'http://store.test');
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          {ui}
        </MemoryRouter>
      </Provider>,
    );
    await allSettled(pageStarted, { scope, params: { pathname: url.pathname, search: url.search } });
  });
  return result!;
}
