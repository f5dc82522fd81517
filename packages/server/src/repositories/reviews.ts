import type { Queryable } from '../db';

interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number;
  first_name: string | null;
  score: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  created_at: Date | string;
}

export interface NewReview {
  score: number;
  advantages: string;
  disadvantages: string;
  comment: string;
}

const COLUMNS = `r.id, r.product_id, r.user_id, u.first_name, r.score, r.advantages, r.disadvantages, r.comment, r.created_at`;

/** Only the first name is shown beside a review: the rest of the account stays private. */
const toDto = (row: ReviewRow) => ({
  id: row.id,
  productId: row.product_id,
  userId: row.user_id,
  authorName: row.first_name?.trim() || 'Покупатель',
  score: row.score,
  advantages: row.advantages,
  disadvantages: row.disadvantages,
  comment: row.comment,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Product reviews (SPEC §3 Review): one per user and product. */
export function reviewsRepository(db: Queryable) {
  return {
    async productExists(productId: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM products WHERE id = $1', [productId])).length > 0;
    },

    async hasReviewed(productId: number, userId: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM reviews WHERE product_id = $1 AND user_id = $2', [productId, userId])).length > 0;
    },

    /** Stores the review; undefined when this user has already rated the product (the unique key decides, race-free). */
    async add(productId: number, userId: number, review: NewReview, now: Date) {
      const [row] = await db.query<ReviewRow>(
        `WITH inserted AS (
           INSERT INTO reviews (product_id, user_id, score, advantages, disadvantages, comment, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT ON CONSTRAINT reviews_user_product_key DO NOTHING
           RETURNING *)
         SELECT ${COLUMNS} FROM inserted r JOIN users u ON u.id = r.user_id`,
        [productId, userId, review.score, review.advantages, review.disadvantages, review.comment, now],
      );
      return row ? toDto(row) : undefined;
    },

    /**
     * A page of the product's reviews with their count and average, or null when there is no such
     * product: one prepared statement (the product page asks for it on every render; it was three).
     */
    async list(productId: number, page: number, limit: number) {
      const [row] = await db.query<{ found: boolean; count: number; average: number | null; items: ReviewRow[] }>(
        `SELECT EXISTS (SELECT 1 FROM products WHERE id = $1) AS found,
                (SELECT count(*)::int FROM reviews WHERE product_id = $1) AS count,
                (SELECT round(avg(score), 1) FROM reviews WHERE product_id = $1) AS average,
                (SELECT coalesce(json_agg(page ORDER BY page.created_at DESC, page.id DESC), '[]')
                   FROM (SELECT ${COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
                          WHERE r.product_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3) page) AS items`,
        [productId, limit, (page - 1) * limit],
        { prepare: true },
      );
      if (!row?.found) return null;
      return { items: row.items.map(toDto), average: row.average ?? null, count: row.count, currentPage: page };
    },
  };
}
