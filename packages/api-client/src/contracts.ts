import { z } from 'zod/mini';

/** Response contracts checked at the boundary (farfetched-style), kept to what the apps read. */

export interface MenuCategory {
  id: number;
  slug: string;
  name: string;
  count: number;
  children: MenuCategory[];
}

export const categorySchema: z.ZodMiniType<MenuCategory> = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  count: z.number(),
  children: z.array(z.lazy(() => categorySchema)),
});

export const categoryMenuSchema = z.object({ categories: z.array(categorySchema) });

const openingHours = z.nullable(z.string());

export const shopSchema = z.object({
  id: z.number(),
  code: z.number(),
  title: z.string(),
  address: z.string(),
  phone: z.nullable(z.string()),
  openingHoursMain: openingHours,
  openingHoursWeekend: openingHours,
  openingHoursCustom: openingHours,
});

export const citySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.number(),
  shop: z.number(),
  shops: z.optional(z.array(shopSchema)),
});

export const regionsSchema = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), cities: z.array(citySchema) })),
});

export const menuItemSchema = z.object({ id: z.number(), title: z.string(), href: z.string() });

export const menusSchema = z.object({
  items: z.array(z.object({ code: z.string(), title: z.string(), items: z.array(menuItemSchema) })),
});

export type Shop = z.infer<typeof shopSchema>;
export type City = z.infer<typeof citySchema>;
export type Region = z.infer<typeof regionsSchema>['items'][number];
export type MenuItem = z.infer<typeof menuItemSchema>;
export type Menu = z.infer<typeof menusSchema>['items'][number];
