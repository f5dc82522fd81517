/** The store's name in page titles and Open Graph. */
export const STORE_NAME = 'ТехноСибирь';

/** «Ноутбук Lenovo — ТехноСибирь»; the home page leads with the store's name. */
export function documentTitle(title: string, home: boolean): string {
  return home ? `${STORE_NAME} — магазин техники, инструмента и электроники` : `${title} — ${STORE_NAME}`;
}

/**
 * The canonical path of an address: the path without the query or a trailing slash, except a
 * marked-down item's `?defect=` on a product page, which is a page of its own (SPEC §2: each
 * marked-down item has its serial number and its own price).
 */
export function canonicalPath(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const defect = /\.html$/.test(path) ? new URLSearchParams(search).get('defect') : null;
  return defect ? `${path}?defect=${encodeURIComponent(defect)}` : path;
}
