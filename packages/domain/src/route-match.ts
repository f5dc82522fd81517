/**
 * Which entry of a route table draws a path, matched as React Router v6 matches the store's routes:
 * exact paths and `/*` prefixes, case-insensitive, a trailing slash ignored. The shell decides its
 * page by it in the browser and its server decides by it what is a page (404, head, preloads).
 */
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): R | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return (
    routes.find((route) => {
      if (!route.path.endsWith('/*')) return route.path.toLowerCase() === path;
      const base = route.path.slice(0, -2).toLowerCase();
      return path === base || path.startsWith(`${base}/`);
    }) ?? null
  );
}

/** SPEC §2: paths containing 'dvizhuha' render without the common shell (no header, crumbs or footer). */
export const isShellLessPath = (pathname: string): boolean => pathname.includes('dvizhuha');
