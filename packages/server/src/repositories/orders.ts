import type { Queryable } from '../db';

/** A product as an order needs it: its price row at one stock code, status, parcel size, categories' settings. */
export interface OrderableProduct {
  id: number;
  sku: string;
  title: string;
  status: 'inStock' | 'toOrder' | 'onWay';
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  price: {
    priceRetail: number;
    priceDiscount: number | null;
    priceDiscountEndDate: string | null;
    defectPriceRetail: number | null;
    stockCode: number;
  } | null;
  /** deliveryPrice / percentPrepayment of its categories and their parents (prepayment rule). */
  categories: { deliveryPrice: number | null; percentPrepayment: number | null }[];
  /** assemblyService of its own categories (the assembly rule counts only those, as the product page). */
  ownCategories: { assemblyService: { price: number } | null }[];
}

export interface OrderRow {
  id: number;
  user_id: number | null;
  phone: string;
  customer: string;
  email: string | null;
  status_id: number;
  city_id: number;
  city_name: string;
  stock_code: number;
  shop_id: number | null;
  shop_title: string | null;
  shop_address: string | null;
  point_address: string | null;
  delivery_id: number;
  payment_method_id: number;
  goods_total: number;
  services_total: number;
  delivery_price: number;
  total_price: number;
  prepayment: number;
  confirmed: number;
  payment_status: 'pending' | 'stuck' | 'obtained' | null;
  paid_at: Date | null;
  is_legal: boolean;
  legal_address: string | null;
  legal_address_coincides: boolean;
  address_city: string | null;
  street: string | null;
  house: string | null;
  apartment: string | null;
  comment: string | null;
  courier_period_days: number | null;
  created_at: Date;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  product_id: number;
  sku: string;
  product_name: string;
  quantity: number;
  price: number;
  defect_serial_number: string | null;
  product_status: string;
  shop_id: number | null;
  assembly_price: number | null;
}

/** Columns of a new order, as the placement service computed them. */
export interface NewOrder {
  userId: number | null;
  phone: string;
  customer: string;
  email: string | null;
  phoneContact: string | null;
  statusId: number;
  cityId: number;
  stockCode: number;
  shopId: number | null;
  deliveryId: number;
  paymentMethodId: number;
  goodsTotal: number;
  servicesTotal: number;
  deliveryPrice: number;
  totalPrice: number;
  prepayment: number;
  confirmed: number;
  paymentStatus: 'pending' | null;
  isLegal: boolean;
  legal: { name: string; address: string; email: string; inn: string; kpp: string } | null;
  legalAddressCoincides: boolean;
  address: { city: string | null; street: string | null; house: string | null; apartment: string | null };
  comment: string | null;
  courier: { cityCode: number; mode: string; pointCode: string | null; periodDays: number } | null;
  contacts: Record<string, unknown>;
  utmSource: string | null;
  ymClientId: string | null;
  oneClick: boolean;
  idempotencyKey: string | null;
  requestHash: string;
  createdAt: Date;
}

const ORDER_SELECT = `SELECT o.*, c.name AS city_name, sh.title AS shop_title, sh.address AS shop_address, cp.address_full AS point_address
  FROM orders o JOIN cities c ON c.id = o.city_id LEFT JOIN shops sh ON sh.id = o.shop_id
  LEFT JOIN courier_company_points cp ON cp.code = o.courier_point_code`;

/** Orders are closed (not 'open' for the similar-orders check) in these statuses. */
export const CLOSED_ORDER_STATUSES = [3, 4, 7, 14, 15, 16];

