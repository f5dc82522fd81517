import { $city } from '@store/bus';
import { DEFAULT_CITY } from '@store/domain';
import { buttonClassName, EmptyState, ErrorState, ProductCardSkeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { productCountLabel } from '../../../entities/category';
import { ProductTile } from '../../../entities/product';
import { favouriteRemoved } from '../../../features/favourites';
import { favouriteCard } from '../lib/favourite-card';
import { $entries, $status, retryClicked } from '../model/favourites-page';
import './favourites-page.css';

/** `/favorite`: the kept products with «В корзину» and removal; an empty state leads to the catalogue. */
export function FavouritesPage() {
  const [status, entries, city] = useUnit([$status, $entries, $city]);
  const [remove, retry] = useUnit([favouriteRemoved, retryClicked]);
  const now = new Date();
  return (
    <section className="catalog-favourites" data-boundary="catalog" data-testid="catalog-favourites">
      <h1 className="catalog-favourites__title">
        Избранное
        {status === 'ready' && <span className="catalog-favourites__count"> {productCountLabel(entries.length)}</span>}
      </h1>
      {status === 'loading' && (
        <ul className="catalog-favourites__grid" aria-busy="true" aria-label="Загрузка избранного">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {status === 'empty' && (
        <EmptyState
          title="В избранном пока пусто"
          text="Отмечайте товары сердечком, чтобы вернуться к ним позже."
          action={
            <Link to="/store" className={buttonClassName()} data-testid="catalog-favourites-to-catalogue">
              Перейти в каталог
            </Link>
          }
        />
      )}
      {status === 'error' && <ErrorState message="Не удалось загрузить избранное." onRetry={() => retry()} />}
      {status === 'ready' && (
        <ul className="catalog-favourites__grid">
          {entries.map((entry, index) => {
            const card = favouriteCard(entry, city?.code ?? DEFAULT_CITY.code, now);
            return (
              <li key={`${entry.item.productId}:${entry.item.defectSerialNumber ?? ''}`} className="catalog-favourites__item">
                <ProductTile item={card} priority={index < 2} />
                <button
                  type="button"
                  className="catalog-favourites__remove"
                  aria-label={`Убрать из избранного: ${card.title}`}
                  data-testid="catalog-favourite-remove"
                  onClick={() => remove(entry.item)}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
