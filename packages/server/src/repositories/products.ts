import { productPath } from '@store/domain';
import type { Queryable } from '../db';
import { ownCategories } from './product-paths';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  delivery_price: number | null;
  percent_prepayment: number | null;
  assembly_price: number | null;
}

export interface ProductCategoryDto {
  id: number;
  slug: string;
  name: string;
  parent: ProductCategoryDto | null;
  deliveryPrice: number | null;
  percentPrepayment: number | null;
  assemblyService: { price: number } | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One product as SPEC §3 describes it, for a city's stock code. */
export function productRepository(db: Queryable) {
  return {
    async byId(id: number, stockCode: number, defectSerialNumber?: string) {
      const [product] = await db.query<{
        id: number;
        sku: string;
        title: string;
        status: string;
        producer: string | null;
        attributes: Record<string, string>;
        weight_kg: number;
        length_cm: number;
        width_cm: number;
        height_cm: number;
        description: string | null;
      }>(
        // A hidden product (1C deleted it or a full catalogue left it out, decision 0056) has no page.
        `SELECT p.id, p.sku, p.title, p.status, pr.name AS producer, p.attributes, p.weight_kg, p.length_cm, p.width_cm, p.height_cm, p.description
           FROM products p LEFT JOIN producers pr ON pr.id = p.producer_id WHERE p.id = $1 AND p.hidden_at IS NULL`,
        [id],
      );
      if (!product) return { found: false as const, reason: 'product' as const };
      const [categories, images, prices, defects, stock, own] = await Promise.all([
        db.query<CategoryRow>(
          `WITH RECURSIVE chain AS (
             SELECT c.* FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = $1
             UNION SELECT c.* FROM categories c JOIN chain ON c.id = chain.parent_id)
           SELECT id, parent_id, slug, name, delivery_price, percent_prepayment, assembly_price FROM chain`,
          [id],
        ),
        db.query<{ name: string; main: boolean }>('SELECT name, main FROM product_images WHERE product_id = $1 ORDER BY main DESC, sort', [
          id,
        ]),
        db.query<{
          stock_code: number;
          price_retail: number;
          price_discount: number | null;
          price_discount_end_date: Date | null;
          defect_price_retail: number | null;
        }>(
          'SELECT stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail FROM product_prices WHERE product_id = $1 AND stock_code = $2',
          [id, stockCode],
        ),
        db.query<{
          serial_number: string;
          price_retail: number;
          price_discount: number | null;
          stock_code: number;
          quantity: number;
          reason: string;
        }>(
          'SELECT serial_number, price_retail, price_discount, stock_code, quantity, reason FROM product_defects WHERE product_id = $1 AND stock_code = $2 AND quantity > 0 ORDER BY serial_number',
          [id, stockCode],
        ),
        db.query<{ shop_id: number; city_id: number; code: number; quantity: number; assembled_quantity: number }>(
          'SELECT s.shop_id, sh.city_id, sh.code, s.quantity, s.assembled_quantity FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = $1 AND sh.code = $2 ORDER BY sh.sort, sh.id',
          [id, stockCode],
        ),
        ownCategories(db, [id]),
      ]);
      const defect = defectSerialNumber ? defects.find((d) => d.serial_number === defectSerialNumber) : undefined;
      if (defectSerialNumber && !defect) return { found: false as const, reason: 'defect' as const };

      const byId = new Map(categories.map((c) => [c.id, c]));
      const toDto = (row: CategoryRow): ProductCategoryDto => {
        const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
        return {
          id: row.id,
          slug: row.slug,
          name: row.name,
          parent: parent ? toDto(parent) : null,
          deliveryPrice: row.delivery_price,
          percentPrepayment: row.percent_prepayment,
          assemblyService: row.assembly_price ? { price: row.assembly_price } : null,
        };
      };
      const leafIds = new Set(categories.map((c) => c.id).filter((cid) => !categories.some((c) => c.parent_id === cid)));
      const totalQuantity = stock.reduce((sum, s) => sum + s.quantity, 0);
      const categorySlugs = own.get(id)?.slugs ?? [];
      return {
        found: true as const,
        product: {
          id: product.id,
          sku: product.sku,
          title: product.title,
          producer: product.producer,
          description: product.description,
          attributes: product.attributes,
          weightKg: product.weight_kg,
          dimensionsCm: [product.length_cm, product.width_cm, product.height_cm] as [number, number, number],
          status: product.status,
          categories: categories.filter((c) => leafIds.has(c.id)).map(toDto),
          productImages: images.map((i) => ({ name: i.name, main: i.main })),
          productPrices: prices.map((p) => ({
            stockCode: p.stock_code,
            priceRetail: p.price_retail,
            priceDiscount: p.price_discount,
            priceDiscountEndDate: iso(p.price_discount_end_date),
            defectPriceRetail: p.defect_price_retail,
          })),
          productDefects: defects.map((d) => ({
            serialNumber: d.serial_number,
            priceRetail: d.price_retail,
            priceDiscount: d.price_discount,
            stockCode: d.stock_code,
            quantity: d.quantity,
          })),
          metaProducts: stock.map((s) => ({
            point: { cityId: s.city_id },
            pointId: s.shop_id,
            stockCode: s.code,
            quantity: s.quantity,
            assembledQuantity: s.assembled_quantity,
            status: s.quantity > 0 ? 'inStock' : product.status === 'inStock' ? 'toOrder' : product.status,
          })),
          defectSerialNumber: defect?.serial_number ?? null,
          defectReason: defect?.reason ?? null,
          totalQuantity,
          assembledQuantity: stock.reduce((sum, s) => sum + s.assembled_quantity, 0),
          categorySlugs,
          path: productPath(categorySlugs, id, defect?.serial_number ?? null),
        },
      };
    },
  };
}
