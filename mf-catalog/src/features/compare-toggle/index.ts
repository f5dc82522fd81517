/** «Сравнить» that product pages and cards mount. */
export { CompareToggle } from './ui/compare-toggle';
export type { CompareToggleProps } from './ui/compare-toggle';
