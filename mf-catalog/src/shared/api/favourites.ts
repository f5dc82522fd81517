import { request, type Answer } from '@store/api-client';
import { createEffect } from 'effector';
import type { CollectionItem } from './local-collections';

/** A favourite with its card for the city, as the API answers it. */
export type FavouriteCardAnswer = Answer<'/api/favorites/{userId}', 'get'>['items'][number];

export interface FavouritesOfUser {
  userId: number;
  /** City id for prices and stock; the API falls back to the default city without it. */
  cityId: number | null;
}

const cityQuery = (cityId: number | null) => (cityId === null ? {} : { selectedCity: cityId });

/** GET /api/favorites/{userId}: the server's favourites with cards. */
export const fetchFavouritesFx = createEffect(async ({ userId, cityId }: FavouritesOfUser): Promise<FavouriteCardAnswer[]> => {
  const answer = await request('get', '/api/favorites/{userId}', { path: { userId }, query: cityQuery(cityId) });
  return answer.items;
});

/** POST /api/favorites/add-many: adds (a repeat changes nothing) and answers the whole list. */
export const addFavouritesFx = createEffect(
  async ({ userId, cityId, items }: FavouritesOfUser & { items: readonly CollectionItem[] }): Promise<FavouriteCardAnswer[]> => {
    const answer = await request('post', '/api/favorites/add-many', {
      query: cityQuery(cityId),
      body: { userId, products: items.map(({ productId, defectSerialNumber }) => ({ productId, defectSerialNumber })) },
    });
    return answer.items;
  },
);

/** DELETE /api/favorites/{userId}/item: removes one product or marked-down item; answers the rest. */
export const deleteFavouriteFx = createEffect(
  async ({ userId, cityId, item }: FavouritesOfUser & { item: CollectionItem }): Promise<FavouriteCardAnswer[]> => {
    const answer = await request('delete', '/api/favorites/{userId}/item', {
      path: { userId },
      query: {
        ...cityQuery(cityId),
        productId: item.productId,
        ...(item.defectSerialNumber ? { defectSerialNumber: item.defectSerialNumber } : {}),
      },
    });
    return answer.items;
  },
);
