import type { PageContext } from '@store/bus';
import { allSettled, serialize, type EventCallable, type Scope } from 'effector';

/**
 * The server's half of a full load with server rendering, as packages/ssr does it: the page starts
 * in the server's own scope with `server: true`, and its state travels as JSON in the HTML. The
 * browser's half: fork a scope from the returned values and start the page as an opening, as the
 * shell does after hydration.
 */
export async function serverRendered(
  pageStarted: EventCallable<PageContext>,
  scope: Scope,
  at: { pathname: string; search: string },
): Promise<Record<string, unknown>> {
  await allSettled(pageStarted, { scope, params: { ...at, server: true } });
  return JSON.parse(JSON.stringify(serialize(scope))) as Record<string, unknown>;
}
