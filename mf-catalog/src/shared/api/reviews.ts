import type { Answer } from '@store/api-client';
import { createEffect } from 'effector';
import { request } from './client';

export type RatingPermission = Answer<'/api/product/{id}/evaluate/permission', 'get'>;

export interface ReviewDraft {
  productId: number;
  userId: number;
  /** 0.5 … 5 in halves. */
  score: number;
  advantages: string;
  disadvantages: string;
  comment: string;
}

/** GET /api/product/{id}/evaluate/permission: a signed-in user rates a product once; a guest gets the reason. */
export const fetchRatingPermissionFx = createEffect((productId: number): Promise<RatingPermission> =>
  request('get', '/api/product/{id}/evaluate/permission', { path: { id: productId } }),
);

/** POST /api/product/evaluate/{id}. */
export const submitReviewFx = createEffect(async ({ productId, ...body }: ReviewDraft): Promise<void> => {
  await request('post', '/api/product/evaluate/{id}', { path: { id: productId }, body });
});
