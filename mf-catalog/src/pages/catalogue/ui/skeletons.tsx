import { CATALOGUE_PAGE_SIZE } from '@store/domain';
import { ProductCardSkeleton, Skeleton } from '@store/ui';

/** A category page's shape before its first answer (or before its code arrives). */
export function CategorySkeleton() {
  return (
    <div data-boundary="catalog" className="catalog-category" aria-busy="true" aria-label="Загрузка каталога">
      <div className="catalog-category__title catalog-category__title--skeleton">
        <Skeleton height="100%" width="60%" />
      </div>
      <ul className="catalog-products">
        {Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The product page's shape while the product (or its code) loads: nothing jumps when it arrives. */
export function ProductSkeleton() {
  return (
    <div data-boundary="catalog" className="catalog-product" aria-busy="true" aria-label="Загрузка товара">
      <Skeleton height={32} width="80%" />
      <div className="catalog-product__meta">
        <Skeleton height={20} width={160} />
      </div>
      <div className="catalog-product__top">
        <div className="catalog-product__gallery">
          <div className="catalog-product__image-skeleton">
            <Skeleton width="100%" height="100%" />
          </div>
        </div>
        <div className="catalog-product__buy">
          <Skeleton height={40} width="50%" />
          <Skeleton height={28} width="30%" />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </div>
      </div>
    </div>
  );
}
