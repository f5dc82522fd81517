import { z } from 'zod';
import { errorSchema, text } from './common';

export const smsOutboxSchema = {
  summary: 'Последние SMS локального провайдера на номер (только для разработки и тестов, только с этой машины)',
  tags: ['dev'],
  querystring: z.object({ phone: text().max(64) }),
  response: {
    200: z.object({ items: z.array(z.object({ phone: z.string(), text: z.string(), createdAt: z.string() })) }),
    400: errorSchema,
    404: errorSchema,
  },
};
