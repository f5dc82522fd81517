/**
 * Addresses of catalogue pages (SPEC §2): a category is `/store/{main}/{sub}/{child}` (the whole
 * chain), a product `/store/{parentSlug?}/{categorySlug}/{productId}.html` (its category and that
 * category's parent), a marked-down item the same with `?defect={serialNumber}`.
 */
const STORE_ROOT = '/store';

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** `/store` + the category chain from the top. */
export function categoryPath(slugs: readonly string[]): string {
  return slugs.length === 0 ? STORE_ROOT : `${STORE_ROOT}/${slugs.join('/')}`;
}

/**
 * The product page of a product whose category chain (top → its own category) is `slugs`; a
 * marked-down item adds its serial number.
 */
export function productPath(slugs: readonly string[], productId: number, defectSerialNumber?: string | null): string {
  const tail = slugs.slice(-2);
  const path = `${STORE_ROOT}/${[...tail, `${productId}.html`].join('/')}`;
  return defectSerialNumber ? `${path}?defect=${encodeURIComponent(defectSerialNumber)}` : path;
}

export type StorePath =
  { kind: 'root' } | { kind: 'category'; slugs: string[] } | { kind: 'product'; slugs: string[]; productId: number } | { kind: 'invalid' };

/**
 * What a `/store…` path names. A last segment ending in `.html` is a product whose id must be a
 * positive integer; other segments must be slugs (latin letters, digits, dashes). Anything else is
 * `invalid` (the not-found view), never a guess.
 */
export function parseStorePath(pathname: string): StorePath {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === STORE_ROOT) return { kind: 'root' };
  if (!trimmed.startsWith(`${STORE_ROOT}/`)) return { kind: 'invalid' };
  const segments = trimmed.slice(STORE_ROOT.length + 1).split('/');
  const last = segments[segments.length - 1] ?? '';
  if (last.endsWith('.html')) {
    const id = last.slice(0, -'.html'.length);
    const slugs = segments.slice(0, -1);
    if (!/^[1-9]\d{0,15}$/.test(id) || slugs.length < 1 || slugs.length > 2 || !slugs.every((s) => SLUG.test(s))) {
      return { kind: 'invalid' };
    }
    return { kind: 'product', slugs, productId: Number(id) };
  }
  if (!segments.every((s) => SLUG.test(s))) return { kind: 'invalid' };
  return { kind: 'category', slugs: segments };
}
