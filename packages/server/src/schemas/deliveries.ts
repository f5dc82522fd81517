import { z } from 'zod';

export const deliveriesSchema = {
  summary: 'Способы доставки: самовывоз (2), курьер по городу (4), курьерская компания (5)',
  tags: ['delivery'],
  response: {
    200: z.object({
      items: z.array(z.object({ id: z.number(), name: z.string(), description: z.string(), price: z.number().nullable() })),
    }),
  },
};
