import type { z } from 'zod';
import type { Queryable } from '../db';
import type { favouritesAddManySchema } from '../schemas/favourites';
import { itemCards, knownItems, type ItemKey } from './cart';

/** A favourite (SPEC §3 Favourite item): a product, or one marked-down item of it, as the route schema takes it. */
export type FavouriteItem = z.infer<typeof favouritesAddManySchema.body>['products'][number];

/** Server favourites of signed-in users (SPEC §3 Favourite item, §6), newest first. */
export function favouritesRepository(db: Queryable) {
  return {
    known: (items: readonly ItemKey[]) => knownItems(db, items),

    async items(userId: number): Promise<FavouriteItem[]> {
      const rows = await db.query<{ product_id: number; defect_serial_number: string | null }>(
        'SELECT product_id, defect_serial_number FROM favourites WHERE user_id = $1 ORDER BY id DESC',
        [userId],
      );
      return rows.map((r) => ({ productId: r.product_id, defectSerialNumber: r.defect_serial_number }));
    },

    /** The items with their cards for a city's stock code (see `itemCards`). */
    async cards(items: readonly FavouriteItem[], stockCode: number, now: Date) {
      const cards = await itemCards(
        db,
        items.map((i) => ({ id: i.productId, defectSerialNumber: i.defectSerialNumber })),
        stockCode,
        now,
      );
      return cards.map(({ id, ...card }) => ({ ...card, productId: id }));
    },

    /** Adds what is missing; an item already there stays as it was (idempotent). */
    async addMany(userId: number, items: readonly FavouriteItem[]): Promise<void> {
      if (items.length === 0) return;
      await db.query(
        `INSERT INTO favourites (user_id, product_id, defect_serial_number)
         SELECT $1, * FROM unnest($2::int[], $3::text[])
         ON CONFLICT ON CONSTRAINT favourites_item_key DO NOTHING`,
        [userId, items.map((i) => i.productId), items.map((i) => i.defectSerialNumber)],
      );
    },

    async remove(userId: number, item: FavouriteItem): Promise<void> {
      await db.query(
        'DELETE FROM favourites WHERE user_id = $1 AND product_id = $2 AND defect_serial_number IS NOT DISTINCT FROM $3::text',
        [userId, item.productId, item.defectSerialNumber],
      );
    },
  };
}
