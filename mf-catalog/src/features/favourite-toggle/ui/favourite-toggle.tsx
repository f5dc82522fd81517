import { useStoreMap, useUnit } from 'effector-react';
import { $favourites, favouriteToggled } from '../../favourites';
import { hasItem } from '../../../shared/api/local-collections';
// Straight from its file: the shared/ui index also carries the slider (swiper), which product pages do not load.
import { CollectionToggle } from '../../../shared/ui/collection-toggle';

export interface FavouriteToggleProps {
  productId: number;
  defectSerialNumber: string | null;
  /** Icon only (the words stay for screen readers): for cards. */
  compact?: boolean;
}

/** The heart of a product or a marked-down item: pressed while it is in favourites. */
export function FavouriteToggle({ productId, defectSerialNumber, compact = false }: FavouriteToggleProps) {
  const item = { productId, defectSerialNumber: defectSerialNumber ?? null };
  const pressed = useStoreMap({
    store: $favourites,
    keys: [productId, item.defectSerialNumber],
    fn: (list) => hasItem(list, item),
  });
  const toggle = useUnit(favouriteToggled);
  return (
    <CollectionToggle
      pressed={pressed}
      onToggle={() => toggle(item)}
      label="В избранное"
      testId="catalog-favourite-toggle"
      compact={compact}
      icon={
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      }
    />
  );
}
