import { request, type Answer } from '@store/api-client';
import { createEffect } from 'effector';
import type { CollectionItem } from './local-collections';

/** A compared good with its card for the city, its own category and its attributes, as the API answers it. */
export type CompareItemAnswer = Answer<'/api/compare/{userId}', 'get'>['items'][number];

export interface CompareOfUser {
  userId: number;
  /** City id for prices and stock; the API falls back to the default city without it. */
  cityId: number | null;
}

const cityQuery = (cityId: number | null) => (cityId === null ? {} : { selectedCity: cityId });
const itemQuery = (item: CollectionItem) => ({
  productId: item.productId,
  ...(item.defectSerialNumber ? { defectSerialNumber: item.defectSerialNumber } : {}),
});

/** GET /api/compare/{userId}: the server's comparison, oldest first. */
export const fetchCompareFx = createEffect(async ({ userId, cityId }: CompareOfUser): Promise<CompareItemAnswer[]> => {
  const answer = await request('get', '/api/compare/{userId}', { path: { userId }, query: cityQuery(cityId) });
  return answer.items;
});

/** POST /api/compare/add-many: adds (a repeat changes nothing; 422 past COMPARE_LIMIT) and answers the whole list. */
export const addCompareFx = createEffect(
  async ({ userId, cityId, items }: CompareOfUser & { items: readonly CollectionItem[] }): Promise<CompareItemAnswer[]> => {
    const answer = await request('post', '/api/compare/add-many', {
      query: cityQuery(cityId),
      body: { userId, products: items.map(({ productId, defectSerialNumber }) => ({ productId, defectSerialNumber })) },
    });
    return answer.items;
  },
);

/** DELETE /api/compare/{userId}/item for each item, one after another; answers what is left. */
export const deleteCompareItemsFx = createEffect(
  async ({ userId, cityId, items }: CompareOfUser & { items: readonly CollectionItem[] }): Promise<CompareItemAnswer[] | null> => {
    let left: CompareItemAnswer[] | null = null;
    for (const item of items) {
      const answer = await request('delete', '/api/compare/{userId}/item', {
        path: { userId },
        query: { ...cityQuery(cityId), ...itemQuery(item) },
      });
      left = answer.items;
    }
    return left;
  },
);
