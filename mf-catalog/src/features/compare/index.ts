export { comparison, $compare, compareStarted, compareRemoved, compareCategoryCleared } from './model/compare';
export { groupByCategory, attributeRows } from './lib/compare-table';
export type { CompareGroup } from './lib/compare-table';
export { COMPARE_TEXTS } from './config/limits';
/** «Сравнить» that product pages and cards mount. */
export { CompareToggle } from './ui/compare-toggle';
