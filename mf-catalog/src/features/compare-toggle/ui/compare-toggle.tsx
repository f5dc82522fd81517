import { useStoreMap, useUnit } from 'effector-react';
import { $compare, compareToggled } from '../../compare';
import { hasItem } from '../../../shared/api/local-collections';
// Straight from its file: the shared/ui index also carries the slider (swiper), which product pages do not load.
import { CollectionToggle } from '../../../shared/ui/collection-toggle';

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
    <CollectionToggle
      pressed={pressed}
      onToggle={() => toggle(item)}
      label="Сравнить"
      testId="catalog-compare-toggle"
      compact={compact}
      icon={<path d="M6 20V10M12 20V4M18 20v-7" fill="none" stroke="currentColor" strokeWidth={pressed ? 3 : 1.8} strokeLinecap="round" />}
    />
  );
}
