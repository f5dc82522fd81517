import { createCollectionToggle } from '../../../entities/product-collection';
import { comparison } from '../model/compare';

/** «Сравнить»: pressed while the product (or marked-down item) is in the comparison. */
export const CompareToggle = createCollectionToggle(comparison, {
  label: 'Сравнить',
  testId: 'catalog-compare-toggle',
  icon: (pressed) => (
    <path d="M6 20V10M12 20V4M18 20v-7" fill="none" stroke="currentColor" strokeWidth={pressed ? 3 : 1.8} strokeLinecap="round" />
  ),
});
