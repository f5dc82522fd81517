import type { SearchAnswer } from '@store/api-client';
import { categoryPath } from '@store/domain';
import { createEffect } from 'effector';
import { request } from './client';

export interface SearchRequest {
  query: string;
  /** Stock code of the selected city (`stockCodeForCity`). */
  stockId: number | null;
  offset: number;
}

/** POST /api/product/search: 6 products a page and their parent categories. */
export const searchProductsFx = createEffect(({ query, stockId, offset }: SearchRequest): Promise<SearchAnswer> =>
  request('post', '/api/product/search', { body: { query, offset, ...(stockId === null ? {} : { stockId }) } }),
);

/** A found category's page: the API gives its chain of slugs (`bytovaya-tehnika/holodilniki`) or a path. */
export const foundCategoryPath = (path: string): string => (path.startsWith('/') ? path : categoryPath(path.split('/').filter(Boolean)));
