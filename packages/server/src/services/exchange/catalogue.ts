import { FALLBACK_PARCEL, PRODUCER_PROPERTY_NAMES, categorySlug, uniqueSlug } from '@store/domain';
import type { Queryable } from '../../db';
import { safeDescription } from '../../lib/safe-html';
import { pictureName } from '../../providers/pictures';
import { exchangeRepository, type ExchangeSessionRow } from '../../repositories/exchange';
import type { ServiceContext } from '../context';
import type { ApplyEnv } from './apply';
import type { StagedGroup, StagedProduct, StagedProperty } from './commerceml';
import { count, unmapped, type ImportReport } from './report';
import { confinedName, fileBytes } from './uploads';

/**
 * The catalogue's part of an import: 1C's groups as the category tree, its properties as the
 * products' attributes, its goods as products (the store's id kept, found by 1C's Ид), hidden
 * and shown again, never deleted. The listings, counts and search rows follow through the
 * triggers of migrations 011–018 (the same tables the seed fills), batch by batch.
 */

/**
 * How long the statement that adds or moves categories may run: it rebuilds every listing
 * (migration 011), work that grows with the whole catalogue, past the API's DB_STATEMENT_TIMEOUT_MS
 * on a large catalogue under load.
 */
export const LISTINGS_REBUILD_TIMEOUT_MS = 120_000;

/** Groups → categories: new ones inserted in one statement, names and parents changed only where they differ. */
export async function applyGroups(tx: Queryable, items: StagedGroup[], report: ImportReport): Promise<void> {
  const existing = await tx.query<{ id: number; external_id: string; parent_id: number | null; name: string; sort: number }>(
    'SELECT id, external_id, parent_id, name, sort FROM categories WHERE external_id = ANY($1::text[])',
    [items.map((g) => g.id)],
  );
  const byExternal = new Map(existing.map((c) => [c.external_id, c]));
  const slugs = new Set((await tx.query<{ slug: string }>('SELECT slug FROM categories')).map((r) => r.slug));
  const [{ max } = { max: 0 }] = await tx.query<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM categories');
  let nextId = max;
  const ids = new Map<string, number>(existing.map((c) => [c.external_id, c.id]));
  for (const group of items) if (!ids.has(group.id)) ids.set(group.id, (nextId += 1));
  const parentOf = async (group: StagedGroup): Promise<number | null> => {
    if (group.parent === null) return null;
    const own = ids.get(group.parent);
    if (own !== undefined) return own;
    const [row] = await tx.query<{ id: number }>('SELECT id FROM categories WHERE external_id = $1', [group.parent]);
    if (row) return row.id;
    unmapped(report, 'группы с неизвестной родительской группой (стали корневыми)', `${group.name} (${group.id})`);
    return null;
  };
  const inserts: { id: number; parent: number | null; slug: string; name: string; sort: number; external: string }[] = [];
  const renames: { id: number; name: string; sort: number }[] = [];
  const moves: { id: number; parent: number | null }[] = [];
  for (const group of items) {
    const parent = await parentOf(group);
    const old = byExternal.get(group.id);
    if (!old) {
      // A slug once given stays (the category's URL), even when 1C renames the group.
      const slug = uniqueSlug(categorySlug(group.name), (candidate) => slugs.has(candidate));
      slugs.add(slug);
      inserts.push({ id: ids.get(group.id)!, parent, slug, name: group.name, sort: group.sort, external: group.id });
      continue;
    }
    if (old.name !== group.name || old.sort !== group.sort) renames.push({ id: old.id, name: group.name, sort: group.sort });
    if (old.parent_id !== parent) moves.push({ id: old.id, parent });
  }
  // Each statement on categories that touches ids or parents rebuilds the listings (migration 011):
  // one insert and one move at most, and none when nothing changed. Its work grows with the whole
  // catalogue, so it has a statement timeout of its own (docs/benchmarks.md: seconds at 100 000 products).
  const rebuild = { statementTimeoutMs: LISTINGS_REBUILD_TIMEOUT_MS };
  if (inserts.length > 0) {
    await tx.query(
      `INSERT INTO categories (id, parent_id, slug, name, sort, external_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[])`,
      [
        inserts.map((i) => i.id),
        inserts.map((i) => i.parent),
        inserts.map((i) => i.slug),
        inserts.map((i) => i.name),
        inserts.map((i) => i.sort),
        inserts.map((i) => i.external),
      ],
      rebuild,
    );
  }
  if (renames.length > 0) {
    await tx.query(
      `UPDATE categories c SET name = u.name, sort = u.sort FROM unnest($1::int[], $2::text[], $3::int[]) u (id, name, sort) WHERE c.id = u.id`,
      [renames.map((r) => r.id), renames.map((r) => r.name), renames.map((r) => r.sort)],
    );
  }
  if (moves.length > 0) {
    await tx.query(
      `UPDATE categories c SET parent_id = u.parent FROM unnest($1::int[], $2::int[]) u (id, parent) WHERE c.id = u.id`,
      [moves.map((m) => m.id), moves.map((m) => m.parent)],
      rebuild,
    );
  }
  count(report, 'групп создано', inserts.length);
  count(report, 'групп изменено', new Set([...renames.map((r) => r.id), ...moves.map((m) => m.id)]).size);
}

