import { productPath, productPriceForCity, type ProductStatus } from '@store/domain';
import type { Queryable } from '../db';
import { mainImageSql } from './listing';
import { ownCategories } from './product-paths';

/** A product, or one marked-down item of it: what a cart line and a favourite point at. */
export interface ItemKey {
  id: number;
  defectSerialNumber: string | null;
}

/** A cart line as this API stores and sends it (SPEC §7 cartList: the product is `id`). */
export interface StoredLine extends ItemKey {
  quantity: number;
  selected: boolean;
}

/** What a cart line or a favourite shows of its good in one city. */
export interface ItemCard {
  title: string;
  sku: string;
  image: string | null;
  status: ProductStatus;
  /** Unit price by the rules of @store/domain; null when the good cannot be bought in the city. */
  price: number | null;
  /** The regular retail price of a new one in the city, for the crossed-out price. */
  priceRetail: number | null;
  defectReason: string | null;
  /** Pieces in the city's shops (of a marked-down item: of that item). */
  totalQuantity: number;
  available: boolean;
  /** The product page (`?defect=` for a marked-down item). */
  path: string;
}

interface ProductRow {
  id: number;
  sku: string;
  title: string;
  status: ProductStatus;
  image: string | null;
  price_retail: number | null;
  price_discount: number | null;
  price_discount_end_date: Date | string | null;
  defect_price_retail: number | null;
  stock: number;
}

/** A row of product_defects: one marked-down item (its serial number) at one stock code. */
export interface DefectRow {
  serial_number: string;
  product_id: number;
  stock_code: number;
  price_retail: number;
  price_discount: number | null;
  quantity: number;
  reason: string;
}

const keyOf = (item: ItemKey) => `${item.id}\u0000${item.defectSerialNumber ?? ''}`;

/** Products and marked-down items that exist, for refusing unknown ones before they are stored. */
export async function knownItems(db: Queryable, items: readonly ItemKey[]) {
  const ids = [...new Set(items.map((i) => i.id))];
  const serials = [...new Set(items.flatMap((i) => (i.defectSerialNumber ? [i.defectSerialNumber] : [])))];
  const [products, defects] = await Promise.all([
    db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]),
    serials.length
      ? db.query<DefectRow>('SELECT serial_number, product_id, quantity FROM product_defects WHERE serial_number = ANY($1::text[])', [
          serials,
        ])
      : Promise.resolve([] as DefectRow[]),
  ]);
  return {
    products: new Set(products.map((p) => p.id)),
    /** Serial number → its product and the pieces left. */
    defects: new Map(defects.map((d) => [d.serial_number, { productId: d.product_id, quantity: d.quantity }])),
  };
}

/**
 * Cards of goods for a city's stock code, in the order of `items`; an item whose product is gone
 * is left out. Prices come from `productPriceForCity` of @store/domain at `now` (the app's clock),
 * so the cart total is the one the domain rules give. A marked-down item is available only while
 * it is in a shop of the city (as `GET /api/product/:id` lists it) and not sold out.
 */
