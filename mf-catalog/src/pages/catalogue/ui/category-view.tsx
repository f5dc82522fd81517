import { CATALOGUE_TYPE, CATALOGUE_TYPE_LABELS, CATALOGUE_PAGE_SIZE, type CatalogueType } from '@store/domain';
import { EmptyState, ErrorState, Pagination, ProductCardSkeleton, SegmentedControl, Select } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '@store/router';
import { $status as $menuStatus, CategoryTiles, productCountLabel } from '../../../entities/category';
import { ProductRow, ProductTile } from '../../../entities/product';
import { hasAnyFilter } from '../lib/url-state';
import {
  $answer,
  $canonicalSearch,
  $children,
  $items,
  $laptops,
  $resetReason,
  $slugs,
  $status,
  $view,
  retryClicked,
  type ResetReason,
} from '../model/category';
import { FiltersPanel } from './filters-panel';
import { CategorySkeleton } from './skeletons';
import { useViewHref } from './use-view-href';

const RESET_NOTICES: Record<ResetReason, string> = {
  malformed: 'В ссылке были некорректные параметры — показываем товары без фильтров.',
  unknownFilter: 'Таких фильтров в этой категории нет — фильтры сброшены.',
  pageBeyondLast: 'Такой страницы нет — показываем первую страницу без фильтров.',
};

/** A category (or the catalogue root): child categories, filters, sort, type, products and pages. */
export function CategoryView() {
  const [menuStatus, slugs, view, answer, items, status, reason, canonical, children, laptops, retry] = useUnit([
    $menuStatus,
    $slugs,
    $view,
    $answer,
    $items,
    $status,
    $resetReason,
    $canonicalSearch,
    $children,
    $laptops,
    retryClicked,
  ]);
  const location = useLocation();
  const navigate = useNavigate();
  const hrefFor = useViewHref();

  // A view reset by the model also cleans the address, so a reload or a shared link shows the same.
  useEffect(() => {
    if (reason !== null && location.search !== canonical) navigate({ pathname: location.pathname, search: canonical }, { replace: true });
  }, [reason, canonical, location.pathname, location.search, navigate]);

  const loading = status === 'loading' || status === 'idle';
  // The first paint of a category waits for its products and its subcategories together, so that
  // nothing already on screen moves when one of them arrives after the other.
  const firstLoad = loading && (answer === null || answer.slugs.join('/') !== slugs.join('/'));
  const menuPending = menuStatus === 'idle' || menuStatus === 'loading';
  if (firstLoad || (status === 'ready' && menuPending)) return <CategorySkeleton />;

  const title = answer?.category?.name ?? 'Каталог';
  const pages = answer ? Math.max(1, Math.ceil(answer.total / CATALOGUE_PAGE_SIZE)) : 1;

  return (
    <div data-boundary="catalog" className="catalog-category" data-testid="catalog-category-page">
      <h1 className="catalog-category__title">{title}</h1>
      {children.length > 0 && <CategoryTiles categories={children} parentSlugs={slugs} />}
      {laptops.length > 0 && <ProductRow title="Популярные ноутбуки" items={laptops} testId="catalog-laptops" />}
      <div className="catalog-listing">
        <FiltersPanel />
        <div className="catalog-listing__main">
          <div className="catalog-toolbar">
            <SegmentedControl
              label="Тип товаров"
              options={Object.values(CATALOGUE_TYPE).map((type) => ({ value: type, label: CATALOGUE_TYPE_LABELS[type] }))}
              value={view.type}
              onChange={(type) => navigate(hrefFor({ ...view, type: type as CatalogueType, filters: {}, page: 1 }))}
            />
            <Select
              label="Сортировка"
              data-testid="catalog-sort"
              value={view.sort}
              options={[
                { value: 'DESC', label: 'Сначала дороже' },
                { value: 'ASC', label: 'Сначала дешевле' },
              ]}
              onChange={(event) => navigate(hrefFor({ ...view, sort: event.target.value === 'ASC' ? 'ASC' : 'DESC', page: 1 }))}
            />
          </div>
          <p className="catalog-listing__count" aria-live="polite" data-testid="catalog-total">
            {answer && !loading ? `Найдено ${productCountLabel(answer.total)}` : ' '}
          </p>
          {reason !== null && (
            <p className="catalog-notice" role="status" data-testid="catalog-reset-notice">
              {RESET_NOTICES[reason]}
            </p>
          )}
          {status === 'error' ? (
            <ErrorState message="Не удалось загрузить товары. Проверьте подключение и попробуйте ещё раз." onRetry={() => retry()} />
          ) : loading ? (
            <ul className="catalog-products" aria-busy="true" aria-label="Загрузка товаров">
              {Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : items.length === 0 ? (
            <EmptyState
              title={hasAnyFilter(view.filters) ? 'Таких товаров нет' : 'В этой категории пока нет товаров'}
              text={hasAnyFilter(view.filters) ? 'Измените или сбросьте фильтры.' : 'Загляните в другие разделы каталога.'}
              action={
                hasAnyFilter(view.filters) ? (
                  <Link to={hrefFor({ ...view, filters: {}, page: 1 })}>Сбросить фильтры</Link>
                ) : (
                  <Link to="/store">В каталог</Link>
                )
              }
            />
          ) : (
            <ul className="catalog-products" data-testid="catalog-products">
              {items.map((item, index) => (
                <li key={`${item.id}:${item.defectSerialNumber ?? ''}`}>
                  <ProductTile item={item} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
          {!loading && pages > 1 && (
            <Pagination page={view.page} pages={pages} hrefFor={(page) => hrefFor({ ...view, page })} label="Страницы каталога" />
          )}
        </div>
      </div>
    </div>
  );
}
