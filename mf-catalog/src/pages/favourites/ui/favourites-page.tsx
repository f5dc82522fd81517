import { $city } from '@store/bus';
import { DEFAULT_CITY, itemKey } from '@store/domain';
import { ProductCardSkeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { productCountLabel } from '../../../entities/category';
import { ProductTile } from '../../../entities/product';
import { collectionCard, CollectionPageStates, RemoveButton } from '../../../entities/product-collection';
import { FAVOURITES_TEXTS, favouriteRemoved } from '../../../features/favourites';
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
      <CollectionPageStates
        name="favourites"
        status={status}
        loading={
          <ul className="catalog-favourites__grid" aria-busy="true" aria-label="Загрузка избранного">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        }
        texts={FAVOURITES_TEXTS}
        onRetry={() => retry()}
      />
      {status === 'ready' && (
        <ul className="catalog-favourites__grid">
          {entries.map((entry, index) => {
            const card = collectionCard(entry, city?.code ?? DEFAULT_CITY.code, now);
            return (
              <li key={itemKey(entry.item)} className="catalog-favourites__item">
                <ProductTile item={card} priority={index < 2} />
                <RemoveButton
                  className="catalog-favourites__remove"
                  label={`Убрать из избранного: ${card.title}`}
                  testId="catalog-favourite-remove"
                  onClick={() => remove(entry.item)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
