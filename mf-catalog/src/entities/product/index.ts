export { ProductTile, DefectBadge } from './ui/product-tile';
export type { ProductTileProps } from './ui/product-tile';
export { ProductRow } from './ui/product-row';
export type { ProductRowProps } from './ui/product-row';
export { fromListingItem, fromLaptop, fromSearchProduct, fromProduct, productAnswerPath, categoryChain, mainImage } from './lib/card-item';
export type { ProductCardItem } from './lib/card-item';
export { statusView, cityStatus, NOT_SOLD_HERE } from './lib/status';
export type { StatusView, StatusTone } from './lib/status';
