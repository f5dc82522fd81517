import { z } from 'zod';

export const healthSchema = {
  summary: 'Состояние API и базы данных',
  tags: ['service'],
  response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) },
};
