export {
  comparison,
  $compare,
  $compareRestored,
  $compareProducts,
  $serverCompare,
  compareStarted,
  compareToggled,
  compareRemoved,
  compareCategoryCleared,
  compareProductsRequested,
} from './model/compare';
export { groupByCategory, attributeRows, MISSING_VALUE } from './lib/compare-table';
export type { CompareGroup, AttributeRow, Comparable } from './lib/compare-table';
export { COMPARE_PER_CATEGORY, COMPARE_TOTAL, COMPARE_TEXTS } from './config/limits';
/** «Сравнить» that product pages and cards mount. */
export { CompareToggle } from './ui/compare-toggle';
