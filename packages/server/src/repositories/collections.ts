import { crossedOutPrice } from '@store/domain';
import type { Db, Queryable } from '../db';
import type { CollectionItem } from '../schemas/collections';
import { itemCards, knownItems, type ItemKey } from './cart';
import { ownCategories } from './product-paths';

/** Where a collection is kept, and the order its list is answered in. */
export interface CollectionTable {
  /** A fixed table name of the migrations (never a request's value): it is written into the SQL. */
  table: 'favourites' | 'compare_items';
  order: 'newest first' | 'oldest first';
}

const keyOf = (item: CollectionItem): ItemKey => ({ id: item.productId, defectSerialNumber: item.defectSerialNumber });

/** The cards of items for a city's stock code (`itemCards`: price by the domain rule, status, path). */
export async function collectionCards(db: Queryable, items: readonly CollectionItem[], stockCode: number, now: Date) {
  const cards = await itemCards(db, items.map(keyOf), stockCode, now);
  return cards.map(({ id, ...card }) => ({ ...card, productId: id }));
}

/** What a collection shows of its items in one city. */
export type CardsOf<Card> = (db: Queryable, items: readonly CollectionItem[], stockCode: number, now: Date) => Promise<Card[]>;

/**
 * A shopper's collection of products and marked-down items on the server (favourites, the
 * comparison list): each item once per user (the table's `<table>_item_key`, NULLS NOT DISTINCT).
 */
export function collectionRepository<Card>(db: Db, { table, order }: CollectionTable, cardsOf: CardsOf<Card>) {
  return {
    known: (items: readonly CollectionItem[]) => knownItems(db, items.map(keyOf)),

    async items(userId: number): Promise<CollectionItem[]> {
      const rows = await db.query<{ product_id: number; defect_serial_number: string | null }>(
        `SELECT product_id, defect_serial_number FROM ${table} WHERE user_id = $1 ORDER BY id ${order === 'newest first' ? 'DESC' : 'ASC'}`,
        [userId],
      );
      return rows.map((r) => ({ productId: r.product_id, defectSerialNumber: r.defect_serial_number }));
    },

    /** The items with their cards for a city's stock code, in the order of `items`; an item whose product is gone is left out. */
    cards: (items: readonly CollectionItem[], stockCode: number, now: Date) => cardsOf(db, items, stockCode, now),

    /**
     * Adds what is missing; an item already there stays as it was (idempotent). With a `limit`,
     * nothing is added (`added` false) when the list would then hold more: items already there count
     * once, so pushing the same list again always passes, and the user's row is locked meanwhile, so
     * two pushes at once cannot pass the limit together.
     */
    async addMany(userId: number, items: readonly CollectionItem[], limit?: number): Promise<{ added: boolean }> {
      if (items.length === 0) return { added: true };
      const products = items.map((i) => i.productId);
      const serials = items.map((i) => i.defectSerialNumber);
      const insert = (q: Queryable) =>
        q.query(
          `INSERT INTO ${table} (user_id, product_id, defect_serial_number)
           SELECT $1, * FROM unnest($2::int[], $3::text[])
           ON CONFLICT ON CONSTRAINT ${table}_item_key DO NOTHING`,
          [userId, products, serials],
        );
      if (limit === undefined) {
        await insert(db);
        return { added: true };
      }
      return db.transaction(async (tx) => {
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const [row] = await tx.query<{ count: number; present: number }>(
          `SELECT count(*)::int AS count,
                  count(*) FILTER (WHERE (c.product_id, coalesce(c.defect_serial_number, '')) IN
                    (SELECT * FROM unnest($2::int[], $3::text[])))::int AS present
             FROM ${table} c WHERE c.user_id = $1`,
          [userId, products, serials.map((s) => s ?? '')],
        );
        const incoming = new Set(items.map((i) => `${i.productId}\u0000${i.defectSerialNumber ?? ''}`)).size;
        if ((row?.count ?? 0) + incoming - (row?.present ?? 0) > limit) return { added: false };
        await insert(tx);
        return { added: true };
      });
    },

    async remove(userId: number, item: CollectionItem): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE user_id = $1 AND product_id = $2 AND defect_serial_number IS NOT DISTINCT FROM $3::text`, [
        userId,
        item.productId,
        item.defectSerialNumber,
      ]);
    },

    async clear(userId: number): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    },
  };
}

/**
 * Compared goods' cards plus what the table compares: producer, own category and attributes, and
 * the crossed-out price (the retail price of a new one in the city while the shopper pays less).
 */
export async function comparedCards(db: Queryable, items: readonly CollectionItem[], stockCode: number, now: Date) {
  const ids = [...new Set(items.map((i) => i.productId))];
  const [cards, details, own] = await Promise.all([
    collectionCards(db, items, stockCode, now),
    db.query<{ id: number; producer: string | null; attributes: Record<string, string> }>(
      'SELECT p.id, pr.name AS producer, p.attributes FROM products p LEFT JOIN producers pr ON pr.id = p.producer_id WHERE p.id = ANY($1::int[])',
      [ids],
    ),
    ownCategories(db, ids),
  ]);
  const detailOf = new Map(details.map((d) => [d.id, d]));
  return cards.map((card) => {
    const category = own.get(card.productId);
    return {
      ...card,
      oldPrice: crossedOutPrice(card.price, card.priceRetail),
      producer: detailOf.get(card.productId)?.producer ?? null,
      category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
      attributes: detailOf.get(card.productId)?.attributes ?? {},
    };
  });
}

/** Server favourites of signed-in users (SPEC §3 Favourite item, §6), newest first. */
export const favouritesRepository = (db: Db) => collectionRepository(db, { table: 'favourites', order: 'newest first' }, collectionCards);

/** The comparison lists of signed-in users (SPEC §2 /compare), in the order goods were added. */
export const compareRepository = (db: Db) => collectionRepository(db, { table: 'compare_items', order: 'oldest first' }, comparedCards);
