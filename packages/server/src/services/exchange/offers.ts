import { DEFAULT_DEFECT_REASON, DEFECT_REASON_NAMES, MAIN_STOCK_CODE, SERIAL_NUMBER_NAMES, defaultPriceType } from '@store/domain';
import type { Queryable } from '../../db';
import type { DefectRow } from '../../repositories/cart';
import type { ApplyEnv } from './apply';
import type { NameValue, StagedOffer, StagedPriceType, StagedWarehouse } from './commerceml';
import { count, unmapped, type ImportReport } from './report';

/**
 * The offers' part of an import (ПакетПредложений, its split prices___/rests___ files and
 * ИзмененияПакетаПредложений): prices per stock code through the price-type mapping, stock per
 * shop through the warehouse mapping, marked-down items from offers with a serial number. A full
 * package replaces each aspect it sends (prices, stock) of each product it names; a changes-only
 * one changes only the price types and warehouses it names.
 */

const lower = (s: string) => s.trim().toLowerCase();

/** 1C's price types and warehouses: one row each by its external id, with its name and one more text. */
async function upsertNamed(
  tx: Queryable,
  table: 'exchange_price_types' | 'exchange_warehouses',
  column: 'currency' | 'address',
  rows: { id: string; name: string; other: string | null }[],
): Promise<void> {
  await tx.query(
    `INSERT INTO ${table} (external_id, name, ${column}) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (external_id) DO UPDATE SET name = EXCLUDED.name, ${column} = EXCLUDED.${column}`,
    [rows.map((r) => r.id), rows.map((r) => r.name), rows.map((r) => r.other)],
  );
}

export async function applyPriceTypes(tx: Queryable, items: StagedPriceType[], report: ImportReport): Promise<void> {
  await upsertNamed(
    tx,
    'exchange_price_types',
    'currency',
    items.map((t) => ({ id: t.id, name: t.name, other: t.currency })),
  );
  count(report, 'типов цен', items.length);
}

export async function applyWarehouses(tx: Queryable, items: StagedWarehouse[], report: ImportReport): Promise<void> {
  await upsertNamed(
    tx,
    'exchange_warehouses',
    'address',
    items.map((w) => ({ id: w.id, name: w.name, other: w.address })),
  );
  count(report, 'складов', items.length);
}

/** price type Ид → where its price goes: [stock code, kind] pairs. */
type PriceTargets = Map<string, { stockCode: number; kind: 'retail' | 'discount' }[]>;

/**
 * The operator's price map (by the type's Ид or name); with no map at all, the default: the one
 * price type, or «Розничная», else the first, is the retail price of every stock code.
 */
export async function priceTargets(tx: Queryable): Promise<{ targets: PriceTargets; names: Map<string, string> }> {
  const types = await tx.query<{ external_id: string; name: string }>('SELECT external_id, name FROM exchange_price_types ORDER BY sort');
  const names = new Map(types.map((t) => [t.external_id, t.name]));
  const map = await tx.query<{ price_type: string; stock_code: number; kind: 'retail' | 'discount' }>(
    'SELECT price_type, stock_code, kind FROM exchange_price_map ORDER BY stock_code, kind',
  );
  const targets: PriceTargets = new Map();
  if (map.length === 0) {
    const retail = defaultPriceType(types.map((t) => ({ id: t.external_id, name: t.name })));
    const codes = await tx.query<{ code: number }>('SELECT DISTINCT code FROM cities WHERE NOT is_other ORDER BY code');
    if (retail)
      targets.set(
        retail.id,
        codes.map((c) => ({ stockCode: c.code, kind: 'retail' as const })),
      );
    return { targets, names };
  }
  for (const type of types) {
    const rows = map.filter((m) => m.price_type === type.external_id || lower(m.price_type) === lower(type.name));
    if (rows.length > 0)
      targets.set(
        type.external_id,
        rows.map((r) => ({ stockCode: r.stock_code, kind: r.kind })),
      );
  }
  return { targets, names };
}

