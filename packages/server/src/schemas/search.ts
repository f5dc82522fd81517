import { SEARCH } from '@store/domain';
import { z } from 'zod';
import { errorSchema, idParam } from './common';

export const searchSchema = {
  summary: 'Поиск товаров и их родительских категорий (по 6 на страницу)',
  tags: ['catalogue'],
  body: z.object({
    query: z.string().trim().min(SEARCH.minLength).max(100),
    stockId: idParam.optional(),
    offset: z.number().int().min(0).max(10_000).default(0),
  }),
  response: {
    200: z.object({
      products: z.array(z.object({ id: z.number(), sku: z.string(), title: z.string(), price: z.number(), image: z.string().nullable() })),
      productsCount: z.number(),
      parentCategories: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), path: z.string() })),
    }),
    400: errorSchema,
  },
};
