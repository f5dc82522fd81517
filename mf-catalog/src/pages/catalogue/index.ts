import { parseStorePath } from '@store/domain';
import { categoryKind, productKind } from './lib/kinds';

// The module is ready once the code of the kind its location shows is here: the shell hydrates the
// server's page after this module loads, and a view still loading then would be rendered again in
// the browser (decision 0045). The server render loads its kind in `pageStarted`; both are loaded
// there so the renderer's warm-up takes them. A failed load is left to the view (the area's retry).
const kinds = typeof window === 'undefined' ? ['category', 'product'] : [parseStorePath(window.location.pathname).kind];
await Promise.all(
  kinds.map((kind) => (kind === 'product' ? productKind.load() : kind === 'invalid' ? null : categoryKind.load())?.catch(() => undefined)),
);

/** catalog/CataloguePage (bus PageModule): every /store page; `pageStarted` loads it for a location. */
export { CataloguePage as default } from './ui/catalogue-page';
export { pageStarted } from './model/page';
