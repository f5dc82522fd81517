import { ProductCardSkeleton } from '@store/ui';
import type { ReactNode } from 'react';
import type { ProductCardItem } from '../lib/card-item';
import { ProductTile } from './product-tile';
import './product-row.css';

export interface ProductRowProps {
  title: ReactNode;
  items: ProductCardItem[];
  /** Skeleton cards of the final size while the row loads; nothing at all once it is known empty. */
  loading?: boolean;
  /** A link beside the title («Все ноутбуки»). */
  more?: ReactNode;
  testId: string;
}

const SKELETONS = 4;

/** A titled row of product cards that scrolls sideways on phones (home blocks, similar, viewed). */
export function ProductRow({ title, items, loading = false, more, testId }: ProductRowProps) {
  if (!loading && items.length === 0) return null;
  return (
    <section className="catalog-row" data-testid={testId} aria-busy={loading || undefined}>
      <div className="catalog-row__head">
        <h2 className="catalog-row__title">{title}</h2>
        {more}
      </div>
      <ul className="catalog-row__list">
        {loading && items.length === 0
          ? Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i} className="catalog-row__item">
                <ProductCardSkeleton />
              </li>
            ))
          : items.map((item) => (
              <li key={`${item.id}:${item.defectSerialNumber ?? ''}`} className="catalog-row__item">
                <ProductTile item={item} />
              </li>
            ))}
      </ul>
    </section>
  );
}
