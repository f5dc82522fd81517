import { SEARCH, SEARCH_QUERY_MAX_LENGTH } from '@store/domain';
import { z } from 'zod';
import { errorSchema, idParam, productCardOut, text } from './common';

export const searchSchema = {
  summary: 'Поиск товаров и их родительских категорий (по 6 на страницу)',
  tags: ['catalogue'],
  body: z.object({
    query: text().trim().min(SEARCH.minLength).max(SEARCH_QUERY_MAX_LENGTH),
    stockId: idParam.optional(),
    offset: z.number().int().min(0).max(10_000).default(0),
  }),
  response: {
    200: z.object({
      products: z.array(productCardOut),
      productsCount: z.number(),
      parentCategories: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), path: z.string() })),
      // Optional in the document (the server always sends it): clients' fixtures typed before it keep compiling.
      correctedQuery: z
        .string()
        .nullable()
        .optional()
        .describe(
          'Слова, по которым показаны результаты, когда товаров со всеми набранными словами нет (слова отброшены с конца или запрос прочитан в другой раскладке); иначе null',
        ),
      // Optional in the document for the same reason; the server always sends it.
      droppedWords: z
        .array(z.string())
        .optional()
        .describe('Слова запроса, отброшенные с конца, потому что ни один товар не содержит их все (пусто, если не отброшено ни одно)'),
    }),
    400: errorSchema,
  },
};
