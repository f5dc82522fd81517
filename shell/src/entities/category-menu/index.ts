export { $categoryMenu, $categoryMenuFailed, categoryMenuNeeded, fetchCategoryMenuFx } from './model';
export type { MenuCategory } from '../../shared/api/category-menu';
