import { z } from 'zod';
import { errorSchema, idListParam, idParam, text } from './common';

export const courierPriceSchema = {
  summary: 'Стоимость доставки курьерской компанией: калькулятор СДЭК API v2 или локальная тарифная модель (вес, габариты, расстояние)',
  tags: ['delivery'],
  body: z.object({
    productsData: z
      .array(z.object({ id: idParam, quantity: z.coerce.number().int().min(1).max(99).default(1) }))
      .min(1)
      .max(50),
    cityCode: z.coerce.number().int().min(1).max(999_999),
    mode: z.enum(['office', 'courier']),
    pointCode: text().trim().max(32).nullish(),
    address: z.object({ city: text().trim().max(64).optional(), address: text().trim().max(256).optional() }).nullish(),
  }),
  response: {
    200: z.object({ minPeriod: z.number(), minSum: z.number(), priceToPoint: z.number(), price: z.number() }),
    400: errorSchema.extend({ errorArray: z.array(z.string()).optional() }),
    422: errorSchema.extend({ productIds: z.array(z.number()).optional() }),
    502: errorSchema,
  },
};

const point = z.object({
  code: z.string(),
  address: z.string(),
  address_full: z.string(),
  cityCode: z.number(),
  coordinates: z.tuple([z.number(), z.number()]),
  maxWeightKg: z.number(),
});

export const courierPointsSchema = {
  summary:
    'Пункты выдачи курьерской компании из базы (СДЭК — обновляются раз в сутки; в городе; с products — только принимающие такой вес)',
  tags: ['delivery'],
  querystring: z.object({ cityCode: z.coerce.number().int().min(1).max(999_999).optional(), products: idListParam.optional() }),
  response: { 200: z.array(point), 400: errorSchema },
};

export const courierCitiesSchema = {
  summary: 'Города, куда доставляет курьерская компания (cityCode для расчёта и пунктов)',
  tags: ['delivery'],
  response: { 200: z.array(z.object({ code: z.number(), name: z.string() })) },
};
