import type { Queryable } from '../../db';
import type { NewOrder, OrderableProduct } from './types';

/** What placing an order reads and writes: the city, the products and their prices, the order and its lines. */
export function orderPlacementRepository(db: Queryable) {
  return {
    async city(cityId: number | undefined, cityCode: number | undefined) {
      const [row] =
        cityId !== undefined
          ? await db.query<{ id: number; name: string; code: number; is_other: boolean }>(
              'SELECT id, name, code, is_other FROM cities WHERE id = $1',
              [cityId],
            )
          : await db.query<{ id: number; name: string; code: number; is_other: boolean }>(
              'SELECT id, name, code, is_other FROM cities WHERE code = $1 ORDER BY is_other LIMIT 1',
              [cityCode],
            );
      return row ?? null;
    },

    /** The shop a pickup order goes to when the buyer chose none. */
    async defaultShopOf(cityId: number): Promise<number> {
      const [row] = await db.query<{ default_shop_id: number }>('SELECT default_shop_id FROM cities WHERE id = $1', [cityId]);
      return row!.default_shop_id;
    },

    /** The total weight of the products (each counted once), 0 for none found. */
    async totalWeight(ids: number[]): Promise<number> {
      const [row] = await db.query<{ weight: number | null }>(
        'SELECT sum(weight_kg)::float8 AS weight FROM products WHERE id = ANY($1::int[])',
        [ids],
      );
      return row?.weight ?? 0;
    },

    /** Weight and size of each product, for the courier company's parcels. */
    async parcels(ids: number[]) {
      return db.query<{ id: number; weight_kg: number; length_cm: number; width_cm: number; height_cm: number }>(
        'SELECT id, weight_kg, length_cm, width_cm, height_cm FROM products WHERE id = ANY($1::int[])',
        [ids],
      );
    },

    async shopOfCity(shopId: number, cityId: number) {
      const [row] = await db.query<{ id: number }>('SELECT id FROM shops WHERE id = $1 AND city_id = $2', [shopId, cityId]);
      return row ?? null;
    },

    /** The products of `ids` with their price at `stockCode` (null when not sold there). */
    async orderable(ids: number[], stockCode: number): Promise<Map<number, OrderableProduct>> {
      const rows = await db.query<{
        id: number;
        sku: string;
        title: string;
        status: OrderableProduct['status'];
        weight_kg: number;
        length_cm: number;
        width_cm: number;
        height_cm: number;
        price_retail: number | null;
        price_discount: number | null;
        price_discount_end_date: Date | null;
        defect_price_retail: number | null;
      }>(
        `SELECT p.id, p.sku, p.title, p.status, p.weight_kg, p.length_cm, p.width_cm, p.height_cm,
                pp.price_retail, pp.price_discount, pp.price_discount_end_date, pp.defect_price_retail
           FROM products p LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2
          WHERE p.id = ANY($1::int[])`,
        [ids, stockCode],
      );
      const categories = await db.query<{
        product_id: number;
        delivery_price: number | null;
        percent_prepayment: number | null;
        assembly_price: number | null;
        own: boolean;
      }>(
        `WITH RECURSIVE chain AS (
           SELECT pc.product_id, c.id, c.parent_id, c.delivery_price, c.percent_prepayment, c.assembly_price, true AS own
             FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ANY($1::int[])
           UNION
           SELECT chain.product_id, c.id, c.parent_id, c.delivery_price, c.percent_prepayment, c.assembly_price, false
             FROM categories c JOIN chain ON c.id = chain.parent_id)
         SELECT product_id, delivery_price, percent_prepayment, assembly_price, own FROM chain`,
        [ids],
      );
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            sku: r.sku,
            title: r.title,
            status: r.status,
            weightKg: r.weight_kg,
            lengthCm: r.length_cm,
            widthCm: r.width_cm,
            heightCm: r.height_cm,
            price:
              r.price_retail === null
                ? null
                : {
                    stockCode,
                    priceRetail: r.price_retail,
                    priceDiscount: r.price_discount,
                    priceDiscountEndDate: r.price_discount_end_date ? new Date(r.price_discount_end_date).toISOString() : null,
                    defectPriceRetail: r.defect_price_retail,
                  },
            categories: categories
              .filter((c) => c.product_id === r.id)
              .map((c) => ({ deliveryPrice: c.delivery_price, percentPrepayment: c.percent_prepayment })),
            ownCategories: categories
              .filter((c) => c.product_id === r.id && c.own)
              .map((c) => ({ assemblyService: c.assembly_price ? { price: c.assembly_price } : null })),
          },
        ]),
      );
    },

    /** A marked-down item of a product at a stock code, while any is left. */
    async defect(serialNumber: string, productId: number, stockCode: number) {
      const [row] = await db.query<{
        serial_number: string;
        price_retail: number;
        price_discount: number | null;
        stock_code: number;
        quantity: number;
      }>(
        'SELECT serial_number, price_retail, price_discount, stock_code, quantity FROM product_defects WHERE serial_number = $1 AND product_id = $2 AND stock_code = $3',
        [serialNumber, productId, stockCode],
      );
      return row ?? null;
    },

    /** Inserts the order unless its idempotency key was used by this phone: then null. */
    async insert(tx: Queryable, o: NewOrder): Promise<number | null> {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO orders (user_id, phone, customer, email, phone_contact, status_id, city_id, stock_code, shop_id, delivery_id,
            payment_method_id, goods_total, delivery_price, total_price, prepayment, confirmed, payment_status, is_legal, legal_name,
            legal_address, legal_email, inn, kpp, legal_address_coincides, address_city, street, house, apartment, comment,
            courier_city_code, courier_mode, courier_point_code, courier_period_days, contacts, utm_source, ym_client_id, one_click,
            idempotency_key, request_hash, created_at, services_total, courier_point_address)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42)
         ON CONFLICT (phone, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING id`,
        [
          o.userId,
          o.phone,
          o.customer,
          o.email,
          o.phoneContact,
          o.statusId,
          o.cityId,
          o.stockCode,
          o.shopId,
          o.deliveryId,
          o.paymentMethodId,
          o.goodsTotal,
          o.deliveryPrice,
          o.totalPrice,
          o.prepayment,
          o.confirmed,
          o.paymentStatus,
          o.isLegal,
          o.legal?.name ?? null,
          o.legal?.address ?? null,
          o.legal?.email ?? null,
          o.legal?.inn ?? null,
          o.legal?.kpp ?? null,
          o.legalAddressCoincides,
          o.address.city,
          o.address.street,
          o.address.house,
          o.address.apartment,
          o.comment,
          o.courier?.cityCode ?? null,
          o.courier?.mode ?? null,
          o.courier?.pointCode ?? null,
          o.courier?.periodDays ?? null,
          JSON.stringify(o.contacts),
          o.utmSource,
          o.ymClientId,
          o.oneClick,
          o.idempotencyKey,
          o.requestHash,
          o.createdAt,
          o.servicesTotal,
          o.courier?.pointAddress ?? null,
        ],
      );
      return rows[0]?.id ?? null;
    },

    async byIdempotencyKey(q: Queryable, phone: string, key: string) {
      const [row] = await q.query<{ id: number; request_hash: string | null }>(
        'SELECT id, request_hash FROM orders WHERE phone = $1 AND idempotency_key = $2',
        [phone, key],
      );
      return row ?? null;
    },

    async insertLine(
      tx: Queryable,
      line: {
        orderId: number;
        productId: number;
        sku: string;
        productName: string;
        quantity: number;
        price: number;
        defectSerialNumber: string | null;
        productStatus: string;
        shopId: number | null;
        assemblyPrice: number | null;
      },
    ) {
      await tx.query(
        `INSERT INTO order_products (order_id, product_id, sku, product_name, quantity, price, defect_serial_number, product_status, shop_id,
            assembly_price)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          line.orderId,
          line.productId,
          line.sku,
          line.productName,
          line.quantity,
          line.price,
          line.defectSerialNumber,
          line.productStatus,
          line.shopId,
          line.assemblyPrice,
        ],
      );
    },

    async userPhone(userId: number) {
      const [row] = await db.query<{ phone: string | null; phone_confirm: boolean }>(
        'SELECT phone, phone_confirm FROM users WHERE id = $1',
        [userId],
      );
      return row ?? null;
    },
  };
}
