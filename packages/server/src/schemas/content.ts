import { z } from 'zod';
import { bigIdParam, errorSchema, INTEGER_KEY_MAX, productCardOut, text } from './common';

export const laptopsSchema = {
  summary: 'Ноутбуки для блока на главной: фиксированный список id, цены города',
  tags: ['catalogue'],
  querystring: z.object({
    selectedCity: bigIdParam.optional(),
    laptops: text()
      .regex(/^\d{1,10}(,\d{1,10}){0,34}$/, 'ожидается до 35 id через запятую')
      .transform((value) => value.split(',').map(Number))
      .refine((ids) => ids.every((id) => id <= INTEGER_KEY_MAX), `ожидаются числа не больше ${INTEGER_KEY_MAX}`)
      .optional(),
  }),
  response: {
    200: z.object({
      results: z.array(
        productCardOut.extend({
          categoryPath: z.literal('/store/komp/noutbuki').describe('Путь категории ноутбуков (SPEC §7)'),
        }),
      ),
    }),
    400: errorSchema,
  },
};

export const newsListSchema = {
  summary: 'Новости магазина, новые первыми',
  tags: ['content'],
  querystring: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: {
    200: z.object({
      items: z.array(z.object({ id: z.number(), title: z.string(), body: z.string(), publishedAt: z.string() })),
      currentPage: z.number(),
      total: z.number(),
    }),
    400: errorSchema,
  },
};
