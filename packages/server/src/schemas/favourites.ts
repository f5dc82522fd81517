import { z } from 'zod';
import { bodyId, cartLineOut, serialNumber } from './cart';
import { errorSchema, idParam } from './common';

/** The most favourites one request may push (the local copy sent at sign-in). */
export const MAX_FAVOURITES_PUSH = 200;

/** A favourite (SPEC §3: productId and a defect serial number that may be null) with its card for the city. */
const favouriteOut = cartLineOut
  .omit({ id: true, quantity: true, selected: true })
  .extend({ productId: z.number(), defectSerialNumber: z.string().nullable() });

const favouritesOut = z.object({ items: z.array(favouriteOut) });
const responses = { 200: favouritesOut, 400: errorSchema, 401: errorSchema, 403: errorSchema };
const cityQuery = z.object({ selectedCity: idParam.optional() });

export const favouritesAddManySchema = {
  summary: 'Добавить товары в избранное (повтор ничего не меняет); ответ — всё избранное',
  tags: ['favourites'],
  querystring: cityQuery,
  body: z.object({
    userId: bodyId,
    products: z
      .array(z.object({ productId: bodyId, defectSerialNumber: serialNumber.nullable().default(null) }))
      .max(MAX_FAVOURITES_PUSH, `За один раз можно добавить не больше ${MAX_FAVOURITES_PUSH} товаров`),
  }),
  response: { ...responses, 404: errorSchema },
};

export const favouritesListSchema = {
  summary: 'Избранное пользователя с карточками товаров для выбранного города',
  tags: ['favourites'],
  params: z.object({ userId: idParam }),
  querystring: cityQuery,
  response: responses,
};

export const favouritesDeleteSchema = {
  summary: 'Убрать товар (или уценённый экземпляр) из избранного',
  tags: ['favourites'],
  params: z.object({ userId: idParam }),
  querystring: z.object({
    productId: idParam.max(2_147_483_647),
    defectSerialNumber: serialNumber.optional(),
    selectedCity: idParam.optional(),
  }),
  response: responses,
};
