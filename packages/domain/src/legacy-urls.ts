/**
 * Old store URLs (SPEC §2): products of the former motorcycle-equipment category now live under
 * tools → consumables → oils, and those of the former computer-accessories category under care
 * products → care for devices. A pure rule, so the API (`GET /api/url/resolve`) and the shell's
 * server can both answer a permanent redirect without a database.
 */

/** Old category slug → the new category path under /store. */
export const LEGACY_STORE_CATEGORIES: Readonly<Record<string, string>> = {
  'moto-ekipirovka': 'instrument/raskhodnye-materialy/masla',
  'kompyuternye-aksessuary': 'sredstva-po-uhodu/dlya-tehniki',
};

const SLUG = /^[a-z0-9-]{1,80}$/;
const PRODUCT_PAGE = /^\d{1,10}\.html$/;
/** An old URL had at most two subcategory levels below the old category. */
const MAX_OLD_SUBCATEGORIES = 2;

/**
 * The new path of an old store URL, or null when it is not one. A product page keeps its
 * `{productId}.html` and moves under the new category; a category or subcategory page of the old
 * category lands on the new category (its old subcategories have no counterpart). The query and
 * the fragment (`?defect=…` of a marked-down item) are kept. The answer always starts with
 * `/store/`, so it can never redirect to another site.
 */
export function legacyStorePath(path: string): string | null {
  const match = /^([^?#]*)([?#].*)?$/s.exec(path);
  if (!match) return null;
  const [, pathname = '', tail = ''] = match;
  if (!pathname.startsWith('/')) return null;
  const segments = pathname.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  const [root, oldCategory, ...rest] = segments;
  if (root !== 'store' || oldCategory === undefined) return null;
  const target = LEGACY_STORE_CATEGORIES[oldCategory.toLowerCase()];
  if (target === undefined) return null;
  const last = rest.at(-1);
  const product = last !== undefined && PRODUCT_PAGE.test(last) ? last : null;
  const subcategories = product ? rest.slice(0, -1) : rest;
  if (subcategories.length > MAX_OLD_SUBCATEGORIES || !subcategories.every((s) => SLUG.test(s))) return null;
  return `/store/${target}${product ? `/${product}` : ''}${tail}`;
}
