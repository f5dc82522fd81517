import { z } from 'zod';
import { errorSchema, text } from './common';

/** A picture's file name: lower-case letters, digits and dashes, an image extension; no path. */
export const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(webp|png|jpg)$/;

/** A picture is streamed as bytes (never serialized); the schema only documents it in OpenAPI. */
const picture = z.any().meta({ type: 'string', format: 'binary' });

export const fileSchema = {
  summary: 'Изображение товара по имени файла',
  tags: ['files'],
  params: z.object({ name: text().regex(FILE_NAME, 'недопустимое имя файла') }),
  querystring: z.object({ dir: z.enum(['store', 'product', 'store,product']).default('store,product') }),
  response: {
    200: {
      description: 'Изображение',
      content: { 'image/webp': { schema: picture }, 'image/png': { schema: picture }, 'image/jpeg': { schema: picture } },
    },
    400: errorSchema,
    404: errorSchema,
  },
};
