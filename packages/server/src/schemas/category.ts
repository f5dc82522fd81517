import { z } from 'zod';
import { bigIdParam, errorSchema } from './common';

export interface CategoryNodeOut {
  id: number;
  slug: string;
  name: string;
  count: number;
  children: CategoryNodeOut[];
}

const categoryNode: z.ZodType<CategoryNodeOut> = z.lazy(() =>
  z.object({ id: z.number(), slug: z.string(), name: z.string(), count: z.number(), children: z.array(categoryNode) }),
);
// A named schema: the OpenAPI document refers to it (recursive), and the browser's types get its name.
z.globalRegistry.add(categoryNode, { id: 'CategoryNode' });

export const categoryMenuSchema = {
  summary: 'Дерево категорий с количеством товаров для города',
  tags: ['catalogue'],
  querystring: z.object({ selectedCity: bigIdParam.optional() }),
  response: { 200: z.object({ categories: z.array(categoryNode) }), 400: errorSchema },
};
