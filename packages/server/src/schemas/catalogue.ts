import { SEARCH_QUERY_MAX_LENGTH } from '@store/domain';
import { z } from 'zod';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/json-depth';
import { errorSchema, idListParam, idParam, productPathOut, text } from './common';

const money = z.coerce.number().nonnegative().max(100_000_000);

/**
 * SPEC §7 `filters` of category-products, one query parameter holding JSON:
 * `{"producers":[3,7],"priceMin":1000,"priceMax":50000,"attributes":{"Цвет":["белый","чёрный"]}}`.
 * Values of one attribute are alternatives; attributes, producers and the price range add up.
 */
export const listingFilters = z
  .object({
    producers: z.array(z.number().int().positive().max(2_147_483_647)).max(50).optional(),
    priceMin: z.number().nonnegative().max(100_000_000).optional(),
    priceMax: z.number().nonnegative().max(100_000_000).optional(),
    attributes: z
      .record(text().trim().min(1).max(64), z.array(text().trim().min(1).max(100)).min(1).max(50))
      .refine((attributes) => Object.keys(attributes).length <= 20, 'не больше 20 характеристик')
      .optional(),
  })
  .strict();

const filtersParam = text()
  .max(4000)
  .transform((text, ctx) => {
    if (jsonDepthExceeds(text)) {
      ctx.addIssue({ code: 'custom', message: `вложенность JSON не больше ${MAX_JSON_DEPTH} уровней` });
      return z.NEVER;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'ожидается JSON, например {"producers":[3],"attributes":{"Цвет":["белый"]}}' });
      return z.NEVER;
    }
  })
  .pipe(listingFilters);

const item = z.object({
  id: z.number(),
  sku: z.string(),
  title: z.string(),
  producer: z.string().nullable(),
  status: z.string(),
  price: z.number(),
  priceRetail: z.number(),
  priceDiscount: z.number().nullable(),
  priceDiscountEndDate: z.string().nullable(),
  image: z.string().nullable(),
  totalQuantity: z.number(),
  defectSerialNumber: z.string().nullable(),
  defectReason: z.string().nullable(),
  path: productPathOut,
});

export const categoryProductsSchema = {
  summary: 'Товары категории: фильтры, диапазон цен, сортировка по цене, страницы',
  tags: ['catalogue'],
  querystring: z
    .object({
      selectedCity: idParam.optional(),
      categorySlug: text()
        .regex(/^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,4}$/, 'ожидается путь категории, например komp/noutbuki')
        .optional(),
      type: z.enum(['NEW', 'DEFECTS']).default('NEW'),
      sortPrice: z.enum(['ASC', 'DESC']).default('DESC'),
      limit: z.coerce.number().int().min(1).max(100).default(12),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      producers: idListParam.optional(),
      priceMin: money.optional(),
      priceMax: money.optional(),
      q: text().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH).optional(),
      filters: filtersParam.optional(),
    })
    // The flat parameters and `filters` are one set of filters; a flat one wins over the same in `filters`.
    .transform(({ filters, ...query }) => ({
      ...query,
      producers: query.producers ?? filters?.producers,
      priceMin: query.priceMin ?? filters?.priceMin,
      priceMax: query.priceMax ?? filters?.priceMax,
      attributes: filters?.attributes ?? {},
    }))
    .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
      message: 'цена «от» больше цены «до»',
      path: ['priceMin'],
    }),
  response: {
    200: z.object({
      type: z.literal('product'),
      catalogueType: z.enum(['NEW', 'DEFECTS']),
      items: z.array(item),
      producers: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
      attributes: z.array(z.object({ name: z.string(), values: z.array(z.object({ value: z.string(), count: z.number() })) })),
      minPrice: z.number(),
      maxPrice: z.number(),
      total: z.number(),
      currentPage: z.number(),
      limit: z.number(),
      category: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
      slugs: z.array(z.string()),
    }),
    400: errorSchema,
    404: errorSchema,
  },
};
