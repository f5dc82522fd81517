import { z } from 'zod';

export const fileSchema = {
  summary: 'Изображение товара по имени файла',
  tags: ['files'],
  params: z.object({ name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}\.(webp|png|jpg)$/, 'недопустимое имя файла') }),
  querystring: z.object({ dir: z.enum(['store', 'product', 'store,product']).default('store,product') }),
};
