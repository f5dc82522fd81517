import { isShellLessPath, matchRoute } from '@store/domain';
import type { RemoteName } from '../lib/remotes';
import table from './route-table.json';

/** The shell's own pages (drawn by the shell, not by a remote). */
export type ShellPageKey = 'contacts' | 'point' | 'bonus' | 'feedback' | 'returns' | 'sales-rules';

interface RouteBase {
  /** React Router path from the root; a path ending in `/*` also matches everything below it. */
  path: string;
  /** The page's name (head title before the page says more, breadcrumb of paths no menu names). */
  title: string;
  /** Meta description until the page sets its own. */
  description: string;
}

export type RouteEntry = RouteBase & ({ remote: RemoteName; module: string; area: string } | { page: ShellPageKey });

/**
 * The route table of SPEC §2 as data, one source for the browser's router and the shell's
 * server: the build copies `route-table.json` into dist as `routes.json`; the server answers 404
 * for paths that match none, writes each route's title and description into the HTML and
 * preloads the remote of the first screen.
 */
export const ROUTES = table.routes as RouteEntry[];

/** The route entry that draws a path, as the router picks it (@store/domain's rule, the server's too). */
export const routeOf = (pathname: string): RouteEntry | null => matchRoute(ROUTES, pathname);

/** Titles of route roots (`/store` → «Каталог»), for breadcrumbs of paths no menu names. */
export const ROUTE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTES.filter((route) => route.path !== '/').map((route) => [route.path.replace(/\/\*$/, ''), route.title]),
);

/** SPEC §2: paths containing 'dvizhuha' render without the common shell (@store/domain's rule, the server's too). */
export const isShellLess = isShellLessPath;

/** The title of a shell page from the table (its h1 and its head title agree). */
export function titleOf(path: string): string {
  return routeOf(path)?.title ?? '';
}
