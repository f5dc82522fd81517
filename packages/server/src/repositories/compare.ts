import { crossedOutPrice } from '@store/domain';
import type { z } from 'zod';
import type { Db } from '../db';
import type { compareAddManySchema } from '../schemas/compare';
import { itemCards, knownItems, type ItemKey } from './cart';
import { ownCategories } from './product-paths';

/** An item of the comparison list: a product, or one marked-down item of it, as the route schema takes it. */
export type CompareEntry = z.infer<typeof compareAddManySchema.body>['products'][number];

/** The comparison lists of signed-in users, in the order goods were added. */
export function compareRepository(db: Db) {
  return {
    known: (items: readonly ItemKey[]) => knownItems(db, items),

    async items(userId: number): Promise<CompareEntry[]> {
      const rows = await db.query<{ product_id: number; defect_serial_number: string | null }>(
        'SELECT product_id, defect_serial_number FROM compare_items WHERE user_id = $1 ORDER BY id',
        [userId],
      );
      return rows.map((r) => ({ productId: r.product_id, defectSerialNumber: r.defect_serial_number }));
    },

    /**
     * The items with their cards for a city's stock code (`itemCards`: price by the domain rule,
     * status, path), plus what the table compares: producer, own category and attributes.
     */
    async cards(items: readonly CompareEntry[], stockCode: number, now: Date) {
      const ids = [...new Set(items.map((i) => i.productId))];
      const [cards, details, own] = await Promise.all([
        itemCards(
          db,
          items.map((i) => ({ id: i.productId, defectSerialNumber: i.defectSerialNumber })),
          stockCode,
          now,
        ),
        db.query<{ id: number; producer: string | null; attributes: Record<string, string> }>(
          'SELECT p.id, pr.name AS producer, p.attributes FROM products p LEFT JOIN producers pr ON pr.id = p.producer_id WHERE p.id = ANY($1::int[])',
          [ids],
        ),
        ownCategories(db, ids),
      ]);
      const detailOf = new Map(details.map((d) => [d.id, d]));
      return cards.map(({ id, ...card }) => {
        const category = own.get(id);
        return {
          ...card,
          productId: id,
          oldPrice: crossedOutPrice(card.price, card.priceRetail),
          producer: detailOf.get(id)?.producer ?? null,
          category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
          attributes: detailOf.get(id)?.attributes ?? {},
        };
      });
    },

    /**
     * Adds what is missing, unless the list would then hold more than `limit` (nothing is added and
     * `added` is false). Items already there count once: pushing the same list again always passes.
     * The user's row is locked meanwhile, so two pushes at once cannot pass the limit together.
     */
    async addMany(userId: number, items: readonly CompareEntry[], limit: number): Promise<{ added: boolean }> {
      if (items.length === 0) return { added: true };
      return db.transaction(async (tx) => {
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const [row] = await tx.query<{ count: number; present: number }>(
          `SELECT count(*)::int AS count,
                  count(*) FILTER (WHERE (c.product_id, coalesce(c.defect_serial_number, '')) IN
                    (SELECT * FROM unnest($2::int[], $3::text[])))::int AS present
             FROM compare_items c WHERE c.user_id = $1`,
          [userId, items.map((i) => i.productId), items.map((i) => i.defectSerialNumber ?? '')],
        );
        const incoming = new Set(items.map((i) => `${i.productId}\u0000${i.defectSerialNumber ?? ''}`)).size;
        if ((row?.count ?? 0) + incoming - (row?.present ?? 0) > limit) return { added: false };
        await tx.query(
          `INSERT INTO compare_items (user_id, product_id, defect_serial_number)
           SELECT $1, * FROM unnest($2::int[], $3::text[])
           ON CONFLICT ON CONSTRAINT compare_items_item_key DO NOTHING`,
          [userId, items.map((i) => i.productId), items.map((i) => i.defectSerialNumber)],
        );
        return { added: true };
      });
    },

    async remove(userId: number, item: CompareEntry): Promise<void> {
      await db.query(
        'DELETE FROM compare_items WHERE user_id = $1 AND product_id = $2 AND defect_serial_number IS NOT DISTINCT FROM $3::text',
        [userId, item.productId, item.defectSerialNumber],
      );
    },

    async clear(userId: number): Promise<void> {
      await db.query('DELETE FROM compare_items WHERE user_id = $1', [userId]);
    },
  };
}
