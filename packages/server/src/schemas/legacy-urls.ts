import { z } from 'zod';
import { errorSchema, text } from './common';

export const LEGACY_URL_MESSAGES = {
  path: 'Ожидается путь страницы магазина, начинающийся с «/»',
  notFound: 'Для этого адреса нет перенаправления',
} as const;

export const urlResolveSchema = {
  summary: 'Новый адрес старой страницы магазина (постоянное перенаправление, 301) или 404',
  tags: ['catalogue'],
  querystring: z.object({
    path: text({ error: LEGACY_URL_MESSAGES.path })
      .max(1024, LEGACY_URL_MESSAGES.path)
      .regex(/^\/(?!\/)/, LEGACY_URL_MESSAGES.path)
      .describe('Путь с запросом, например /store/moto-ekipirovka/masla/123.html?defect=…'),
  }),
  response: {
    200: z.object({
      location: z.string().describe('Новый путь на том же сайте'),
      statusCode: z.literal(301).describe('Код перенаправления, которым отвечать браузеру'),
    }),
    400: errorSchema,
    404: errorSchema,
  },
};
