import { DEFAULT_CITY, OTHER_CITY, deliveryPrepayment, productPriceForCity } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';

interface ProductDto {
  id: number;
  title: string;
  categories: {
    slug: string;
    name: string;
    parent: { slug: string; parent: unknown } | null;
    deliveryPrice: number | null;
    percentPrepayment: number | null;
    assemblyService: { price: number } | null;
  }[];
  productImages: { name: string; main: boolean }[];
  productPrices: {
    stockCode: number;
    priceRetail: number;
    priceDiscount: number | null;
    priceDiscountEndDate: string | null;
    defectPriceRetail: number | null;
  }[];
  productDefects: { serialNumber: string; priceRetail: number; priceDiscount: number | null; stockCode: number; quantity: number }[];
  metaProducts: { point: { cityId: number }; pointId: number; stockCode: number; quantity: number }[];
  defectSerialNumber: string | null;
  defectReason: string | null;
  totalQuantity: number;
  message?: string;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ url });
  return { status: res.statusCode, body: res.json() as ProductDto };
};

describe('GET /api/product/:id (SPEC §3 Product)', () => {
  it("answers the product with the city's prices, its category chain and stock per shop", async () => {
    const [laptop] = await ctx.db.query<{ product_id: number }>(
      "SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'noutbuki' ORDER BY pc.product_id LIMIT 1",
    );
    const { status, body } = await get(`/api/product/${laptop!.product_id}?selectedCity=${DEFAULT_CITY.id}`);
    expect(status).toBe(200);
    expect(body.title).toMatch(/^Ноутбук /);
    expect(body.categories[0]).toMatchObject({
      slug: 'noutbuki',
      deliveryPrice: 700,
      percentPrepayment: 10,
      parent: { slug: 'komp', parent: null },
    });
    expect(body.productPrices.map((p) => p.stockCode)).toEqual([353]);
    expect(body.productImages[0]).toEqual({ name: 'noutbuki.webp', main: true });
    expect(body.metaProducts.every((m) => m.stockCode === 353 && m.point.cityId === DEFAULT_CITY.id)).toBe(true);
    expect(body.totalQuantity).toBe(body.metaProducts.reduce((s, m) => s + m.quantity, 0));
    // Both sides can compute the price and the prepayment from this answer with @store/domain.
    expect(productPriceForCity(body, 353, new Date())).toBeGreaterThan(0);
    expect(deliveryPrepayment({ priceRetail: body.productPrices[0]!.priceRetail, categories: body.categories })).toBeGreaterThanOrEqual(0);
  });

  it("'other city' sees the main stock code's prices", async () => {
    const { body } = await get(`/api/product/1?selectedCity=${OTHER_CITY.id}`);
    expect(body.productPrices.map((p) => p.stockCode)).toEqual([353]);
  });

  it('a marked-down item by serial number carries defectSerialNumber and defectReason', async () => {
    const [defect] = await ctx.db.query<{ product_id: number; serial_number: string; reason: string }>(
      'SELECT product_id, serial_number, reason FROM product_defects WHERE stock_code = 353 ORDER BY serial_number LIMIT 1',
    );
    const { status, body } = await get(
      `/api/product/${defect!.product_id}?defectSerialNumber=${encodeURIComponent(defect!.serial_number)}`,
    );
    expect(status).toBe(200);
    expect(body.defectSerialNumber).toBe(defect!.serial_number);
    expect(body.defectReason).toBe(defect!.reason);
    expect(body.productDefects.map((d) => d.serialNumber)).toContain(defect!.serial_number);
  });

  it('an unknown product or serial number is a Russian 404', async () => {
    expect((await get('/api/product/999999')).body.message).toBe('Товар не найден');
    const missing = await get('/api/product/1?defectSerialNumber=У-9999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Уценённый товар с таким серийным номером не найден');
  });

  it.each(['/api/product/abc', '/api/product/-1', '/api/product/1?selectedCity=x', "/api/product/1?defectSerialNumber=a'b"])(
    '%s is a 400',
    async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.message).toContain('Некорректный запрос');
    },
  );
});
