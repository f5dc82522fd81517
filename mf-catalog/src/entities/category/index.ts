export { CategoryGrid, CategoryTiles } from './ui/category-grid';
export { $categories, $status, menuNeeded } from './model/category-menu';
export { productCountLabel } from './lib/count-label';
