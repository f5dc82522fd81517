import type { ReactNode } from 'react';
import './collection-toggle.css';

export interface CollectionToggleProps {
  /** Whether the item is in the collection (favourites, comparison). */
  pressed: boolean;
  onToggle: () => void;
  /** The button's words («В избранное», «Сравнить»). */
  label: string;
  /** The icon's drawing inside a 24×24 viewBox; it shows the pressed state itself. */
  icon: ReactNode;
  testId: string;
  /** Icon only (the words stay for screen readers): for cards. */
  compact?: boolean;
}

/** A product's toggle in one of the shopper's collections: pressed while the item is in it. */
export function CollectionToggle({ pressed, onToggle, label, icon, testId, compact = false }: CollectionToggleProps) {
  return (
    <button
      type="button"
      className={`catalog-collection-toggle${compact ? ' catalog-collection-toggle--compact' : ''}`}
      aria-pressed={pressed}
      data-testid={testId}
      onClick={onToggle}
    >
      <svg className="catalog-collection-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      <span className={compact ? 'catalog-collection-toggle__text--hidden' : undefined}>{label}</span>
    </button>
  );
}
