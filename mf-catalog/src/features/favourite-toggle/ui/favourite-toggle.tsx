import { useStoreMap, useUnit } from 'effector-react';
import { $favourites, favouriteToggled } from '../../favourites';
import { hasItem } from '../../../shared/api/local-collections';
import './collection-toggle.css';

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
    <button
      type="button"
      className={`catalog-collection-toggle${compact ? ' catalog-collection-toggle--compact' : ''}`}
      aria-pressed={pressed}
      data-testid="catalog-favourite-toggle"
      onClick={() => toggle(item)}
    >
      <svg className="catalog-collection-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className={compact ? 'catalog-collection-toggle__text--hidden' : undefined}>В избранное</span>
    </button>
  );
}
