export {
  $compare,
  $compareRestored,
  $compareProducts,
  $serverCompare,
  $serverCompareFailed,
  compareLoadFx,
  compareStarted,
  compareToggled,
  compareRemoved,
  compareCategoryCleared,
  compareProductsRequested,
  compareProductsFx,
  itemKey,
} from './model/compare';
export type { ComparedProduct } from './model/compare';
export { groupByCategory, attributeRows, MISSING_VALUE } from './lib/compare-table';
export type { CompareGroup, AttributeRow, Comparable } from './lib/compare-table';
export { COMPARE_PER_CATEGORY, COMPARE_TOTAL, COMPARE_TEXTS } from './config/limits';
