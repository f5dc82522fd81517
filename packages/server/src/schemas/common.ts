import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, isCleanLine, isCleanMultiline } from '../lib/text';

/**
 * Every string the API reads — body, query, path, header, cookie — starts here: control characters
 * are a 400 «недопустимые управляющие символы» naming the field, never stripped (what the shopper
 * sees back is what they typed) and never passed on to the database. `multiline` lets a comment or
 * a message keep its tabs and line ends. Chain trimming and limits after it: `text().trim().max(64)`.
 */
export const text = ({ multiline = false, error }: { multiline?: boolean; error?: string } = {}) =>
  z.string(error).refine(multiline ? isCleanMultiline : isCleanLine, { message: CONTROL_CHARACTERS_MESSAGE, abort: true });

/**
 * The largest key of an `integer` column (products, users, shops, regions, producers, stock codes).
 * An id past it is a 400 here: PostgreSQL refuses to compare it with such a column («out of range
 * for type integer»), which would be a 500.
 */
export const INTEGER_KEY_MAX = 2_147_483_647;

/** A positive integer id in a query string or path («12», not «12abc» nor «-1») of an `integer` key. */
export const idParam = z.coerce.number().int().positive().max(INTEGER_KEY_MAX);

/** The same for a `bigint` key: cities (ids past 2^31: «Другой город» is 4586109697) and orders. */
export const bigIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A comma-separated list of `integer` keys: «38,3,24». */
export const idListParam = text()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'ожидается список чисел через запятую')
  .transform((value) => value.split(',').map(Number))
  .refine((ids) => ids.every((id) => id <= INTEGER_KEY_MAX), `ожидаются числа не больше ${INTEGER_KEY_MAX}`);

export const errorSchema = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });

/** 403 of a route that sends an SMS code: on the development host the phone is not a developer's. */
export const codeSendErrorSchema = errorSchema.extend({
  developmentHost: z.literal(true).optional().describe('Тестовая версия: на этот номер коды не отправляются (SPEC §5)'),
});

/** 502 of a route that sends an SMS code: the gateway refused or failed (SPEC §8 «Произошла ошибка при отправке кода»). */
export const codeNotSentSchema = errorSchema.describe('SMS-шлюз не отправил код: «Произошла ошибка при отправке кода» (SPEC §8)');

/** The product page of a card (`productPath` of @store/domain under the product's own category). */
export const productPathOut = z
  .string()
  .describe('Адрес страницы товара: /store/{родитель}/{категория}/{id}.html, у уценённого экземпляра — с ?defect={серийный номер}');

/** A product as a list of cards shows it (search results, the home page's laptops). */
export const productCardOut = z.object({
  id: z.number(),
  sku: z.string(),
  title: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  path: productPathOut,
});
