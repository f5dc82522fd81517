import { MESSAGES, validateScore } from '@store/domain';
import { z } from 'zod';
import { bodyId } from './cart';
import { errorSchema, idParam, text } from './common';

/** Text limits of a review: enough for a real opinion, not for a pasted manual. */
export const REVIEW_LIMITS = { advantages: 1000, disadvantages: 1000, comment: 2000 } as const;
/** Reviews per page: default and most. */
export const REVIEWS_PAGE = { default: 10, max: 50 } as const;

/**
 * A review text: kept as the user typed it, only trimmed, with Windows line ends made plain; a
 * control character is the one text rule's 400. It is never read as HTML here: the API returns it
 * as a JSON string and the client renders it as text, so `<script>` stays the eight characters it is.
 */
const reviewText = (label: string, max: number) =>
  text({ multiline: true })
    .trim()
    .max(max, `${label}: не больше ${max} символов`)
    .nullish()
    .transform((value) => (value ?? '').replace(/\r\n?/g, '\n'));

/**
 * SPEC §5 rating score: required, half stars from 0.5 to 5 (a numeric string is accepted too);
 * anything else is «Необходимо поставить оценку.», as the rating form says.
 */
const score = z
  .union([z.number(), text().trim().max(8)], { error: MESSAGES.ratingRequired })
  .transform((value, ctx) => {
    const number = typeof value === 'string' && value !== '' ? Number(value) : value;
    if (typeof number !== 'number' || validateScore(number) !== undefined) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.ratingRequired });
      return z.NEVER;
    }
    return number;
  })
  .meta({ description: 'Оценка от 0.5 до 5 с шагом 0.5 (число или строка с числом)' });

export const reviewOut = z.object({
  id: z.number(),
  productId: z.number(),
  userId: z.number(),
  authorName: z.string().describe('Имя автора (без фамилии) или «Покупатель»'),
  score: z.number(),
  advantages: z.string(),
  disadvantages: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});

const productPath = z.object({ id: idParam.max(2_147_483_647) });

export const reviewPermissionSchema = {
  summary: 'Может ли текущий пользователь оценить товар (вошедший, один раз на товар)',
  tags: ['reviews'],
  params: productPath,
  response: {
    200: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
    400: errorSchema,
    404: errorSchema,
  },
};

export const reviewCreateSchema = {
  summary: 'Оценить товар: оценка, достоинства, недостатки, комментарий',
  tags: ['reviews'],
  params: productPath,
  body: z.object({
    score,
    advantages: reviewText('Достоинства', REVIEW_LIMITS.advantages),
    disadvantages: reviewText('Недостатки', REVIEW_LIMITS.disadvantages),
    comment: reviewText('Комментарий', REVIEW_LIMITS.comment),
    userId: bodyId,
  }),
  response: {
    201: z.object({ review: reviewOut, message: z.string() }),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
  },
};

export const reviewListSchema = {
  summary: 'Отзывы о товаре, новые сначала, со средней оценкой и их числом',
  tags: ['reviews'],
  params: productPath,
  querystring: z.object({
    page: z.coerce.number().int().positive().max(10_000).default(1),
    limit: z.coerce.number().int().positive().max(REVIEWS_PAGE.max).default(REVIEWS_PAGE.default),
  }),
  response: {
    200: z.object({
      items: z.array(reviewOut),
      average: z.number().nullable().describe('Средняя оценка с одним знаком после запятой; null — оценок нет'),
      count: z.number(),
      currentPage: z.number(),
    }),
    400: errorSchema,
    404: errorSchema,
  },
};
