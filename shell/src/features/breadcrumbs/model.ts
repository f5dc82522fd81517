import { $pageMeta } from '@store/bus';
import { combine } from 'effector';
import { $categoryMenu } from '../../entities/category-menu';
import { ROUTE_TITLES } from '../../shared/config/route-table';
import { $location } from '../../shared/lib/location';
import { $menuItems } from '../../entities/menus';
import { buildBreadcrumbs } from './lib/build-breadcrumbs';

/** The crumbs of the current page (SPEC §2), resolved as menus, categories and the page's meta arrive. */
export const $breadcrumbs = combine($location, $menuItems, $categoryMenu, $pageMeta, (location, menuItems, categories, meta) =>
  buildBreadcrumbs({
    pathname: location.pathname,
    menuItems,
    categories,
    pageTitle: meta && meta.path === location.pathname ? meta.title : null,
    routeTitles: ROUTE_TITLES,
  }),
);