/** warehouse Ид → shop: the operator's map (Ид or name), else a shop of the same title; the main shop for stock without a warehouse. */
async function shopTargets(
  tx: Queryable,
): Promise<{ shopOf: (warehouse: string | null) => { id: number; code: number } | null; label: (w: string) => string }> {
  const warehouses = new Map(
    (await tx.query<{ external_id: string; name: string }>('SELECT external_id, name FROM exchange_warehouses')).map((w) => [
      w.external_id,
      w.name,
    ]),
  );
  const map = await tx.query<{ warehouse: string; shop_id: number }>('SELECT warehouse, shop_id FROM exchange_warehouse_map');
  const shops = await tx.query<{ id: number; code: number; title: string }>('SELECT id, code, title FROM shops');
  const byId = new Map(shops.map((s) => [s.id, s]));
  const [main] = await tx.query<{ id: number; code: number }>(
    `SELECT s.id, s.code FROM cities c JOIN shops s ON s.id = c.default_shop_id WHERE c.code = $1 AND NOT c.is_other LIMIT 1`,
    [MAIN_STOCK_CODE],
  );
  const cache = new Map<string | null, { id: number; code: number } | null>();
  return {
    label: (w) => (warehouses.get(w) ? `${warehouses.get(w)} (${w})` : w),
    shopOf(warehouse) {
      if (cache.has(warehouse)) return cache.get(warehouse)!;
      let shop: { id: number; code: number } | null;
      if (warehouse === null) shop = main ?? null;
      else {
        const name = warehouses.get(warehouse);
        const mapped = map.find((m) => m.warehouse === warehouse || (name !== undefined && lower(m.warehouse) === lower(name)));
        shop = mapped
          ? (byId.get(mapped.shop_id) ?? null)
          : (shops.find((s) => name !== undefined && lower(s.title) === lower(name)) ?? null);
      }
      cache.set(warehouse, shop);
      return shop;
    },
  };
}

/** The serial number and reason of a marked-down offer, or null for an offer that is no marked-down item. */
export function defectOf(offer: StagedOffer): { serial: string; reason: string } | null {
  const named = (names: readonly string[]) => offer.characteristics.find((c: NameValue) => names.includes(lower(c.name)));
  const serialMark = named(SERIAL_NUMBER_NAMES);
  if (!serialMark) return null;
  const serial = named(['серийный номер', 'серийный №'])?.value.trim() || offer.characteristic || offer.id;
  const reason = named(DEFECT_REASON_NAMES)?.value.trim() || DEFAULT_DEFECT_REASON;
  return { serial: serial.slice(0, 100), reason: reason.slice(0, 500) };
}

interface PriceRow {
  product_id: number;
  stock_code: number;
  price_retail: number;
  price_discount: number | null;
}

export async function applyOffers(tx: Queryable, env: ApplyEnv, items: StagedOffer[], report: ImportReport): Promise<void> {
  const full = env.context.offers ? !env.context.offers.onlyChanges : true;
  const offers = [...new Map(items.map((o) => [o.id, o])).values()];
  const products = new Map(
    (
      await tx.query<{ id: number; external_id: string; hidden: boolean }>(
        'SELECT id, external_id, hidden_at IS NOT NULL AS hidden FROM products WHERE external_id = ANY($1::text[])',
        [[...new Set(offers.map((o) => o.product))]],
      )
    ).map((p) => [p.external_id, p]),
  );
  const { targets, names } = await priceTargets(tx);
  const shops = await shopTargets(tx);

  // What each offer sets: prices per (product, stock code) and quantities per (product, shop).
  const prices = new Map<string, { product: number; hidden: boolean; stockCode: number; retail?: number; discount?: number }>();
  const pricedProducts = new Set<number>();
  const stock = new Map<string, { product: number; shop: number; quantity: number }>();
  const stockedProducts = new Set<number>();
  const defects: { offer: StagedOffer; product: { id: number; hidden: boolean }; serial: string; reason: string }[] = [];

  const pricesOf = (offer: StagedOffer) => {
    const out = new Map<number, { retail?: number; discount?: number }>();
    for (const price of offer.prices ?? []) {
      const where = targets.get(price.type);
      if (!where) {
        unmapped(
          report,
          'типы цен без сопоставления (цены не загружены)',
          names.get(price.type) ? `${names.get(price.type)} (${price.type})` : price.type,
        );
        continue;
      }
      if (!(price.value > 0)) {
        unmapped(report, 'цены не больше нуля (не загружены)', offer.id);
        continue;
      }
      for (const target of where) {
        const entry = out.get(target.stockCode) ?? {};
        entry[target.kind] = Math.round(price.value * 100) / 100;
        out.set(target.stockCode, entry);
      }
    }
    return out;
  };
  const stockOf = (offer: StagedOffer) => {
    const out = new Map<number, { quantity: number; code: number }>();
    for (const entry of offer.stock ?? []) {
      const shop = shops.shopOf(entry.warehouse);
      if (!shop) {
        unmapped(
          report,
          'склады без сопоставления с магазином (остатки не загружены)',
          entry.warehouse === null ? 'без склада' : shops.label(entry.warehouse),
        );
        continue;
      }
      const quantity = Math.max(0, Math.floor(entry.quantity));
      out.set(shop.id, { quantity: (out.get(shop.id)?.quantity ?? 0) + quantity, code: shop.code });
    }
    return out;
  };

  for (const offer of offers) {
    const product = products.get(offer.product);
    if (!product) {
      unmapped(report, 'предложения без товара в каталоге', offer.id);
      continue;
    }
    if (offer.characteristic !== null) {
      const defect = defectOf(offer);
      if (defect) defects.push({ offer, product, ...defect });
      else unmapped(report, 'предложения с характеристиками без серийного номера (варианты товара магазин не ведёт)', offer.id);
      continue;
    }
    if (offer.prices !== null) {
      pricedProducts.add(product.id);
      for (const [stockCode, entry] of pricesOf(offer)) {
        prices.set(`${product.id}:${stockCode}`, { product: product.id, hidden: product.hidden, stockCode, ...entry });
      }
    }
    if (offer.stock !== null) {
      stockedProducts.add(product.id);
      for (const [shop, entry] of stockOf(offer))
        stock.set(`${product.id}:${shop}`, { product: product.id, shop, quantity: entry.quantity });
    }
  }

  await writePrices(tx, full, prices, pricedProducts, products, report);
  await writeStock(tx, full, stock, stockedProducts, report);
  await writeDefects(tx, defects, pricesOf, stockOf, report);
  count(report, 'предложений', offers.length);
}