/** Properties as 1C defines them; a reference list's values are merged (a changes-only file may name a few). */
export async function applyProperties(tx: Queryable, items: StagedProperty[], report: ImportReport): Promise<void> {
  await tx.query(
    `INSERT INTO exchange_properties AS p (external_id, name, value_type, "values")
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[])
     ON CONFLICT (external_id) DO UPDATE SET name = EXCLUDED.name, value_type = EXCLUDED.value_type, "values" = p."values" || EXCLUDED."values"`,
    [items.map((p) => p.id), items.map((p) => p.name), items.map((p) => p.type), items.map((p) => JSON.stringify(p.values))],
  );
  count(report, 'свойств загружено', items.length);
}

/** A product's prices leave for hidden_product_prices and its marked-down items' quantities for hidden_product_defects. */
export async function hideProducts(tx: Queryable, ids: number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.query(
    `INSERT INTO hidden_product_prices (product_id, stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail)
     SELECT product_id, stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail FROM product_prices WHERE product_id = ANY($1::int[])
     ON CONFLICT (product_id, stock_code) DO UPDATE SET price_retail = EXCLUDED.price_retail, price_discount = EXCLUDED.price_discount,
       price_discount_end_date = EXCLUDED.price_discount_end_date, defect_price_retail = EXCLUDED.defect_price_retail`,
    [ids],
  );
  await tx.query('DELETE FROM product_prices WHERE product_id = ANY($1::int[])', [ids]);
  await tx.query(
    `INSERT INTO hidden_product_defects (serial_number, quantity)
     SELECT serial_number, quantity FROM product_defects WHERE product_id = ANY($1::int[]) AND quantity > 0
     ON CONFLICT (serial_number) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [ids],
  );
  await tx.query('UPDATE product_defects SET quantity = 0 WHERE product_id = ANY($1::int[]) AND quantity > 0', [ids]);
  const rows = await tx.query<{ id: number }>(
    'UPDATE products SET hidden_at = $2 WHERE id = ANY($1::int[]) AND hidden_at IS NULL RETURNING id',
    [ids, now],
  );
  return rows.length;
}

/** A hidden product sent again: its prices and marked-down items come back. */
export async function showProducts(tx: Queryable, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.query(
    `INSERT INTO product_prices (product_id, stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail)
     SELECT product_id, stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail FROM hidden_product_prices WHERE product_id = ANY($1::int[])
     ON CONFLICT (product_id, stock_code) DO NOTHING`,
    [ids],
  );
  await tx.query('DELETE FROM hidden_product_prices WHERE product_id = ANY($1::int[])', [ids]);
  await tx.query(
    `UPDATE product_defects d SET quantity = h.quantity FROM hidden_product_defects h WHERE h.serial_number = d.serial_number AND d.product_id = ANY($1::int[])`,
    [ids],
  );
  await tx.query(
    'DELETE FROM hidden_product_defects h USING product_defects d WHERE d.serial_number = h.serial_number AND d.product_id = ANY($1::int[])',
    [ids],
  );
  const rows = await tx.query<{ id: number }>(
    'UPDATE products SET hidden_at = NULL WHERE id = ANY($1::int[]) AND hidden_at IS NOT NULL RETURNING id',
    [ids],
  );
  return rows.length;
}

interface ProductRow {
  id: number;
  external_id: string;
  sku: string;
  title: string;
  producer_id: number | null;
  weight_kg: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  attributes: Record<string, string>;
  description: string | null;
  barcode: string | null;
  catalog_id: string | null;
  hidden_at: Date | null;
}

/** A requisite's number in kilograms or centimetres ("1,5", "2.0 кг"); null when absent or not a positive number. */
function requisite(product: StagedProduct, names: string[]): number | null {
  const found = product.requisites.find((r) => names.includes(r.name.trim().toLowerCase()));
  if (!found) return null;
  const value = Number(
    found.value
      .replace(/[\s\u00a0]/g, '')
      .replace(',', '.')
      .replace(/[^\d.].*$/, ''),
  );
  return Number.isFinite(value) && value > 0 ? value : null;
}

const lower = (s: string) => s.trim().toLowerCase();

/**
 * A batch of goods: found by 1C's Ид (new ones get the next store ids), every field the element
 * sends replacing the stored one and every field it leaves out kept; categories, pictures,
 * producer, attributes and parcel resolved; deleted ones hidden, hidden ones sent again shown.
 */
export async function applyProducts(tx: Queryable, env: ApplyEnv, items: StagedProduct[], report: ImportReport): Promise<void> {
  // One element per Ид: the last one a file sends wins.
  const byId = new Map(items.map((p) => [p.id, p]));
  const products = [...byId.values()];
  const existing = await tx.query<ProductRow>(
    `SELECT id, external_id, sku, title, producer_id, weight_kg, length_cm, width_cm, height_cm, attributes, description, barcode, catalog_id, hidden_at
       FROM products WHERE external_id = ANY($1::text[])`,
    [products.map((p) => p.id)],
  );
  const old = new Map(existing.map((r) => [r.external_id, r]));

  const groupIds = [...new Set(products.flatMap((p) => p.groups ?? []))];
  const categories = await tx.query<{
    id: number;
    external_id: string;
    default_weight_kg: number | null;
    default_length_cm: number | null;
    default_width_cm: number | null;
    default_height_cm: number | null;
  }>(
    'SELECT id, external_id, default_weight_kg, default_length_cm, default_width_cm, default_height_cm FROM categories WHERE external_id = ANY($1::text[])',
    [groupIds],
  );
  const category = new Map(categories.map((c) => [c.external_id, c]));

  const propertyIds = [...new Set(products.flatMap((p) => (p.properties ?? []).map((v) => v.id)))];
  const properties = new Map(
    (
      await tx.query<{ external_id: string; name: string; value_type: string | null; values: Record<string, string> }>(
        'SELECT external_id, name, value_type, "values" FROM exchange_properties WHERE external_id = ANY($1::text[])',
        [propertyIds],
      )
    ).map((p) => [p.external_id, p]),
  );

  // Attributes and producer of each product from its property values.
  const resolved = new Map<string, { attributes: Record<string, string> | null; producer: string | null }>();
  for (const product of products) {
    let producer = product.producer?.trim() || null;
    let attributes: Record<string, string> | null = null;
    if (product.properties) {
      attributes = {};
      for (const value of product.properties) {
        const property = properties.get(value.id);
        if (!property) {
          unmapped(report, 'свойства, которых нет в классификаторе', value.id);
          continue;
        }
        const texts = value.values
          .map((v) => {
            if (property.values[v] !== undefined) return property.values[v];
            if (property.value_type === 'Справочник') {
              unmapped(report, 'значения справочника, которых нет в классификаторе', `${property.name}: ${v}`);
              return '';
            }
            return v;
          })
          .map((v) => v.trim())
          .filter(Boolean);
        if (texts.length === 0) continue;
        if ((PRODUCER_PROPERTY_NAMES as readonly string[]).includes(lower(property.name))) producer ??= texts[0]!;
        else attributes[property.name] = texts.join(', ');
      }
    }
    for (const c of product.characteristics) if (c.value) (attributes ??= { ...(old.get(product.id)?.attributes ?? {}) })[c.name] = c.value;
    resolved.set(product.id, { attributes, producer });
  }

  // Producers by name, case aside; new ones get the next ids.
  const producerNames = [...new Set([...resolved.values()].map((r) => r.producer).filter((p): p is string => Boolean(p)))];
  const producerIds = new Map<string, number>();
  if (producerNames.length > 0) {
    const known = await tx.query<{ id: number; name: string }>('SELECT id, name FROM producers WHERE lower(name) = ANY($1::text[])', [
      producerNames.map(lower),
    ]);
    for (const p of known) producerIds.set(lower(p.name), p.id);
    const missing = producerNames.filter((n) => !producerIds.has(lower(n)));
    const unique = [...new Map(missing.map((n) => [lower(n), n])).values()];
    if (unique.length > 0) {
      const added = await tx.query<{ id: number; name: string }>(
        `INSERT INTO producers (id, name) SELECT (SELECT coalesce(max(id), 0) FROM producers) + n.i, n.name
           FROM unnest($1::text[]) WITH ORDINALITY n (name, i) RETURNING id, name`,
        [unique],
      );
      for (const p of added) producerIds.set(lower(p.name), p.id);
      count(report, 'производителей добавлено', added.length);
    }
  }

  // New store ids after the largest (the import holds the catalogue's lock: no other writer takes them).
  const [{ max } = { max: 0 }] = await tx.query<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM products');
  let nextId = max;
  const idOf = new Map<string, number>();
  for (const product of products) idOf.set(product.id, old.get(product.id)?.id ?? (nextId += 1));

  // Артикул → sku, unique: a sku another product holds gets the store id after it (reported).
  const wanted = products.map((p) => p.sku?.trim() || old.get(p.id)?.sku || `1C-${idOf.get(p.id)}`);
  const holders = new Map(
    (await tx.query<{ id: number; sku: string }>('SELECT id, sku FROM products WHERE sku = ANY($1::text[])', [wanted])).map((r) => [
      r.sku,
      r.id,
    ]),
  );
  const takenInBatch = new Set<string>();
  const skus = new Map<string, string>();
  products.forEach((product, i) => {
    const id = idOf.get(product.id)!;
    let sku = wanted[i]!;
    const holder = holders.get(sku);
    if ((holder !== undefined && holder !== id) || takenInBatch.has(sku)) {
      unmapped(report, 'артикулы, которые уже есть у другого товара (добавлен номер товара)', sku);
      sku = `${sku}-${id}`;
    }
    takenInBatch.add(sku);
    skus.set(product.id, sku);
  });

  const rows: unknown[][] = [];
  let defaulted = 0;
  let created = 0;
  let updated = 0;
  for (const product of products) {
    const before = old.get(product.id);
    const { attributes, producer } = resolved.get(product.id)!;
    const own = product.groups?.map((g) => category.get(g)).find((c) => c?.default_weight_kg);
    let weight = requisite(product, ['вес', 'вес, кг', 'масса']);
    let length = requisite(product, ['длина', 'длина, см']);
    let width = requisite(product, ['ширина', 'ширина, см']);
    let height = requisite(product, ['высота', 'высота, см']);
    if (!before && (weight === null || length === null || width === null || height === null)) {
      defaulted += 1;
      weight ??= own?.default_weight_kg ?? FALLBACK_PARCEL.weightKg;
      length ??= own?.default_length_cm ?? FALLBACK_PARCEL.lengthCm;
      width ??= own?.default_width_cm ?? FALLBACK_PARCEL.widthCm;
      height ??= own?.default_height_cm ?? FALLBACK_PARCEL.heightCm;
    }
    const next = {
      id: idOf.get(product.id)!,
      sku: skus.get(product.id)!,
      title: product.name ?? before?.title ?? product.id,
      producer_id: producer ? producerIds.get(lower(producer))! : (before?.producer_id ?? null),
      weight_kg: Math.round((weight ?? before!.weight_kg) * 1000) / 1000,
      length_cm: Math.max(1, Math.round(length ?? before!.length_cm)),
      width_cm: Math.max(1, Math.round(width ?? before!.width_cm)),
      height_cm: Math.max(1, Math.round(height ?? before!.height_cm)),
      attributes: attributes ?? before?.attributes ?? {},
      // Kept as safe HTML (lib/safe-html.ts): the product page shows it as it is.
      description: product.description !== null ? safeDescription(product.description) : (before?.description ?? null),
      barcode: product.barcode ?? before?.barcode ?? null,
      catalog_id: product.catalog ?? before?.catalog_id ?? null,
    };
    const changed =
      !before ||
      next.sku !== before.sku ||
      next.title !== before.title ||
      next.producer_id !== before.producer_id ||
      next.weight_kg !== Number(before.weight_kg) ||
      next.length_cm !== before.length_cm ||
      next.width_cm !== before.width_cm ||
      next.height_cm !== before.height_cm ||
      JSON.stringify(next.attributes) !== JSON.stringify(before.attributes) ||
      next.description !== before.description ||
      next.barcode !== before.barcode ||
      next.catalog_id !== before.catalog_id;
    if (!changed) continue;
    if (before) updated += 1;
    else created += 1;
    rows.push([
      next.id,
      next.sku,
      next.title,
      next.producer_id,
      next.weight_kg,
      next.length_cm,
      next.width_cm,
      next.height_cm,
      JSON.stringify(next.attributes),
      product.id,
      next.catalog_id,
      next.description,
      next.barcode,
    ]);
  }
  if (rows.length > 0) {
    const column = (i: number) => rows.map((r) => r[i]);
    await tx.query(
      `INSERT INTO products AS p (id, sku, title, producer_id, weight_kg, length_cm, width_cm, height_cm, attributes, external_id, catalog_id, description, barcode)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::numeric[], $6::int[], $7::int[], $8::int[], $9::jsonb[], $10::text[], $11::text[], $12::text[], $13::text[])
       ON CONFLICT (id) DO UPDATE SET sku = EXCLUDED.sku, title = EXCLUDED.title, producer_id = EXCLUDED.producer_id, weight_kg = EXCLUDED.weight_kg,
         length_cm = EXCLUDED.length_cm, width_cm = EXCLUDED.width_cm, height_cm = EXCLUDED.height_cm, attributes = EXCLUDED.attributes,
         catalog_id = EXCLUDED.catalog_id, description = EXCLUDED.description, barcode = EXCLUDED.barcode`,
      Array.from({ length: 13 }, (_, i) => column(i)),
    );
  }
  // Every product the file sent is marked with this session and import (a full catalogue hides the others).
  await tx.query('UPDATE products SET exchange_session = $2, exchange_import = $3 WHERE id = ANY($1::int[])', [
    [...idOf.values()],
    env.session.id,
    env.importId,
  ]);
  count(report, 'товаров создано', created);
  count(report, 'товаров изменено', updated);
  if (defaulted > 0) count(report, 'товаров без веса или размеров в 1С (взяты значения категории)', defaulted);

  await linkCategories(tx, products, idOf, category, report);
  await storePictures(tx, env, products, idOf, report);

  const hide = products.filter((p) => p.deleted && !old.get(p.id)?.hidden_at).map((p) => idOf.get(p.id)!);
  const show = products.filter((p) => !p.deleted && old.get(p.id)?.hidden_at).map((p) => idOf.get(p.id)!);
  count(report, 'товаров скрыто (удалены в 1С)', await hideProducts(tx, hide, env.now));
  count(report, 'товаров снова показано', await showProducts(tx, show));
}

/** The product's categories become its groups' (only where they differ: each link moves the listings). */
async function linkCategories(
  tx: Queryable,
  products: StagedProduct[],
  idOf: Map<string, number>,
  category: Map<string, { id: number }>,
  report: ImportReport,
) {
  const sent = products.filter((p) => p.groups !== null);
  if (sent.length === 0) return;
  const current = await tx.query<{ product_id: number; category_id: number }>(
    'SELECT product_id, category_id FROM product_categories WHERE product_id = ANY($1::int[])',
    [sent.map((p) => idOf.get(p.id)!)],
  );
  const have = new Set(current.map((l) => `${l.product_id}:${l.category_id}`));
  const want = new Set<string>();
  for (const product of sent) {
    const id = idOf.get(product.id)!;
    for (const group of product.groups!) {
      const target = category.get(group);
      if (!target) unmapped(report, 'группы товаров, которых нет в классификаторе', group);
      else want.add(`${id}:${target.id}`);
    }
    if (!product.groups!.some((g) => category.has(g)))
      unmapped(report, 'товары без раздела (не видны в каталоге)', product.name ?? product.id);
  }
  const pairs = (keys: string[]) => [keys.map((k) => Number(k.split(':')[0])), keys.map((k) => Number(k.split(':')[1]))];
  const removed = [...have].filter((k) => !want.has(k));
  const added = [...want].filter((k) => !have.has(k));
  if (removed.length > 0) {
    await tx.query(
      'DELETE FROM product_categories pc USING unnest($1::int[], $2::int[]) r (product_id, category_id) WHERE pc.product_id = r.product_id AND pc.category_id = r.category_id',
      pairs(removed),
    );
  }
  if (added.length > 0) {
    await tx.query(
      'INSERT INTO product_categories (product_id, category_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING',
      pairs(added),
    );
  }
}

/** Картинка → the pictures, each stored once by content; the first is the main one. */
async function storePictures(tx: Queryable, env: ApplyEnv, products: StagedProduct[], idOf: Map<string, number>, report: ImportReport) {
  const sent = products.filter((p) => p.pictures !== null);
  if (sent.length === 0) return;
  const current = await tx.query<{ product_id: number; name: string; main: boolean; sort: number }>(
    'SELECT product_id, name, main, sort FROM product_images WHERE product_id = ANY($1::int[]) ORDER BY product_id, main DESC, sort',
    [sent.map((p) => idOf.get(p.id)!)],
  );
  // The transaction's own connection: on PGlite a read beside an open transaction waits for it.
  const exchange = exchangeRepository(tx);
  let stored = 0;
  for (const product of sent) {
    const id = idOf.get(product.id)!;
    const names: string[] = [];
    let missing = false;
    for (const path of product.pictures!) {
      const name = confinedName(path);
      const file = name ? await exchange.file(env.session.id, name) : null;
      if (!file) {
        missing = true;
        continue;
      }
      const parts: Buffer[] = [];
      for await (const piece of fileBytes(exchange, file.id)) parts.push(piece);
      const bytes = Buffer.concat(parts);
      const picture = pictureName(path, bytes);
      if (!picture) {
        unmapped(report, 'картинки неподдерживаемого формата (нужны jpg, png, webp)', path);
        continue;
      }
      if (!(await env.pictures.has(picture.name))) {
        await env.pictures.put(picture.name, bytes, picture.type);
        stored += 1;
      }
      if (!names.includes(picture.name)) names.push(picture.name);
    }
    const had = current.filter((c) => c.product_id === id).map((c) => c.name);
    // 1C lists pictures it did not send again (unchanged ones): the product keeps what it has.
    if (missing && names.length === 0) {
      if (had.length === 0)
        unmapped(report, 'картинки, которых нет в выгрузке', `${product.name ?? product.id}: ${product.pictures!.join(', ')}`);
      continue;
    }
    if (had.join('|') === names.join('|')) continue;
    await tx.query('DELETE FROM product_images WHERE product_id = $1', [id]);
    await tx.query(
      'INSERT INTO product_images (product_id, name, main, sort) SELECT $1, n.name, n.i = 1, n.i - 1 FROM unnest($2::text[]) WITH ORDINALITY n (name, i)',
      [id, names],
    );
  }
  count(report, 'картинок сохранено', stored);
}

/** Products of a full catalogue this import did not send: hidden, a batch per call. */
export async function hideMissing(
  tx: Queryable,
  catalogId: string,
  keep: { importId?: number; sessionId?: number },
  now: Date,
  batch = 1000,
) {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM products WHERE catalog_id = $1 AND hidden_at IS NULL
        AND ${keep.importId !== undefined ? 'exchange_import IS DISTINCT FROM $2' : 'exchange_session IS DISTINCT FROM $2'}
      ORDER BY id LIMIT $3`,
    [catalogId, keep.importId ?? keep.sessionId, batch],
  );
  const hidden = await hideProducts(
    tx,
    rows.map((r) => r.id),
    now,
  );
  return { hidden, more: rows.length === batch };
}

