/** What a product collection uses of the product (FSD cross-import): a kept product's card. */
export { fromProduct } from '../lib/card-item';
export type { ProductCardItem } from '../lib/card-item';