export function ordersRepository(db: Queryable) {
  const linesOf = async (orderIds: number[]) =>
    orderIds.length === 0
      ? []
      : db.query<OrderLineRow>('SELECT * FROM order_products WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, id', [orderIds]);

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
            idempotency_key, request_hash, created_at, services_total)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41)
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

    /**
     * Takes `quantity` units of a product from one shop of the stock code (the preferred shop first,
     * then the fullest). Each try is one conditional UPDATE, so two orders never take the same unit.
     */
    async reserveStock(
      tx: Queryable,
      productId: number,
      stockCode: number,
      quantity: number,
      preferShopId: number | null,
    ): Promise<number | null> {
      const candidates = await tx.query<{ shop_id: number }>(
        `SELECT s.shop_id FROM stock s JOIN shops sh ON sh.id = s.shop_id
          WHERE s.product_id = $1 AND sh.code = $2 AND s.quantity >= $3
          ORDER BY (s.shop_id = $4) DESC, s.quantity DESC, s.shop_id`,
        [productId, stockCode, quantity, preferShopId ?? 0],
      );
      for (const { shop_id } of candidates) {
        const taken = await tx.query<{ shop_id: number }>(
          'UPDATE stock SET quantity = quantity - $3 WHERE product_id = $1 AND shop_id = $2 AND quantity >= $3 RETURNING shop_id',
          [productId, shop_id, quantity],
        );
        if (taken.length === 1) return shop_id;
      }
      return null;
    },

    async reserveDefect(tx: Queryable, serialNumber: string, productId: number, stockCode: number, quantity: number): Promise<boolean> {
      const rows = await tx.query<{ serial_number: string }>(
        `UPDATE product_defects SET quantity = quantity - $4
          WHERE serial_number = $1 AND product_id = $2 AND stock_code = $3 AND quantity >= $4 RETURNING serial_number`,
        [serialNumber, productId, stockCode, quantity],
      );
      return rows.length === 1;
    },

    async byId(id: number): Promise<(OrderRow & { lines: OrderLineRow[] }) | null> {
      const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
      if (!row) return null;
      return { ...row, lines: await linesOf([row.id]) };
    },

    /** A user's orders, newest first, `limit` a page, optionally of one status. */
    async listForUser(userId: number, statusId: number | undefined, page: number, limit: number) {
      const params: unknown[] = [userId];
      let where = 'o.user_id = $1';
      if (statusId !== undefined) {
        params.push(statusId);
        where += ' AND o.status_id = $2';
      }
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
        params,
      );
      const rows = await db.query<OrderRow>(
        `${ORDER_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        params,
      );
      const lines = await linesOf(rows.map((r) => r.id));
      return { total, items: rows.map((r) => ({ ...r, lines: lines.filter((l) => l.order_id === r.id) })) };
    },

    /** Open orders of a phone that contain any of the products (SPEC §2 similar-orders modal), newest first. */
    async similar(phone: string, productIds: number[]) {
      const rows = await db.query<OrderRow>(
        `${ORDER_SELECT} WHERE o.phone = $1 AND NOT (o.status_id = ANY($3::int[]))
           AND EXISTS (SELECT 1 FROM order_products op WHERE op.order_id = o.id AND op.product_id = ANY($2::int[]))
         ORDER BY o.created_at DESC, o.id DESC LIMIT 20`,
        [phone, productIds, CLOSED_ORDER_STATUSES],
      );
      const lines = await linesOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.order_id === r.id) }));
    },

    /**
     * Online orders still unpaid when their payment window has closed (created before `cutoff`):
     * cancelled (status 4), and the units they reserved go back to the shops and the marked-down
     * items. One transaction per batch; `SKIP LOCKED` lets several instances run it at once.
     */
    async expireUnpaid(tx: Queryable, cutoff: Date, batch = 100): Promise<number[]> {
      const rows = await tx.query<{ id: number }>(
        `SELECT id FROM orders WHERE status_id = 12 AND payment_status = 'pending' AND created_at < $1
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [cutoff, batch],
      );
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return ids;
      await tx.query('UPDATE orders SET status_id = 4 WHERE id = ANY($1::bigint[])', [ids]);
      // Summed per stock row first: UPDATE … FROM applies one source row per target row.
      await tx.query(
        `UPDATE stock s SET quantity = s.quantity + back.quantity
           FROM (SELECT product_id, shop_id, sum(quantity)::int AS quantity FROM order_products
                  WHERE order_id = ANY($1::bigint[]) AND shop_id IS NOT NULL AND defect_serial_number IS NULL
                  GROUP BY product_id, shop_id) back
          WHERE s.product_id = back.product_id AND s.shop_id = back.shop_id`,
        [ids],
      );
      await tx.query(
        `UPDATE product_defects d SET quantity = d.quantity + back.quantity
           FROM (SELECT defect_serial_number, sum(quantity)::int AS quantity FROM order_products
                  WHERE order_id = ANY($1::bigint[]) AND defect_serial_number IS NOT NULL
                  GROUP BY defect_serial_number) back
          WHERE d.serial_number = back.defect_serial_number`,
        [ids],
      );
      return ids;
    },

    /**
     * Guest orders placed with a phone become the account's once the account proves that phone
     * (sign-in by code, a confirmed phone, a phone change): the buyer finds them in the profile.
     */
    async attachGuestOrders(userId: number, phone: string): Promise<number> {
      const rows = await db.query<{ id: number }>('UPDATE orders SET user_id = $1 WHERE phone = $2 AND user_id IS NULL RETURNING id', [
        userId,
        phone,
      ]);
      return rows.length;
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
