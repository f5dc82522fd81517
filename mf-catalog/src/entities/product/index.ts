export { ProductTile, DefectBadge } from './ui/product-tile';
export { ProductRow } from './ui/product-row';
export { fromListingItem, fromLaptop, fromSearchProduct, productAnswerPath } from './lib/card-item';
export type { ProductCardItem } from './lib/card-item';
export { statusView, cityStatus } from './lib/status';
export type { StatusView } from './lib/status';
