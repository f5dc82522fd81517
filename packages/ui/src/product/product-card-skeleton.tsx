import { Skeleton } from './skeleton';
import './product-card.css';

/** A card-sized placeholder for grids while products load: picture, three title lines, price and action. */
export function ProductCardSkeleton() {
  return (
    <div className="store-card store-card--skeleton" aria-hidden="true">
      <div className="store-card__link">
        <Skeleton className="store-card__picture" height="auto" radius="var(--store-radius)" />
        <span className="store-card__title">
          <Skeleton lines={3} height="1em" />
        </span>
        <Skeleton className="store-card__price" width="50%" height="1.5em" />
      </div>
      <div className="store-card__action">
        <Skeleton height="var(--store-tap)" radius="var(--store-radius)" />
      </div>
    </div>
  );
}
