export { CategoryGrid } from './ui/category-grid';
export { $categories, $status, menuNeeded, fetchCategoryMenuFx } from './model/category-menu';
export { productCountLabel } from './lib/count-label';
