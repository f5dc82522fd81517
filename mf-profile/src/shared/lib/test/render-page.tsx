import type { PageContext } from '@store/bus';
import { renderWithScope } from '@store/ui/testing';
import { act, type RenderResult } from '@testing-library/react';
import { allSettled, type EventCallable, type Scope } from 'effector';
import type { ReactElement } from 'react';

/** Mounts a page as the shell does (the one render helper), then starts it for that location. */
export async function renderPage(
  ui: ReactElement,
  { scope, path, pageStarted }: { scope: Scope; path: string; pageStarted: EventCallable<PageContext> },
): Promise<RenderResult> {
  const url = new URL(path, 'http://store.test');
  let result: RenderResult | undefined;
  await act(async () => {
    result = renderWithScope(ui, { scope, path });
    await allSettled(pageStarted, { scope, params: { pathname: url.pathname, search: url.search } });
  });
  return result!;
}
