import { COMPARE_LIMIT } from '@store/domain';
import { z } from 'zod';
import { bodyId, cartLineOut, serialNumber } from './cart';
import { errorSchema, idParam } from './common';

/** A compared good with its card for the city and what the comparison table shows of it. */
const compareItemOut = cartLineOut.omit({ id: true, quantity: true, selected: true }).extend({
  productId: z.number(),
  defectSerialNumber: z.string().nullable(),
  oldPrice: z
    .number()
    .nullable()
    .describe('Зачёркнутая цена: обычная цена нового товара в городе, когда платят меньше (скидка, уценённый экземпляр); иначе null'),
  producer: z.string().nullable(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable().describe('Собственная категория товара'),
  attributes: z.record(z.string(), z.string()).describe('Характеристики: название → значение'),
});

const compareOut = z.object({ items: z.array(compareItemOut) });
const responses = { 200: compareOut, 400: errorSchema, 401: errorSchema, 403: errorSchema };
const cityQuery = z.object({ selectedCity: idParam.optional() });
const userPath = z.object({ userId: idParam });

export const compareAddManySchema = {
  summary: `Добавить товары к сравнению (повтор ничего не меняет; всего не больше ${COMPARE_LIMIT}); ответ — весь список`,
  tags: ['compare'],
  querystring: cityQuery,
  body: z.object({
    userId: bodyId,
    products: z
      .array(z.object({ productId: bodyId, defectSerialNumber: serialNumber.nullable().default(null) }))
      .max(COMPARE_LIMIT, `За один раз можно добавить не больше ${COMPARE_LIMIT} товаров`),
  }),
  response: { ...responses, 404: errorSchema, 422: errorSchema },
};

export const compareListSchema = {
  summary: 'Товары сравнения пользователя (в порядке добавления) с карточками и характеристиками для выбранного города',
  tags: ['compare'],
  params: userPath,
  querystring: cityQuery,
  response: responses,
};

export const compareDeleteItemSchema = {
  summary: 'Убрать товар (или уценённый экземпляр) из сравнения',
  tags: ['compare'],
  params: userPath,
  querystring: z.object({
    productId: idParam.max(2_147_483_647),
    defectSerialNumber: serialNumber.optional(),
    selectedCity: idParam.optional(),
  }),
  response: responses,
};

export const compareClearSchema = {
  summary: 'Очистить сравнение',
  tags: ['compare'],
  params: userPath,
  querystring: cityQuery,
  response: responses,
};
