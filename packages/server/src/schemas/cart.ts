import { z } from 'zod';
import { errorSchema, idParam, productPathOut, text } from './common';

/** The most of one good a cart line holds: more is a typo or a script, never a shopper. */
export const MAX_LINE_QUANTITY = 99;
/** The most lines one request may carry (a guest cart pushed at sign-in). */
export const MAX_CART_LINES = 100;

export const QUANTITY_MESSAGE = `Количество должно быть целым числом от 1 до ${MAX_LINE_QUANTITY}`;
const ID_MESSAGE = 'ожидается код товара — целое положительное число';

/** An id in a JSON body: a positive integer that fits the database's integer. */
export const bodyId = z.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE);

/** A marked-down item's serial number (the same shape `GET /api/product/:id` accepts). */
export const serialNumber = text()
  .trim()
  .regex(/^[\p{L}\d-]{1,32}$/u, 'недопустимый серийный номер');

const quantity = z.number(QUANTITY_MESSAGE).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);
/**
 * A guest line may hold 0: the client's cart decrements down to 0 and keeps the line (SPEC §4
 * Cart). Such a line brings nothing to merge; refusing it would lose the whole guest cart at sign-in.
 */
const guestQuantity = z.number(QUANTITY_MESSAGE).int(QUANTITY_MESSAGE).min(0, QUANTITY_MESSAGE).max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);

const cityQuery = z.object({ selectedCity: idParam.optional() });

/** One line of the cart with the product data for the city: what the cart page shows. */
export const cartLineOut = z.object({
  id: z.number(),
  defectSerialNumber: z.string().nullable(),
  quantity: z.number(),
  selected: z.boolean(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  status: z.enum(['inStock', 'toOrder', 'onWay']),
  price: z.number().nullable().describe('Цена за штуку в городе (уценённый экземпляр — по его серийному номеру); null — не продаётся'),
  priceRetail: z.number().nullable().describe('Обычная цена нового товара в городе (для зачёркнутой цены)'),
  defectReason: z.string().nullable(),
  totalQuantity: z.number().describe('Сколько штук есть в магазинах города'),
  available: z.boolean().describe('Можно купить в выбранном городе'),
  path: productPathOut,
});

export const cartOut = z.object({
  cartList: z.array(cartLineOut),
  cartCount: z.number().describe('Сумма количеств всех строк'),
  totalPrice: z.number().describe('Сумма выбранных строк, которые можно купить в городе'),
});

const cartResponses = { 200: cartOut, 400: errorSchema, 401: errorSchema, 403: errorSchema };
const userPath = z.object({ userId: idParam });

export const cartAddManySchema = {
  summary: 'Перенос гостевой корзины на сервер при входе: строки сливаются, количество — наибольшее из двух, строки с 0 пропускаются',
  tags: ['cart'],
  querystring: cityQuery,
  body: z.object({
    userId: bodyId,
    cartList: z
      .array(
        z.object({
          id: bodyId,
          defectSerialNumber: serialNumber.nullable().default(null),
          selected: z.boolean().default(true),
          quantity: guestQuantity,
        }),
      )
      .max(MAX_CART_LINES, `В корзине не может быть больше ${MAX_CART_LINES} позиций`),
  }),
  response: { ...cartResponses, 404: errorSchema },
};

export const cartFindSchema = {
  summary: 'Корзина пользователя с ценами и наличием в выбранном городе',
  tags: ['cart'],
  querystring: z.object({ userId: idParam, selectedCity: idParam.optional() }),
  response: cartResponses,
};

export const cartSetLineSchema = {
  summary: 'Задать количество и/или отметку строки корзины (строки нет — она добавляется)',
  tags: ['cart'],
  params: userPath,
  querystring: cityQuery,
  body: z.object({
    id: bodyId,
    defectSerialNumber: serialNumber.nullable().default(null),
    quantity: quantity.optional(),
    selected: z.boolean().optional(),
  }),
  response: { ...cartResponses, 404: errorSchema, 422: errorSchema },
};

export const cartSelectAllSchema = {
  summary: 'Отметить или снять отметку со всех строк корзины',
  tags: ['cart'],
  params: userPath,
  querystring: cityQuery,
  body: z.object({ selected: z.boolean() }),
  response: cartResponses,
};

export const cartDeleteLineSchema = {
  summary: 'Удалить строку корзины (товар или уценённый экземпляр)',
  tags: ['cart'],
  params: userPath,
  querystring: z.object({
    id: idParam.max(2_147_483_647, ID_MESSAGE),
    defectSerialNumber: serialNumber.optional(),
    selectedCity: idParam.optional(),
  }),
  response: cartResponses,
};

export const cartClearSchema = {
  summary: 'Очистить корзину',
  tags: ['cart'],
  params: userPath,
  querystring: cityQuery,
  response: cartResponses,
};
