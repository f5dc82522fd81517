import { $city, type CitySelection } from '@store/bus';
import { itemKey, type ItemRef } from '@store/domain';
import { attach, createEvent, createStore, sample, type Store, type Unit } from 'effector';
import { fetchCollectionProductsFx, type CollectionProduct, type CollectionProducts } from '../../../shared/api/product-details';

/** A visitor's item with its product answer and the city its prices are for. */
export interface KeptProduct extends CollectionProduct {
  cityId: number | null;
}

export const cityIdOf = (city: CitySelection | null) => city?.cityId ?? null;

const byKey = (entries: readonly KeptProduct[]): Record<string, KeptProduct> =>
  Object.fromEntries(entries.map((entry) => [itemKey(entry.item), entry]));

interface VisitorProductsSource {
  $user: Store<{ id: number } | null>;
  $items: Store<ItemRef[]>;
  /** A page needs the cards. */
  requested: Unit<void>;
  sid(unit: string): { sid: string };
}

/**
 * The product answers of a visitor's items (the card, the category, the attributes) for the
 * selected city: a page's request loads those not loaded for the city yet.
 */
export function visitorProducts({ $user, $items, requested, sid }: VisitorProductsSource) {
  /** Product answers arrived (of this load or another); those for the selected city are kept. */
  const productsLoaded = createEvent<{ params: CollectionProducts; result: CollectionProduct[] }>();
  /** By `itemKey`. */
  const $products = createStore<Record<string, KeptProduct>>({}, sid('products'));
  const productsFx = attach({ effect: fetchCollectionProductsFx });

  const missingFor = (products: Record<string, KeptProduct>, city: CitySelection | null) => (item: ItemRef) =>
    products[itemKey(item)]?.cityId !== cityIdOf(city);
  sample({
    clock: requested,
    source: { user: $user, list: $items, products: $products, city: $city },
    filter: ({ user, list, products, city }) => user === null && list.some(missingFor(products, city)),
    fn: ({ list, products, city }) => ({ items: list.filter(missingFor(products, city)), cityId: cityIdOf(city) }),
    target: productsFx,
  });
  sample({ clock: productsFx.done, target: productsLoaded });
  const productsArrived = sample({
    clock: productsLoaded,
    source: $city,
    // An answer for a city that is no longer selected would show its prices: dropped.
    filter: (city, { params }) => cityIdOf(city) === params.cityId,
    fn: (_, { params, result }) => result.map((entry) => ({ ...entry, cityId: params.cityId })),
  });
  $products.on(productsArrived, (products, entries) => ({ ...products, ...byKey(entries) }));

  return { $products, productsFx, productsLoaded };
}