type SessionCtx = Pick<ServiceContext, 'db' | 'repos' | 'settings'>;

/**
 * `mode=deactivate`: the products of the full catalogues this session sent in split packages
 * (import___*) and that none of them named are hidden, in batches until the step deadline.
 */
export async function deactivateMissing(ctx: SessionCtx, session: ExchangeSessionRow, log: { info(o: object, m: string): void }) {
  const deadline = Date.now() + ctx.settings.exchange.stepMs;
  let hidden = 0;
  for (const catalogId of session.full_catalogs) {
    for (;;) {
      const result = await ctx.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK]);
        return hideMissing(tx, catalogId, { sessionId: session.id }, ctx.settings.now());
      });
      hidden += result.hidden;
      if (!result.more) break;
      if (Date.now() >= deadline) return { status: 'progress' as const, lines: [`скрыто товаров: ${hidden}`] };
    }
  }
  if (hidden > 0) log.info({ hidden, catalogs: session.full_catalogs }, 'exchange deactivate: hidden');
  return { status: 'success' as const, lines: hidden > 0 ? [`скрыто товаров, которых нет в выгрузке: ${hidden}`] : [] };
}

/** `mode=complete`: what deactivate would do if 1C did not ask for it, then the end of the exchange. */
export async function closeSession(ctx: SessionCtx, session: ExchangeSessionRow, log: { info(o: object, m: string): void }) {
  if (session.kind === 'catalog' && session.full_catalogs.length > 0) {
    const answer = await deactivateMissing(ctx, session, log);
    if (answer.status !== 'success') return answer;
  }
  return { status: 'success' as const, lines: ['Выгрузка данных завершена'] };
}

/** The lock every writer of an import's catalogue changes holds (new ids are the largest + 1). */
export const CATALOGUE_LOCK = 4_242_038;
