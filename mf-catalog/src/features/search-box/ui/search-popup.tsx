import { MESSAGES, searchShownFor } from '@store/domain';
import { Button, Price, ProductImage } from '@store/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { foundCategoryPath } from '../../../shared/api/search';
import { searchPagePath } from '../lib/hrefs';
import {
  $searchCategories,
  $searchCorrected,
  $searchHasMore,
  $searchLoadingMore,
  $searchMoreFailed,
  $searchProducts,
  $searchQuery,
  $searchStatus,
  $searchTotal,
  searchMoreClicked,
  searchRetried,
} from '../model/search-box';

export interface SearchPopupProps {
  /** The list's element id (the field's `aria-controls`). */
  listId: string;
  /** The element id of an option (`kind` is category or product). */
  optionId: (kind: string, id: number) => string;
  /** The id of the active option, if any. */
  activeId: string | undefined;
  expanded: boolean;
  go: (href: string) => void;
}

/** The search box's popup: the search's status, the found categories and products, more, all results. */
export function SearchPopup({ listId, optionId, activeId, expanded, go }: SearchPopupProps) {
  const [query, status, products, categories, total, hasMore, loadingMore, moreFailed, corrected] = useUnit([
    $searchQuery,
    $searchStatus,
    $searchProducts,
    $searchCategories,
    $searchTotal,
    $searchHasMore,
    $searchLoadingMore,
    $searchMoreFailed,
    $searchCorrected,
  ]);
  const [showMore, retry] = useUnit([searchMoreClicked, searchRetried]);

  return (
    <div className="catalog-search__popup" hidden={!expanded} data-testid="catalog-search-popup">
      <p className="catalog-search__status" role="status" aria-live="polite">
        {status === 'prompt' && MESSAGES.searchPrompt}
        {status === 'loading' && 'Ищем…'}
        {status === 'empty' && MESSAGES.searchEmpty}
        {status === 'ready' && (corrected ? `${searchShownFor(corrected)}: ${total}` : `Найдено товаров: ${total}`)}
      </p>
      {status === 'error' && (
        <div className="catalog-search__error" role="alert">
          Не удалось выполнить поиск.{' '}
          <Button variant="link" size="sm" onClick={() => retry()}>
            Повторить
          </Button>
        </div>
      )}
      <div id={listId} role="listbox" aria-label="Результаты поиска" className="catalog-search__list">
        {categories.length > 0 && (
          <div role="group" aria-labelledby={`${listId}-categories`}>
            <div role="presentation" id={`${listId}-categories`} className="catalog-search__group-title">
              Категории
            </div>
            {categories.map((category) => {
              const id = optionId('category', category.id);
              return (
                <SearchOption
                  key={id}
                  id={id}
                  active={activeId === id}
                  className="catalog-search__option catalog-search__option--category"
                  testId="catalog-search-category"
                  onChoose={() => go(foundCategoryPath(category.path))}
                >
                  {category.name}
                </SearchOption>
              );
            })}
          </div>
        )}
        {products.length > 0 && (
          <div role="group" aria-labelledby={`${listId}-products`}>
            <div role="presentation" id={`${listId}-products`} className="catalog-search__group-title">
              Товары
            </div>
            {products.map((product) => {
              const id = optionId('product', product.id);
              return (
                <SearchOption
                  key={id}
                  id={id}
                  active={activeId === id}
                  className="catalog-search__option"
                  testId="catalog-search-product"
                  onChoose={() => go(product.path)}
                >
                  <ProductImage name={product.image} alt="" width={48} height={48} sizes="48px" />
                  <span className="catalog-search__title">{product.title}</span>
                  <Price value={product.price} size="sm" />
                </SearchOption>
              );
            })}
          </div>
        )}
      </div>
      {(hasMore || moreFailed) && status === 'ready' && (
        <div className="catalog-search__more">
          {moreFailed && (
            <span role="alert" className="catalog-search__more-error">
              Не удалось загрузить ещё.
            </span>
          )}
          <Button variant="outlined" size="sm" block loading={loadingMore} data-testid="catalog-search-more" onClick={() => showMore()}>
            Показать ещё
          </Button>
        </div>
      )}
      {status === 'ready' && (
        <a
          className="catalog-search__all"
          href={searchPagePath(query)}
          data-testid="catalog-search-all"
          onClick={(event) => {
            event.preventDefault();
            go(searchPagePath(query));
          }}
        >
          Все результаты
        </a>
      )}
    </div>
  );
}

interface SearchOptionProps {
  id: string;
  active: boolean;
  className: string;
  testId: string;
  onChoose: () => void;
  children: ReactNode;
}

/** One option of the list: chosen by click (the mouse-down keeps focus in the box) or by Enter in the box. */
function SearchOption({ id, active, className, testId, onChoose, children }: SearchOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={className}
      data-testid={testId}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}
