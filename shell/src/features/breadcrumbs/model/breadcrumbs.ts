import { $pageMeta } from '@store/bus';
import { combine } from 'effector';
import { $categoryMenu } from '../../../entities/category-menu';
import { ROUTE_TITLES } from '../../../shared/config/route-table';
import { $location } from '../../../shared/lib/location';
import { $menuItems } from '../../../entities/menus';
import { readSsrState } from '../../../shared/lib/ssr';
import { buildBreadcrumbs, type Crumb } from '../lib/build-breadcrumbs';

/**
 * The crumbs the server drew above a server-rendered page, for its own path: the shell shows them
 * until its category tree arrives instead of a shorter trail that grows a moment later.
 */
export function serverCrumbs(state: ReturnType<typeof readSsrState>, pathname: string): Crumb[] | null {
  if (!state?.crumbs || state.crumbs.length === 0 || state.location.split('?')[0] !== pathname) return null;
  return state.crumbs.map((crumb, index, all) =>
    index === all.length - 1 ? { title: crumb.title } : { title: crumb.title, href: crumb.href },
  );
}

/** The crumbs of the current page (SPEC §2), resolved as menus, categories and the page's meta arrive. */
export const $breadcrumbs = combine($location, $menuItems, $categoryMenu, $pageMeta, (location, menuItems, categories, meta) => {
  if (categories.length === 0) {
    const fromServer = serverCrumbs(readSsrState(), location.pathname);
    if (fromServer) return fromServer;
  }
  return buildBreadcrumbs({
    pathname: location.pathname,
    menuItems,
    categories,
    pageTitle: meta && meta.path === location.pathname ? meta.title : null,
    routeTitles: ROUTE_TITLES,
  });
});
