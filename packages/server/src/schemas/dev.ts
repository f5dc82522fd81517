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

export const mailOutboxSchema = {
  summary: 'Последние письма локального почтового провайдера на адрес (только для разработки и тестов, только с этой машины)',
  tags: ['dev'],
  querystring: z.object({ email: text().trim().max(254) }),
  response: {
    200: z.object({
      items: z.array(z.object({ messageId: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.string() })),
    }),
    400: errorSchema,
    404: errorSchema,
  },
};
