import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a component in an Effector scope and a router, as the shell mounts it. */
export function renderWithScope(ui: ReactElement, scope: Scope) {
  return render(
    <Provider value={scope}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{ui}</MemoryRouter>
    </Provider>,
  );
}
