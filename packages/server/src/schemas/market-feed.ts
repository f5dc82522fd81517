import { z } from 'zod';
import { bigIdParam, errorSchema } from './common';

/** The feed is streamed as bytes (never serialized); the schema only documents it in OpenAPI. */
const yml = z.any().meta({ type: 'string', format: 'binary' });

export const marketFeedSchema = {
  summary: 'YML-фид для Яндекс Маркета, Товаров и Директа: магазин, категории, предложения города (по умолчанию — основного)',
  tags: ['feed'],
  querystring: z.object({
    city: bigIdParam.optional().describe('id города (GET /api/geo-region/city-in-region); по умолчанию — основной город'),
  }),
  response: {
    200: { description: 'YML (XML, UTF-8)', content: { 'application/xml': { schema: yml } } },
    304: { description: 'Не изменился с If-Modified-Since', content: { 'application/xml': { schema: yml } } },
    400: errorSchema,
    404: errorSchema,
  },
};