export async function itemCards<T extends ItemKey>(
  db: Queryable,
  items: readonly T[],
  stockCode: number,
  now: Date,
): Promise<(T & ItemCard)[]> {
  if (items.length === 0) return [];
  const ids = [...new Set(items.map((i) => i.id))];
  const serials = [...new Set(items.flatMap((i) => (i.defectSerialNumber ? [i.defectSerialNumber] : [])))];
  const [products, defects, own] = await Promise.all([
    db.query<ProductRow>(
      `SELECT p.id, p.sku, p.title, p.status, ${mainImageSql('p.id')} AS image,
              pp.price_retail, pp.price_discount, pp.price_discount_end_date, pp.defect_price_retail,
              COALESCE((SELECT sum(s.quantity) FROM stock s JOIN shops sh ON sh.id = s.shop_id
                         WHERE s.product_id = p.id AND sh.code = $2), 0)::int AS stock
         FROM products p LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2
        WHERE p.id = ANY($1::int[])`,
      [ids, stockCode],
    ),
    serials.length
      ? db.query<DefectRow>(
          'SELECT serial_number, product_id, stock_code, price_retail, price_discount, quantity, reason FROM product_defects WHERE serial_number = ANY($1::text[])',
          [serials],
        )
      : Promise.resolve([] as DefectRow[]),
    ownCategories(db, ids),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const defectBySerial = new Map(defects.map((d) => [d.serial_number, d]));

  return items.flatMap((item) => {
    const product = productById.get(item.id);
    if (!product) return [];
    const productPrices =
      product.price_retail === null
        ? []
        : [
            {
              stockCode,
              priceRetail: product.price_retail,
              priceDiscount: product.price_discount,
              priceDiscountEndDate:
                product.price_discount_end_date === null ? null : new Date(product.price_discount_end_date).toISOString(),
              defectPriceRetail: product.defect_price_retail,
            },
          ];
    const regularStatus: ProductStatus = product.stock > 0 ? 'inStock' : product.status === 'inStock' ? 'toOrder' : product.status;
    const base = {
      title: product.title,
      sku: product.sku,
      image: product.image,
      priceRetail: product.price_retail,
      path: productPath(own.get(item.id)?.slugs ?? [], item.id, item.defectSerialNumber),
    };
    if (item.defectSerialNumber === null) {
      const price = productPriceForCity({ productPrices, productDefects: [] }, stockCode, now) ?? null;
      return [
        {
          ...item,
          ...base,
          status: regularStatus,
          price,
          defectReason: null,
          totalQuantity: product.stock,
          available: price !== null,
        },
      ];
    }
    const defect = defectBySerial.get(item.defectSerialNumber);
    const inCity = defect !== undefined && defect.product_id === item.id && defect.stock_code === stockCode && defect.quantity > 0;
    const productDefects = inCity
      ? [
          {
            serialNumber: defect.serial_number,
            priceRetail: defect.price_retail,
            priceDiscount: defect.price_discount,
            stockCode: defect.stock_code,
            quantity: defect.quantity,
          },
        ]
      : [];
    const price = inCity ? (productPriceForCity({ productPrices, productDefects }, stockCode, now, item.defectSerialNumber) ?? null) : null;
    return [
      {
        ...item,
        ...base,
        status: inCity ? ('inStock' as const) : regularStatus,
        price,
        defectReason: defect?.product_id === item.id ? defect.reason : null,
        totalQuantity: inCity ? defect.quantity : 0,
        available: price !== null,
      },
    ];
  });
}

interface LineRow {
  product_id: number;
  defect_serial_number: string | null;
  quantity: number;
  selected: boolean;
}

const toLine = (row: LineRow): StoredLine => ({
  id: row.product_id,
  defectSerialNumber: row.defect_serial_number,
  quantity: row.quantity,
  selected: row.selected,
});

/** The server cart of signed-in users (SPEC §6): one row per line, in the order lines were added. */
export function cartRepository(db: Queryable) {
  return {
    cards: <T extends ItemKey>(items: readonly T[], stockCode: number, now: Date) => itemCards(db, items, stockCode, now),
    known: (items: readonly ItemKey[]) => knownItems(db, items),

    async lines(userId: number): Promise<StoredLine[]> {
      const rows = await db.query<LineRow>(
        'SELECT product_id, defect_serial_number, quantity, selected FROM cart_lines WHERE user_id = $1 ORDER BY id',
        [userId],
      );
      return rows.map(toLine);
    },

    /**
     * Merges lines into the cart: a new line is added as given; an existing one keeps the larger of
     * the two quantities and takes the incoming selection. Taking the larger (not the sum) makes
     * pushing the same guest cart twice — a retried request, a second tab — change nothing.
     */
    async merge(userId: number, lines: readonly StoredLine[]): Promise<void> {
      const unique = new Map<string, StoredLine>();
      for (const line of lines) {
        const seen = unique.get(keyOf(line));
        unique.set(keyOf(line), seen ? { ...line, quantity: Math.max(seen.quantity, line.quantity) } : line);
      }
      if (unique.size === 0) return;
      const rows = [...unique.values()];
      await db.query(
        `INSERT INTO cart_lines (user_id, product_id, defect_serial_number, quantity, selected)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::int[], $5::boolean[])
         ON CONFLICT ON CONSTRAINT cart_lines_item_key DO UPDATE
           SET quantity = GREATEST(cart_lines.quantity, EXCLUDED.quantity), selected = EXCLUDED.selected, updated_at = now()`,
        [userId, rows.map((r) => r.id), rows.map((r) => r.defectSerialNumber), rows.map((r) => r.quantity), rows.map((r) => r.selected)],
      );
    },

    /** Sets a line's quantity and/or selection; a missing line is added (quantity 1 and selected unless given). */
    async setLine(userId: number, item: ItemKey, change: { quantity?: number | undefined; selected?: boolean | undefined }) {
      await db.query(
        `INSERT INTO cart_lines (user_id, product_id, defect_serial_number, quantity, selected)
         VALUES ($1, $2, $3, COALESCE($4::int, 1), COALESCE($5::boolean, true))
         ON CONFLICT ON CONSTRAINT cart_lines_item_key DO UPDATE
           SET quantity = COALESCE($4::int, cart_lines.quantity), selected = COALESCE($5::boolean, cart_lines.selected), updated_at = now()`,
        [userId, item.id, item.defectSerialNumber, change.quantity ?? null, change.selected ?? null],
      );
    },

    async setAllSelected(userId: number, selected: boolean) {
      await db.query('UPDATE cart_lines SET selected = $2, updated_at = now() WHERE user_id = $1', [userId, selected]);
    },

    async removeLine(userId: number, item: ItemKey) {
      await db.query(
        'DELETE FROM cart_lines WHERE user_id = $1 AND product_id = $2 AND defect_serial_number IS NOT DISTINCT FROM $3::text',
        [userId, item.id, item.defectSerialNumber],
      );
    },

    async clear(userId: number) {
      await db.query('DELETE FROM cart_lines WHERE user_id = $1', [userId]);
    },
  };
}
