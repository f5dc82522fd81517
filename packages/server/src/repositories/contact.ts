import type { Queryable } from '../db';

/** The write-only forms: newsletter subscriptions and feedback. */
export function contactRepository(db: Queryable) {
  return {
    /** Subscribes an e-mail (again, if it had unsubscribed). */
    async subscribe(email: string): Promise<void> {
      await db.query(
        `INSERT INTO subscriptions (email) VALUES ($1)
         ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL`,
        [email],
      );
    },

    async addFeedback(f: {
      category: number;
      name: string;
      phone: string | null;
      email: string | null;
      message: string;
      orderId: number | null;
      userId: number | null;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO feedback (category, name, phone, email, message, order_id, user_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [f.category, f.name, f.phone, f.email, f.message, f.orderId, f.userId],
      );
      return row!.id;
    },
  };
}
