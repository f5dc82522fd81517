/** What the view history uses of the product (FSD cross-import): a viewed product's card and its row. */
export { fromProduct } from '../lib/card-item';
export type { ProductCardItem } from '../lib/card-item';
export { ProductRow } from '../ui/product-row';
