import { z } from 'zod';
import { bigIdParam, errorSchema, idListParam } from './common';

const shop = z.object({
  id: z.number(),
  code: z.number(),
  title: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  openingHoursMain: z.string().nullable(),
  openingHoursWeekend: z.string().nullable(),
  openingHoursCustom: z.string().nullable(),
  coordinates: z.tuple([z.number(), z.number()]).nullable(),
});

const city = z.object({ id: z.number(), name: z.string(), code: z.number(), shop: z.number(), shops: z.array(shop).optional() });

export const cityInRegionSchema = {
  summary: 'Города регионов с магазинами (point=true)',
  description:
    '«Другой город» (id 4586109697, код 349, пункт 1499) не входит в регионы: он приходит отдельно в `otherCity` ' +
    '(с пунктом курьерской компании при point=true), чтобы клиент показал его своей кнопкой с предупреждением.',
  tags: ['geo'],
  querystring: z.object({ id: idListParam, point: z.enum(['true', 'false']).default('false') }),
  response: {
    200: z.object({
      items: z.array(z.object({ id: z.number(), name: z.string(), cities: z.array(city) })),
      otherCity: city.nullable(),
    }),
    400: errorSchema,
  },
};

export const deliveryPointsSchema = {
  summary: 'Магазины (пункты самовывоза) города',
  tags: ['geo'],
  querystring: z.object({ cityId: bigIdParam }),
  response: { 200: z.object({ items: z.array(shop) }), 400: errorSchema },
};
