import { MAIN_STOCK_CODE } from '@store/domain';
import type { Db, Queryable } from '../db';
import { CATEGORY_TREE, DEFECT_REASONS, NEWS, type BranchSpec, type LeafSpec } from './catalog-data';
import { CITIES, REGIONS } from './geo-data';
import { MENUS } from './menus-data';
import { insertRows } from './insert-rows';
import { createRandom, type Random } from './random';

const SEED = 20130101;
const SEED_LOCK_ID = 4_242_002;

/**
 * The triggers that keep the listings row by row; the seed builds them in one pass instead. And
 * those that keep the search row's prices and stock (migration 018): the seed links each product
 * to its category after its prices and stock, and that link's trigger writes the whole row once.
 */
const BULK_TRIGGERS = [
  ['product_prices', 'product_prices_added'],
  ['product_categories', 'product_categories_added'],
  ['product_prices', 'product_prices_search_added'],
  ['stock', 'stock_search_added'],
] as const;

const isLeaf = (node: BranchSpec | LeafSpec): node is LeafSpec => !('children' in node);

export interface SeededLeaf {
  id: number;
  spec: LeafSpec;
  image: string;
}

/** Categories with ids in tree order; returns the leaves, whose products the seed creates. */
function flattenCategories() {
  const rows: unknown[][] = [];
  const leaves: SeededLeaf[] = [];
  let nextId = 1;
  const walk = (nodes: (BranchSpec | LeafSpec)[], parentId: number | null) => {
    nodes.forEach((node, sort) => {
      const id = nextId++;
      if (isLeaf(node)) {
        rows.push([
          id,
          parentId,
          node.slug,
          node.name,
          sort,
          node.deliveryPrice ?? null,
          node.percentPrepayment ?? null,
          node.assemblyPrice ?? null,
        ]);
        leaves.push({ id, spec: node, image: `${node.slug}.webp` });
      } else {
        rows.push([id, parentId, node.slug, node.name, sort, null, null, null]);
        walk(node.children, id);
      }
    });
  };
  walk(CATEGORY_TREE, null);
  return { rows, leaves };
}

export const seedLeaves = (): SeededLeaf[] => flattenCategories().leaves;

const roundPrice = (value: number) => Math.max(10, Math.round(value / 10) * 10 - 10 + 9);
const letters = 'ABCDEFGHKLMNPRSTVX';

/** «Объём, л» + «312» → «312 л»; an attribute without a unit is its value. */
const withUnit = (name: string, value: string) => {
  const unit = name.split(', ')[1];
  return unit ? `${value} ${unit}` : value;
};

function modelName(random: Random) {
  return `${random.pick([...letters])}${random.pick([...letters])}-${random.int(100, 9999)}`;
}

/** Prices, discounts, defects and stock of one product across the cities' stock codes. */
function productRows(random: Random, id: number, leaf: SeededLeaf) {
  const { spec } = leaf;
  const brand = random.pick(spec.brands);
  const attributes = Object.fromEntries(Object.entries(spec.attributes).map(([name, values]) => [name, random.pick(values)]));
  const headline = Object.entries(attributes).find(([name]) => name !== 'Гарантия');
  const title = `${spec.noun} ${brand} ${modelName(random)}${headline ? `, ${withUnit(headline[0], headline[1])}` : ''}`;
  const status = random.chance(0.85) ? 'inStock' : random.chance(0.65) ? 'toOrder' : 'onWay';
  const weight = Math.round((spec.weightKg[0] + random.next() * (spec.weightKg[1] - spec.weightKg[0])) * 1000) / 1000;
  const size = Math.max(5, Math.round(Math.cbrt(weight) * random.int(18, 30)));
  const base = spec.price[0] + random.next() * (spec.price[1] - spec.price[0]);
  const product = [
    id,
    `TS-${String(id).padStart(7, '0')}`,
    title,
    brand,
    status,
    weight,
    size,
    Math.round(size * 0.8),
    Math.round(size * 1.2),
    JSON.stringify(attributes),
  ];

  const prices: unknown[][] = [];
  const stock: unknown[][] = [];
  const defects: unknown[][] = [];
  const discounted = random.chance(0.25);
  const discountEnds = random.chance(0.7)
    ? `2030-${String(random.int(1, 12)).padStart(2, '0')}-28T16:00:00Z`
    : `2025-${String(random.int(1, 12)).padStart(2, '0')}-15T16:00:00Z`;
  const hasDefectPrice = random.chance(0.1);
  for (const city of CITIES) {
    if (city.isOther) continue;
    if (city.code !== MAIN_STOCK_CODE && !random.chance(0.75)) continue;
    const retail = roundPrice(base * (0.97 + random.next() * 0.08));
    prices.push([
      id,
      city.code,
      retail,
      discounted ? roundPrice(retail * (0.8 + random.next() * 0.15)) : null,
      discounted ? discountEnds : null,
      hasDefectPrice ? roundPrice(retail * 0.85) : null,
    ]);
    for (const shop of city.shops) {
      if (random.chance(0.35)) continue;
      const quantity = random.chance(0.25) ? 0 : random.int(1, 12);
      stock.push([id, shop.id, quantity, Math.min(quantity, random.int(0, 2))]);
    }
    if (random.chance(0.03)) {
      defects.push([
        `У-${String(id * 10 + defects.length).padStart(7, '0')}`,
        id,
        city.code,
        roundPrice(retail * 0.8),
        random.chance(0.3) ? roundPrice(retail * 0.7) : null,
        1,
        random.pick(DEFECT_REASONS),
      ]);
    }
  }
  return { product, prices, stock, defects };
}

