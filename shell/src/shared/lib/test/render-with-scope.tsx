import { render, type RenderResult } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '../../config/router';

/** Renders inside a scope's Provider and a memory router at `path`, as the shell mounts things. */
export function renderWithScope(
  ui: ReactElement,
  { scope = fork(), path = '/' }: { scope?: Scope; path?: string } = {},
): RenderResult & {
  scope: Scope;
} {
  const result = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, scope };
}
