import { useStoreMap, useUnit } from 'effector-react';
import { $compare, compareToggled } from '../../compare';
import { hasItem } from '../../../shared/api/local-collections';
import '../../favourite-toggle/ui/collection-toggle.css';

export interface CompareToggleProps {
  productId: number;
  defectSerialNumber: string | null;
  /** Icon only (the words stay for screen readers): for cards. */
  compact?: boolean;
}

/** «Сравнить»: pressed while the product (or marked-down item) is in the comparison. */
export function CompareToggle({ productId, defectSerialNumber, compact = false }: CompareToggleProps) {
  const item = { productId, defectSerialNumber: defectSerialNumber ?? null };
  const pressed = useStoreMap({
    store: $compare,
    keys: [productId, item.defectSerialNumber],
    fn: (list) => hasItem(list, item),
  });
  const toggle = useUnit(compareToggled);
  return (
    <button
      type="button"
      className={`catalog-collection-toggle${compact ? ' catalog-collection-toggle--compact' : ''}`}
      aria-pressed={pressed}
      data-testid="catalog-compare-toggle"
      onClick={() => toggle(item)}
    >
      <svg className="catalog-collection-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 20V10M12 20V4M18 20v-7" fill="none" stroke="currentColor" strokeWidth={pressed ? 3 : 1.8} strokeLinecap="round" />
      </svg>
      <span className={compact ? 'catalog-collection-toggle__text--hidden' : undefined}>Сравнить</span>
    </button>
  );
}
