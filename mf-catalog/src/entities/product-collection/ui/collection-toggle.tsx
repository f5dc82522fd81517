import { toItemRef, type ItemRef } from '@store/domain';
import { VisuallyHidden } from '@store/ui';
import { useStoreMap, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { hasItem } from '../../../shared/lib/item-list';
import type { ProductCollection } from '../model/collection';
import './collection-toggle.css';

export interface CollectionToggleProps {
  productId: number;
  defectSerialNumber: string | null;
  /** Icon only (the words stay for screen readers): for cards. */
  compact?: boolean;
}

interface ToggleLook {
  /** The button's words («В избранное», «Сравнить»). */
  label: string;
  testId: string;
  /** The icon's drawing inside a 24×24 viewBox; it shows the pressed state itself. */
  icon(pressed: boolean): ReactNode;
}

/** The toggle of a product (or marked-down item) in a collection: pressed while the item is in it. */
export function createCollectionToggle<Card extends ItemRef>(collection: ProductCollection<Card>, { label, testId, icon }: ToggleLook) {
  return function CollectionToggle({ productId, defectSerialNumber, compact = false }: CollectionToggleProps) {
    const item = toItemRef({ productId, defectSerialNumber });
    const pressed = useStoreMap({
      store: collection.$items,
      keys: [productId, item.defectSerialNumber],
      fn: (list) => hasItem(list, item),
    });
    const toggle = useUnit(collection.toggled);
    return (
      <button
        type="button"
        className={`catalog-collection-toggle${compact ? ' catalog-collection-toggle--compact' : ''}`}
        aria-pressed={pressed}
        data-testid={testId}
        onClick={() => toggle(item)}
      >
        <svg className="catalog-collection-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {icon(pressed)}
        </svg>
        {compact ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
      </button>
    );
  };
}
