export { $categoryMenu, $categoryMenuFailed, categoryMenuNeeded, fetchCategoryMenuFx } from './model/category-menu';
export type { MenuCategory } from '../../shared/api/category-menu';
