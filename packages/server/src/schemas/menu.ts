import { z } from 'zod';
import { errorSchema, text } from './common';

export const menuByCodeSchema = {
  summary: 'Меню по коду; несколько кодов через запятую',
  tags: ['content'],
  querystring: z.object({
    code: text()
      .regex(/^[a-z0-9-]{1,64}(,[a-z0-9-]{1,64}){0,9}$/, 'ожидается код меню или несколько кодов через запятую')
      .transform((value) => value.split(',')),
  }),
  response: {
    200: z.object({
      items: z.array(
        z.object({
          code: z.string(),
          title: z.string(),
          items: z.array(z.object({ id: z.number(), title: z.string(), href: z.string() })),
        }),
      ),
    }),
    400: errorSchema,
  },
};
