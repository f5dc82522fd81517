/** catalog/ComparePage (PageModule at /compare): the comparison by category. */
export { ComparePage as default } from './ui/compare-page';
export { pageStarted } from './model/compare-page';