/** True when the catalogue has been seeded already. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cities');
  return (row?.n ?? 0) > 0;
}

export interface SeedReport {
  products: number;
  categories: number;
  cities: number;
  ms: number;
}

/**
 * Deterministic seed of SPEC §9's cities and shops, a Russian category tree and `products`
 * products with prices per stock code, discounts, marked-down items and stock per shop.
 * Runs in one transaction: a failure leaves an empty database that the next start seeds again.
 * A database seeded already (by another instance meanwhile) is left as it is: the report says 0 products.
 */
export async function seed(db: Db, products: number, onProgress: (message: string) => void = () => undefined): Promise<SeedReport> {
  const started = Date.now();
  const random = createRandom(SEED);
  const { rows: categoryRows, leaves } = flattenCategories();
  const seeded = await db.transaction(async (tx) => {
    // Several instances may start together on one PostgreSQL: the first seeds, the others see it done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    if (await isSeeded(tx)) return false;
    // The listings (listing_entries, 011_effective_price) are built once at the end: kept row by
    // batch, each batch's triggers would join tables without statistics yet (minutes, not seconds).
    for (const [table, trigger] of BULK_TRIGGERS) await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    await insertRows(
      tx,
      'regions',
      ['id', 'name', 'sort'],
      REGIONS.map((r, i) => [r.id, r.name, i]),
    );
    await insertRows(
      tx,
      'cities',
      ['id', 'region_id', 'name', 'code', 'default_shop_id', 'is_other', 'sort'],
      CITIES.map((c, i) => [c.id, c.regionId, c.name, c.code, c.shops[0]?.id, Boolean(c.isOther), i]),
    );
    await insertRows(
      tx,
      'shops',
      [
        'id',
        'city_id',
        'code',
        'title',
        'address',
        'phone',
        'opening_hours_main',
        'opening_hours_weekend',
        'opening_hours_custom',
        'lat',
        'lon',
        'sort',
      ],
      CITIES.flatMap((c) =>
        c.shops.map((s, i) => [s.id, c.id, c.code, s.title, s.address, s.phone, s.main, s.weekend, s.custom, s.lat, s.lon, i]),
      ),
    );
    await insertRows(
      tx,
      'categories',
      ['id', 'parent_id', 'slug', 'name', 'sort', 'delivery_price', 'percent_prepayment', 'assembly_price'],
      categoryRows,
    );
    const brands = [...new Set(leaves.flatMap((l) => l.spec.brands))].sort();
    await insertRows(
      tx,
      'producers',
      ['id', 'name'],
      brands.map((name, i) => [i + 1, name]),
    );
    const producerId = new Map(brands.map((name, i) => [name, i + 1]));

    for (let first = 1; first <= products; first += 2000) {
      const last = Math.min(products, first + 1999);
      const batch = {
        products: [] as unknown[][],
        links: [] as unknown[][],
        prices: [] as unknown[][],
        stock: [] as unknown[][],
        defects: [] as unknown[][],
        images: [] as unknown[][],
      };
      for (let id = first; id <= last; id += 1) {
        const leaf = leaves[(id - 1) % leaves.length] as SeededLeaf;
        const rows = productRows(random, id, leaf);
        const [pid, sku, title, brand, ...rest] = rows.product;
        batch.products.push([pid, sku, title, producerId.get(brand as string), ...rest]);
        batch.links.push([leaf.id, id]);
        batch.prices.push(...rows.prices);
        batch.stock.push(...rows.stock);
        batch.defects.push(...rows.defects);
        batch.images.push([id, leaf.image, true, 0]);
      }
      await insertRows(
        tx,
        'products',
        ['id', 'sku', 'title', 'producer_id', 'status', 'weight_kg', 'length_cm', 'width_cm', 'height_cm', 'attributes'],
        batch.products,
      );
      await insertRows(
        tx,
        'product_prices',
        ['product_id', 'stock_code', 'price_retail', 'price_discount', 'price_discount_end_date', 'defect_price_retail'],
        batch.prices,
      );
      await insertRows(tx, 'stock', ['product_id', 'shop_id', 'quantity', 'assembled_quantity'], batch.stock);
      // After the prices and stock: its trigger writes each product's search row with both (see BULK_TRIGGERS).
      await insertRows(tx, 'product_categories', ['category_id', 'product_id'], batch.links);
      await insertRows(
        tx,
        'product_defects',
        ['serial_number', 'product_id', 'stock_code', 'price_retail', 'price_discount', 'quantity', 'reason'],
        batch.defects,
      );
      await insertRows(tx, 'product_images', ['product_id', 'name', 'main', 'sort'], batch.images);
      onProgress(`товары: ${last} из ${products}`);
    }

    await tx.query('SELECT listing_rebuild()');
    for (const [table, trigger] of BULK_TRIGGERS) await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    await insertRows(
      tx,
      'menus',
      ['code', 'title'],
      MENUS.map((m) => [m.code, m.title]),
    );
    await insertRows(
      tx,
      'menu_items',
      ['menu_code', 'title', 'href', 'sort'],
      MENUS.flatMap((m) => m.items.map(([title, href], i) => [m.code, title, href, i])),
    );
    await insertRows(
      tx,
      'news',
      ['title', 'body', 'published_at'],
      NEWS.map((n) => [n.title, n.body, n.date]),
    );
    return true;
  });
  if (!seeded) return { products: 0, categories: 0, cities: 0, ms: Date.now() - started };
  // Statistics and a visibility map at once: PGlite has no autovacuum, and PostgreSQL's comes minutes
  // later; without them the planner guesses and the listing reads the heap (about 3× slower, docs/benchmarks.md).
  onProgress('VACUUM ANALYZE');
  await db.exec('VACUUM ANALYZE');
  return { products, categories: categoryRows.length, cities: CITIES.length, ms: Date.now() - started };
}
