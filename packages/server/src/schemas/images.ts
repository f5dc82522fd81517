import { IMAGE_QUALITY_DEFAULT, IMAGE_WIDTHS } from '@store/domain';
import { z } from 'zod';
import { errorSchema, text } from './common';

export const IMAGE_MESSAGES = {
  url: 'Недопустимый адрес изображения: только изображения магазина',
  width: `Недопустимая ширина изображения: допустимы ${IMAGE_WIDTHS.join(', ')}`,
  quality: 'Качество изображения должно быть целым числом от 1 до 100',
  notFound: 'Изображение не найдено',
} as const;

const picture = z.any().meta({ type: 'string', format: 'binary' });

export const customLoaderSchema = {
  summary: 'Изображение магазина в нужной ширине и качестве (WebP/AVIF по заголовку Accept), с дисковым кешем',
  tags: ['files'],
  querystring: z.object({
    url: text({ error: IMAGE_MESSAGES.url })
      .min(1, IMAGE_MESSAGES.url)
      .max(512, IMAGE_MESSAGES.url)
      .describe('/api/file/<имя>?dir=store,product, тот же адрес с нашим хостом или просто имя файла'),
    w: z.coerce.number(IMAGE_MESSAGES.width).refine((w) => IMAGE_WIDTHS.includes(w), IMAGE_MESSAGES.width),
    q: z.coerce
      .number(IMAGE_MESSAGES.quality)
      .int(IMAGE_MESSAGES.quality)
      .min(1, IMAGE_MESSAGES.quality)
      .max(100, IMAGE_MESSAGES.quality)
      .default(IMAGE_QUALITY_DEFAULT),
  }),
  response: {
    200: {
      description: 'Изображение',
      content: {
        'image/avif': { schema: picture },
        'image/webp': { schema: picture },
        'image/png': { schema: picture },
        'image/jpeg': { schema: picture },
      },
    },
    400: errorSchema,
    404: errorSchema,
  },
};
