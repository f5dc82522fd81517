/**
 * The shell's route table, read from the shell's dist (`routes.json`, written by its build from
 * the same file its router uses): one source for which paths are pages, what they are called and
 * which remote draws their first screen.
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

/** The route that draws a path, matched as React Router does (case-insensitive, trailing slash ignored). */
export function matchRoute(routes: readonly ShellRoute[], pathname: string): ShellRoute | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return (
    routes.find((route) => {
      if (!route.path.endsWith('/*')) return route.path.toLowerCase() === path;
      const base = route.path.slice(0, -2).toLowerCase();
      return path === base || path.startsWith(`${base}/`);
    }) ?? null
  );
}

/** `remote/Module` of the route's first screen, for preload hints. */
export const firstScreenOf = (route: ShellRoute | null): string | undefined =>
  route?.remote && route.module ? `${route.remote}/${route.module}` : undefined;
