import { MESSAGES, searchShownFor } from '@store/domain';
import { Button, buttonClassName, EmptyState, ErrorState, ProductCardSkeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { Link } from '@store/router';
import { productCountLabel } from '../../../entities/category';
import { fromSearchProduct, ProductTile } from '../../../entities/product';
import { foundCategoryPath } from '../../../shared/api/search';
import {
  $categories,
  $corrected,
  $hasMore,
  $loadingMore,
  $moreFailed,
  $products,
  $query,
  $status,
  $total,
  moreClicked,
  retryClicked,
} from '../model/search-page';
import './search-page.css';

/** `/search?q=`: found categories and products, 6 a page with «Показать ещё». */
export function SearchPage() {
  const [query, status, products, categories, total, hasMore, loadingMore, moreFailed, corrected] = useUnit([
    $query,
    $status,
    $products,
    $categories,
    $total,
    $hasMore,
    $loadingMore,
    $moreFailed,
    $corrected,
  ]);
  const [more, retry] = useUnit([moreClicked, retryClicked]);
  return (
    <section className="catalog-search-page" data-boundary="catalog" data-testid="catalog-search-page">
      <h1 className="catalog-search-page__title">{query ? `Поиск «${query}»` : 'Поиск'}</h1>
      {status === 'prompt' && (
        <p className="catalog-search-page__note" data-testid="catalog-search-page-prompt">
          {MESSAGES.searchPrompt}
        </p>
      )}
      {status === 'loading' && (
        <ul className="catalog-search-page__grid" aria-busy="true" aria-label="Поиск">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {status === 'empty' && (
        <div data-testid="catalog-search-page-empty">
          <EmptyState
            title={MESSAGES.searchEmpty}
            text="Проверьте, нет ли опечатки, или поищите товар в каталоге."
            action={
              <Link to="/store" className={buttonClassName()}>
                Перейти в каталог
              </Link>
            }
          />
        </div>
      )}
      {status === 'error' && <ErrorState message="Не удалось выполнить поиск." onRetry={() => retry()} />}
      {status === 'ready' && (
        <>
          <p className="catalog-search-page__note" data-testid="catalog-search-page-total">
            {corrected && (
              <>
                <span data-testid="catalog-search-page-corrected">{searchShownFor(corrected)}</span>.{' '}
              </>
            )}
            Найдено: {productCountLabel(total)}
          </p>
          {categories.length > 0 && (
            <nav aria-label="Найденные категории">
              <ul className="catalog-search-page__categories">
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={foundCategoryPath(category.path)}
                      className="catalog-search-page__category"
                      data-testid="catalog-search-page-category"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ul className="catalog-search-page__grid" data-testid="catalog-search-page-results">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductTile item={fromSearchProduct(product)} priority={index < 2} />
              </li>
            ))}
          </ul>
          {moreFailed && (
            <p className="catalog-search-page__more-error" role="alert">
              Не удалось загрузить ещё. Попробуйте снова.
            </p>
          )}
          {(hasMore || moreFailed) && (
            <div className="catalog-search-page__more">
              <Button variant="outlined" loading={loadingMore} data-testid="catalog-search-page-more" onClick={() => more()}>
                Показать ещё
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
