import { COMPARE_LIMIT, FAVOURITES_PUSH_LIMIT } from '@store/domain';
import { z } from 'zod';
import { bodyId, cartLineOut, serialNumber } from './cart';
import { bigIdParam, errorSchema, idParam } from './common';

/** One item of a shopper's collection in a request (SPEC §3 Favourite item: productId and a defect serial number that may be null). */
const itemIn = z.object({ productId: bodyId, defectSerialNumber: serialNumber.nullable().default(null) });
export type CollectionItem = z.infer<typeof itemIn>;

/** An item with its card for the city. */
const cardOut = cartLineOut
  .omit({ id: true, quantity: true, selected: true })
  .extend({ productId: z.number(), defectSerialNumber: z.string().nullable() });

/** A compared good: its card and what the comparison table shows of it. */
const comparedCardOut = cardOut.extend({
  oldPrice: z
    .number()
    .nullable()
    .describe('Зачёркнутая цена: обычная цена нового товара в городе, когда платят меньше (скидка, уценённый экземпляр); иначе null'),
  producer: z.string().nullable(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable().describe('Собственная категория товара'),
  attributes: z.record(z.string(), z.string()).describe('Характеристики: название → значение'),
});

interface CollectionSchemaOptions<Card extends z.ZodType> {
  tag: string;
  card: Card;
  /** The most items one push may carry. */
  pushLimit: number;
  /** The collection holds at most `pushLimit` items; a push past it is a 422. */
  capped: boolean;
  /** `clear` only for a collection that can be emptied at once. */
  summaries: { addMany: string; list: string; removeItem: string; clear?: string };
}

/** The route schemas of one collection: every collection has the same paths, bodies and answers but for its card. */
function collectionSchemas<Card extends z.ZodType>({ tag, card, pushLimit, capped, summaries }: CollectionSchemaOptions<Card>) {
  const listOut = z.object({ items: z.array(card) });
  const responses = { 200: listOut, 400: errorSchema, 401: errorSchema, 403: errorSchema };
  const cityQuery = z.object({ selectedCity: bigIdParam.optional() });
  const userPath = z.object({ userId: idParam });
  return {
    addMany: {
      summary: summaries.addMany,
      tags: [tag],
      querystring: cityQuery,
      body: z.object({
        userId: bodyId,
        products: z.array(itemIn).max(pushLimit, `За один раз можно добавить не больше ${pushLimit} товаров`),
      }),
      response: { ...responses, 404: errorSchema, ...(capped ? { 422: errorSchema } : {}) },
    },
    list: { summary: summaries.list, tags: [tag], params: userPath, querystring: cityQuery, response: responses },
    removeItem: {
      summary: summaries.removeItem,
      tags: [tag],
      params: userPath,
      querystring: z.object({
        productId: idParam,
        defectSerialNumber: serialNumber.optional(),
        selectedCity: bigIdParam.optional(),
      }),
      response: responses,
    },
    clear: summaries.clear
      ? { summary: summaries.clear, tags: [tag], params: userPath, querystring: cityQuery, response: responses }
      : null,
  };
}

export type CollectionSchemas<Card extends z.ZodType = z.ZodType> = ReturnType<typeof collectionSchemas<Card>>;

export const favouritesSchemas = collectionSchemas({
  tag: 'favourites',
  card: cardOut,
  pushLimit: FAVOURITES_PUSH_LIMIT,
  capped: false,
  summaries: {
    addMany: 'Добавить товары в избранное (повтор ничего не меняет); ответ — всё избранное',
    list: 'Избранное пользователя с карточками товаров для выбранного города',
    removeItem: 'Убрать товар (или уценённый экземпляр) из избранного',
  },
});

export const compareSchemas = collectionSchemas({
  tag: 'compare',
  card: comparedCardOut,
  pushLimit: COMPARE_LIMIT,
  capped: true,
  summaries: {
    addMany: `Добавить товары к сравнению (повтор ничего не меняет; всего не больше ${COMPARE_LIMIT}); ответ — весь список`,
    list: 'Товары сравнения пользователя (в порядке добавления) с карточками и характеристиками для выбранного города',
    removeItem: 'Убрать товар (или уценённый экземпляр) из сравнения',
    clear: 'Очистить сравнение',
  },
});
