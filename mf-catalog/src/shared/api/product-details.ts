import type { Product } from '@store/api-client';
import type { ItemRef } from '@store/domain';
import { createEffect } from 'effector';
import { isApiError, request } from './client';

export interface CollectionProducts {
  items: readonly ItemRef[];
  /** City id for prices and stock; the API falls back to the default city without it. */
  cityId: number | null;
}

/** A kept item with its product; `product` is null when the product (or its marked-down item) is gone. */
export interface CollectionProduct {
  item: ItemRef;
  product: Product | null;
}

const fetchOne = async (item: ItemRef, cityId: number | null): Promise<CollectionProduct> => {
  try {
    const product = await request('get', '/api/product/{id}', {
      path: { id: item.productId },
      query: {
        ...(cityId === null ? {} : { selectedCity: cityId }),
        ...(item.defectSerialNumber ? { defectSerialNumber: item.defectSerialNumber } : {}),
      },
    });
    return { item, product };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { item, product: null };
    throw error;
  }
};

/**
 * GET /api/product/{id} for each of a visitor's locally kept favourites or compared items (the
 * card, the category and the attributes), in parallel. Any failure but a 404 fails the whole load.
 */
export const fetchCollectionProductsFx = createEffect(({ items, cityId }: CollectionProducts): Promise<CollectionProduct[]> =>
  Promise.all(items.map((item) => fetchOne(item, cityId))),
);