/** Prices where they differ from what is kept, in product_prices (hidden products: hidden_product_prices). */
async function writePrices(
  tx: Queryable,
  full: boolean,
  prices: Map<string, { product: number; hidden: boolean; stockCode: number; retail?: number; discount?: number }>,
  pricedProducts: Set<number>,
  products: Map<string, { id: number; hidden: boolean }>,
  report: ImportReport,
) {
  if (pricedProducts.size === 0) return;
  const hiddenIds = new Set([...products.values()].filter((p) => p.hidden).map((p) => p.id));
  for (const table of ['product_prices', 'hidden_product_prices'] as const) {
    const ids = [...pricedProducts].filter((id) => hiddenIds.has(id) === (table === 'hidden_product_prices'));
    if (ids.length === 0) continue;
    const kept = await tx.query<PriceRow>(
      `SELECT product_id, stock_code, price_retail, price_discount FROM ${table} WHERE product_id = ANY($1::int[])`,
      [ids],
    );
    const old = new Map(kept.map((r) => [`${r.product_id}:${r.stock_code}`, r]));
    const rows: [number, number, number, number | null][] = [];
    for (const [key, price] of prices) {
      if (price.hidden !== (table === 'hidden_product_prices')) continue;
      const before = old.get(key);
      const retail = price.retail ?? before?.price_retail;
      if (retail === undefined) {
        unmapped(report, 'цены без розничной цены для кода склада (не загружены)', `${price.product}/${price.stockCode}`);
        continue;
      }
      let discount = price.discount ?? (full ? null : (before?.price_discount ?? null));
      if (discount !== null && discount >= retail) discount = null;
      if (before && before.price_retail === retail && before.price_discount === discount) continue;
      rows.push([price.product, price.stockCode, retail, discount]);
    }
    // A full package: the stock codes a product's offer no longer prices leave it.
    const gone = full ? kept.filter((r) => !prices.has(`${r.product_id}:${r.stock_code}`)) : [];
    if (gone.length > 0) {
      await tx.query(
        `DELETE FROM ${table} t USING unnest($1::int[], $2::int[]) g (product_id, stock_code) WHERE t.product_id = g.product_id AND t.stock_code = g.stock_code`,
        [gone.map((g) => g.product_id), gone.map((g) => g.stock_code)],
      );
    }
    if (rows.length > 0) {
      await tx.query(
        `INSERT INTO ${table} AS t (product_id, stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail)
         SELECT p, c, r, d, NULL, NULL FROM unnest($1::int[], $2::int[], $3::numeric[], $4::numeric[]) u (p, c, r, d)
         ON CONFLICT (product_id, stock_code) DO UPDATE SET price_retail = EXCLUDED.price_retail, price_discount = EXCLUDED.price_discount,
           price_discount_end_date = NULL`,
        [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
      );
    }
    count(report, 'цен изменено', rows.length + gone.length);
  }
}

/** Stock per shop where it differs; a full package's offer sets the shops it does not name to 0. */
async function writeStock(
  tx: Queryable,
  full: boolean,
  stock: Map<string, { product: number; shop: number; quantity: number }>,
  stockedProducts: Set<number>,
  report: ImportReport,
) {
  if (stockedProducts.size === 0) return;
  const kept = await tx.query<{ product_id: number; shop_id: number; quantity: number }>(
    'SELECT product_id, shop_id, quantity FROM stock WHERE product_id = ANY($1::int[])',
    [[...stockedProducts]],
  );
  const old = new Map(kept.map((r) => [`${r.product_id}:${r.shop_id}`, r.quantity]));
  const rows: [number, number, number][] = [];
  for (const [key, entry] of stock) if (old.get(key) !== entry.quantity) rows.push([entry.product, entry.shop, entry.quantity]);
  if (full)
    for (const r of kept) if (!stock.has(`${r.product_id}:${r.shop_id}`) && r.quantity !== 0) rows.push([r.product_id, r.shop_id, 0]);
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO stock AS s (product_id, shop_id, quantity, assembled_quantity)
     SELECT p, sh, q, 0 FROM unnest($1::int[], $2::int[], $3::int[]) u (p, sh, q)
     ON CONFLICT (product_id, shop_id) DO UPDATE SET quantity = EXCLUDED.quantity, assembled_quantity = least(s.assembled_quantity, EXCLUDED.quantity)`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
  count(report, 'остатков изменено', rows.length);
}

/** Marked-down items (SPEC's productDefects): one per serial number, at the stock code of the shop that holds it. */
async function writeDefects(
  tx: Queryable,
  defects: { offer: StagedOffer; product: { id: number; hidden: boolean }; serial: string; reason: string }[],
  pricesOf: (offer: StagedOffer) => Map<number, { retail?: number; discount?: number }>,
  stockOf: (offer: StagedOffer) => Map<number, { quantity: number; code: number }>,
  report: ImportReport,
) {
  if (defects.length === 0) return;
  const kept = new Map(
    (
      await tx.query<Omit<DefectRow, 'reason'>>(
        'SELECT serial_number, product_id, stock_code, price_retail, price_discount, quantity FROM product_defects WHERE serial_number = ANY($1::text[])',
        [defects.map((d) => d.serial)],
      )
    ).map((d) => [d.serial_number, d]),
  );
  const rows: [string, number, number, number, number | null, number, string, string][] = [];
  const hidden: [string, number][] = [];
  for (const { offer, product, serial, reason } of defects) {
    const before = kept.get(serial);
    if (before && before.product_id !== product.id) {
      unmapped(report, 'серийные номера, которые уже есть у другого товара', serial);
      continue;
    }
    const where = stockOf(offer);
    const quantity = offer.stock === null ? (before?.quantity ?? 1) : [...where.values()].reduce((sum, s) => sum + s.quantity, 0);
    const stockCode = [...where.values()].find((s) => s.quantity > 0)?.code ?? before?.stock_code ?? MAIN_STOCK_CODE;
    const price = pricesOf(offer).get(stockCode);
    const retail = price?.retail ?? before?.price_retail;
    if (retail === undefined) {
      unmapped(report, 'уценённые товары без цены (не загружены)', offer.id);
      continue;
    }
    const discount = price?.discount ?? (price ? null : (before?.price_discount ?? null));
    rows.push([
      serial,
      product.id,
      stockCode,
      retail,
      discount !== null && discount < retail ? discount : null,
      product.hidden ? 0 : quantity,
      reason,
      offer.id,
    ]);
    if (product.hidden) hidden.push([serial, quantity]);
  }
  if (rows.length > 0) {
    const column = (i: number) => rows.map((r) => r[i]);
    await tx.query(
      `INSERT INTO product_defects AS d (serial_number, product_id, stock_code, price_retail, price_discount, quantity, reason, external_id)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::numeric[], $5::numeric[], $6::int[], $7::text[], $8::text[])
       ON CONFLICT (serial_number) DO UPDATE SET stock_code = EXCLUDED.stock_code, price_retail = EXCLUDED.price_retail,
         price_discount = EXCLUDED.price_discount, quantity = EXCLUDED.quantity, reason = EXCLUDED.reason, external_id = EXCLUDED.external_id
       WHERE d.product_id = EXCLUDED.product_id`,
      Array.from({ length: 8 }, (_, i) => column(i)),
    );
  }
  if (hidden.length > 0) {
    await tx.query(
      `INSERT INTO hidden_product_defects (serial_number, quantity) SELECT * FROM unnest($1::text[], $2::int[])
       ON CONFLICT (serial_number) DO UPDATE SET quantity = EXCLUDED.quantity`,
      [hidden.map((h) => h[0]), hidden.map((h) => h[1])],
    );
  }
  count(report, 'уценённых товаров', rows.length);
}
