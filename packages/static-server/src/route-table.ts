/**
 * The shell's route table, read from the shell's dist (`routes.json`, written by its build from
 * the same file its router uses): one source for which paths are pages, what they are called and
 * which remote draws their first screen. Which route draws a path: @store/domain's matchRoute, the
 * rule the shell's router follows.
 */
export interface ShellRoute {
  /** React Router path; `/*` at the end also matches everything below. */
  path: string;
  title?: string;
  description?: string;
  remote?: string;
  module?: string;
  page?: string;
}

/** Keeps the well-formed entries of routes.json; anything else is no table (every path is a page). */
export function parseRouteTable(text: string | null): ShellRoute[] | null {
  if (text === null) return null;
  try {
    const data = JSON.parse(text) as { routes?: unknown };
    if (!Array.isArray(data.routes)) return null;
    return data.routes.filter(
      (route): route is ShellRoute => typeof route === 'object' && route !== null && typeof (route as ShellRoute).path === 'string',
    );
  } catch {
    return null;
  }
}

/** `remote/Module` of the route's first screen, for preload hints. */
export const firstScreenOf = (route: ShellRoute | null): string | undefined =>
  route?.remote && route.module ? `${route.remote}/${route.module}` : undefined;
