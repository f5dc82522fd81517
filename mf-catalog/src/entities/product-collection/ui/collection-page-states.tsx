import { buttonClassName, EmptyState, ErrorState } from '@store/ui';
import type { ReactNode } from 'react';
import { Link } from '@store/router';
import type { CollectionPageStatus } from '../model/collection-page';

export interface CollectionPageStatesProps {
  /** The collection's name in test ids: `catalog-{name}-to-catalogue`. */
  name: string;
  status: CollectionPageStatus;
  /** The skeleton of the page's final size. */
  loading: ReactNode;
  /** What the empty page says (its action leads to the catalogue), and the failure. */
  texts: { emptyTitle: string; emptyText: string; loadFailed: string };
  onRetry(): void;
}

/** A collection page while it has no cards to draw: loading, empty (with the way to the catalogue) or failed (with «Повторить»). */
export function CollectionPageStates({ name, status, loading, texts, onRetry }: CollectionPageStatesProps) {
  if (status === 'loading') return loading;
  if (status === 'error') return <ErrorState message={texts.loadFailed} onRetry={onRetry} />;
  if (status !== 'empty') return null;
  return (
    <EmptyState
      title={texts.emptyTitle}
      text={texts.emptyText}
      action={
        <Link to="/store" className={buttonClassName()} data-testid={`catalog-${name}-to-catalogue`}>
          Перейти в каталог
        </Link>
      }
    />
  );
}
