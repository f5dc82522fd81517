import { productPath } from '@store/domain';
import type { Queryable } from '../db';
import { ownSlugsSql } from './product-paths';

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

interface ProductRow {
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
  categories: CategoryRow[];
  images: { name: string; main: boolean }[];
  prices: {
    stock_code: number;
    price_retail: number;
    price_discount: number | null;
    price_discount_end_date: string | null;
    defect_price_retail: number | null;
  }[];
  defects: {
    serial_number: string;
    price_retail: number;
    price_discount: number | null;
    stock_code: number;
    quantity: number;
    reason: string;
  }[];
  stock: { shop_id: number; city_id: number; code: number; quantity: number; assembled_quantity: number }[];
  own_slugs: string[] | null;
}

/**
 * The product with its category chain, pictures, the stock code's prices, marked-down items and
 * stock per shop, and its own category's slugs: one prepared statement, so a product page is one
 * round trip planned once per connection. The lists come as JSON, each in its own order.
 */
const PRODUCT_SQL = `
  SELECT p.id, p.sku, p.title, p.status, pr.name AS producer, p.attributes, p.weight_kg, p.length_cm, p.width_cm, p.height_cm,
         p.description,
         (WITH RECURSIVE chain AS (
            SELECT c.* FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = p.id
            UNION SELECT c.* FROM categories c JOIN chain ON c.id = chain.parent_id)
          SELECT coalesce(json_agg(json_build_object('id', id, 'parent_id', parent_id, 'slug', slug, 'name', name,
                   'delivery_price', delivery_price, 'percent_prepayment', percent_prepayment, 'assembly_price', assembly_price)), '[]')
            FROM chain) AS categories,
         (SELECT coalesce(json_agg(json_build_object('name', name, 'main', main) ORDER BY main DESC, sort), '[]')
            FROM product_images WHERE product_id = p.id) AS images,
         (SELECT coalesce(json_agg(json_build_object('stock_code', stock_code, 'price_retail', price_retail,
                   'price_discount', price_discount, 'price_discount_end_date', price_discount_end_date,
                   'defect_price_retail', defect_price_retail)), '[]')
            FROM product_prices WHERE product_id = p.id AND stock_code = $2) AS prices,
         (SELECT coalesce(json_agg(json_build_object('serial_number', serial_number, 'price_retail', price_retail,
                   'price_discount', price_discount, 'stock_code', stock_code, 'quantity', quantity, 'reason', reason)
                   ORDER BY serial_number), '[]')
            FROM product_defects WHERE product_id = p.id AND stock_code = $2 AND quantity > 0) AS defects,
         (SELECT coalesce(json_agg(json_build_object('shop_id', s.shop_id, 'city_id', sh.city_id, 'code', sh.code,
                   'quantity', s.quantity, 'assembled_quantity', s.assembled_quantity) ORDER BY sh.sort, sh.id), '[]')
            FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = p.id AND sh.code = $2) AS stock,
         ${ownSlugsSql('p.id')} AS own_slugs
    FROM products p LEFT JOIN producers pr ON pr.id = p.producer_id
   -- A hidden product (1C deleted it or a full catalogue left it out, decision 0057) has no page.
   WHERE p.id = $1 AND p.hidden_at IS NULL`;

/** One product as SPEC §3 describes it, for a city's stock code. */
export function productRepository(db: Queryable) {
  return {
    async byId(id: number, stockCode: number, defectSerialNumber?: string) {
      const [product] = await db.query<ProductRow>(PRODUCT_SQL, [id, stockCode], { prepare: true });
      if (!product) return { found: false as const, reason: 'product' as const };
      const { categories, images, prices, defects, stock } = product;
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
      const categorySlugs = product.own_slugs ?? [];
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
