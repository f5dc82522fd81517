import { render, type RenderResult } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** The React Router v7 behaviours the shell's router opts into (no deprecation noise in tests). */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * The one render helper of the component tests of every app and of @store/ui: the component as the
 * shell mounts it, in an Effector scope's Provider (a fresh scope unless given) and a router at `path`.
 */
export function renderWithScope(
  ui: ReactElement,
  { scope = fork(), path = '/' }: { scope?: Scope; path?: string } = {},
): RenderResult & { scope: Scope } {
  const result = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, scope };
}
