import { z } from 'zod';
import { serialNumber } from './cart';
import { bigIdParam, errorSchema, idParam, productPathOut } from './common';

interface CategoryOut {
  id: number;
  slug: string;
  name: string;
  parent: CategoryOut | null;
  deliveryPrice: number | null;
  percentPrepayment: number | null;
  assemblyService: { price: number } | null;
}

const category: z.ZodType<CategoryOut> = z.lazy(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    parent: category.nullable(),
    deliveryPrice: z.number().nullable(),
    percentPrepayment: z.number().nullable(),
    assemblyService: z.object({ price: z.number() }).nullable(),
  }),
);
// A named schema: the OpenAPI document refers to it (recursive), and the browser's types get its name.
z.globalRegistry.add(category, { id: 'ProductCategory' });

/** Stock of a product in one shop of the city (SPEC §3 Product metaProducts). */
export const metaProductOut = z.object({
  point: z.object({ cityId: z.number() }),
  pointId: z.number(),
  stockCode: z.number(),
  quantity: z.number(),
  assembledQuantity: z.number(),
  status: z.string(),
});

export const productSchema = {
  summary: 'Товар с ценами, уценёнными экземплярами и наличием по магазинам города',
  tags: ['catalogue'],
  params: z.object({ id: idParam }),
  querystring: z.object({
    selectedCity: bigIdParam.optional(),
    defectSerialNumber: serialNumber.optional(),
  }),
  response: {
    200: z.object({
      id: z.number(),
      sku: z.string(),
      title: z.string(),
      producer: z.string().nullable(),
      description: z
        .string()
        .nullable()
        .describe(
          'Описание товара из 1С (Описание): HTML как его прислала 1С, страница показывает его очищенным (только безопасная разметка)',
        ),
      attributes: z.record(z.string(), z.string()),
      weightKg: z.number(),
      dimensionsCm: z.tuple([z.number(), z.number(), z.number()]),
      status: z.string(),
      categories: z.array(category),
      productImages: z.array(z.object({ name: z.string(), main: z.boolean() })),
      productPrices: z.array(
        z.object({
          stockCode: z.number(),
          priceRetail: z.number(),
          priceDiscount: z.number().nullable(),
          priceDiscountEndDate: z.string().nullable(),
          defectPriceRetail: z.number().nullable(),
        }),
      ),
      productDefects: z.array(
        z.object({
          serialNumber: z.string(),
          priceRetail: z.number(),
          priceDiscount: z.number().nullable(),
          stockCode: z.number(),
          quantity: z.number(),
        }),
      ),
      metaProducts: z.array(metaProductOut),
      defectSerialNumber: z.string().nullable(),
      defectReason: z.string().nullable(),
      totalQuantity: z.number(),
      assembledQuantity: z.number(),
      categorySlugs: z
        .array(z.string())
        .describe('Цепочка категорий товара от верхней до его собственной (для categoryPath и хлебных крошек)'),
      path: productPathOut.describe('Канонический адрес страницы товара; с defectSerialNumber — адрес уценённого экземпляра (?defect=)'),
    }),
    400: errorSchema,
    404: errorSchema,
  },
};
