import { CONFIRMATION, PAYMENT_WINDOW_MS, isOnlinePayment, type OrderMessageFacts, type OrderMessageKind } from '@store/domain';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import type { OrderRequisitesRow, OrderRow } from './orders';

/** One message of the outbox as the sender and the operator see it. */
export interface OutboxRow {
  id: number;
  kind: OrderMessageKind;
  channel: 'email' | 'sms';
  recipient: string;
  order_id: number | null;
  facts: OrderMessageFacts;
  message_key: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  lease_until: Date | null;
  last_error: string | null;
  gateway_id: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** A message to write beside the change that causes it. */
export interface NewOutboxMessage {
  kind: OrderMessageKind;
  channel: 'email' | 'sms';
  recipient: string;
  orderId: number | null;
  facts: OrderMessageFacts;
  /** Written at most once whatever writes it again (the reminder of one order). */
  onceKey?: string;
}

const shopHours = (main: string | null, weekend: string | null, custom: string | null): string | null => {
  if (custom) return custom;
  const parts = [main ? `пн–пт ${main}` : null, weekend ? `сб–вс ${weekend}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
};

/** An order as its messages need it: its row but the stock and delivery details, with the shop's hours, the requisites, the account's e-mail and what is still to pay. */
type FactsRow = Omit<
  OrderRow,
  'user_id' | 'city_id' | 'stock_code' | 'shop_id' | 'paid_at' | 'legal_address_coincides' | 'courier_period_days'
> &
  OrderRequisitesRow & {
    phone_contact: string | null;
    opening_hours_main: string | null;
    opening_hours_weekend: string | null;
    opening_hours_custom: string | null;
    user_email: string | null;
    pending_amount: number | null;
  };

/** The transactional outbox (migration 030), the local mail outbox and the addresses that left reminders. */
export function outboxRepository(db: Queryable) {
  return {
    /**
     * Writes a message in the caller's transaction `tx`: it exists exactly when the change beside it
     * commits. Its key (the Message-ID's left part) is fixed here, once. Returns the row's id, or
     * null when a message of the same `onceKey` exists.
     */
    async enqueue(tx: Queryable, message: NewOutboxMessage, now: Date): Promise<number | null> {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO outbox_messages (kind, channel, recipient, order_id, facts, message_key, once_key, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8)
         ON CONFLICT (once_key) DO NOTHING RETURNING id`,
        [
          message.kind,
          message.channel,
          message.recipient,
          message.orderId,
          JSON.stringify(message.facts),
          randomBytes(16).toString('hex'),
          message.onceKey ?? null,
          now,
        ],
      );
      return rows[0]?.id ?? null;
    },

    /**
     * The order as a message shows it, read in `q` (the transaction of the change, so the facts are
     * those it commits). The shopper's address is the order's e-mail, else the legal entity's, else
     * the account's.
     */
    async orderFacts(q: Queryable, orderId: number): Promise<{ facts: OrderMessageFacts; email: string | null } | null> {
      const [o] = await q.query<FactsRow>(
        `SELECT o.*, c.name AS city_name, sh.title AS shop_title, sh.address AS shop_address,
                sh.opening_hours_main, sh.opening_hours_weekend, sh.opening_hours_custom,
                COALESCE(o.courier_point_address, cp.address_full) AS point_address, u.email AS user_email,
                (SELECT p.amount FROM payments p WHERE p.order_id = o.id AND p.status = 'pending'
                  ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS pending_amount
           FROM orders o JOIN cities c ON c.id = o.city_id LEFT JOIN shops sh ON sh.id = o.shop_id
           LEFT JOIN courier_company_points cp ON cp.code = o.courier_point_code
           LEFT JOIN users u ON u.id = o.user_id
          WHERE o.id = $1`,
        [orderId],
      );
      if (!o) return null;
      const lines = await q.query<{
        product_name: string;
        quantity: number;
        price: number;
        assembly_price: number | null;
        defect_serial_number: string | null;
      }>('SELECT product_name, quantity, price, assembly_price, defect_serial_number FROM order_products WHERE order_id = $1 ORDER BY id', [
        orderId,
      ]);
      const createdAt = new Date(o.created_at).toISOString();
      const street = [o.address_city, o.street, o.house && `д. ${o.house}`, o.apartment && `кв. ${o.apartment}`].filter(Boolean).join(', ');
      // Payable online now: awaited, and not waiting for the operator's permission (SPEC §4).
      const awaitsOnline =
        o.payment_status === 'pending' &&
        o.confirmed !== CONFIRMATION.WAITING &&
        (o.pending_amount !== null || isOnlinePayment(o.payment_method_id));
      const facts: OrderMessageFacts = {
        orderId: o.id,
        createdAt,
        customer: o.customer,
        phone: o.phone,
        contactPhone: o.phone_contact,
        statusId: o.status_id,
        city: o.city_name,
        deliveryId: o.delivery_id,
        shop:
          o.shop_title && o.shop_address
            ? {
                title: o.shop_title,
                address: o.shop_address,
                hours: shopHours(o.opening_hours_main, o.opening_hours_weekend, o.opening_hours_custom),
              }
            : null,
        address: o.point_address ?? (street || null),
        paymentMethodId: o.payment_method_id,
        lines: lines.map((l) => ({
          title: l.product_name,
          quantity: l.quantity,
          price: l.price,
          assemblyPrice: l.assembly_price,
          defectSerialNumber: l.defect_serial_number,
        })),
        goodsTotal: o.goods_total,
        servicesTotal: o.services_total,
        deliveryPrice: o.delivery_price,
        totalPrice: o.total_price,
        payOnline: awaitsOnline
          ? {
              amount: o.pending_amount ?? (o.prepayment > 0 ? o.prepayment : o.total_price),
              until: new Date(new Date(o.created_at).getTime() + PAYMENT_WINDOW_MS).toISOString(),
            }
          : null,
        legal: o.is_legal
          ? { name: o.legal_name ?? '', inn: o.inn ?? '', kpp: o.kpp ?? '', address: o.legal_address ?? '', email: o.legal_email ?? '' }
          : null,
        comment: o.comment,
      };
      return { facts, email: o.email || o.legal_email || o.user_email || null };
    },

    /**
     * Takes up to `limit` due messages for this sender, in one statement: pending ones whose time
     * has come, and sending ones whose lease ran out (their sender died mid-send). Each becomes
     * 'sending' until `leaseUntil` and counts a try; `SKIP LOCKED` gives concurrent senders
     * disjoint rows, so no message is in two senders' hands while its lease holds.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      return db.query<OutboxRow>(
        `UPDATE outbox_messages m SET status = 'sending', lease_until = $2, attempts = m.attempts + 1
          WHERE m.id IN (
            SELECT id FROM outbox_messages
             WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND lease_until <= $1)
             ORDER BY next_attempt_at, id
             LIMIT $3
             FOR UPDATE SKIP LOCKED)
          RETURNING m.*`,
        [now, leaseUntil, limit],
      );
    },

    /**
     * The gateway accepted the message: recorded once, by the sender whose claim it still is (the
     * try number fences off a sender whose lease expired and whose row was claimed again).
     */
    async markSent(id: number, attempt: number, now: Date, gatewayId: string | null): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE outbox_messages SET status = 'sent', sent_at = $3, lease_until = NULL, gateway_id = $4, last_error = NULL
          WHERE id = $1 AND attempts = $2 AND status = 'sending' RETURNING id`,
        [id, attempt, now, gatewayId],
      );
      return rows.length > 0;
    },

    /** A try failed: due again at `retryAt`, or kept as failed with its error when `retryAt` is null. */
    async markFailed(id: number, attempt: number, error: string, retryAt: Date | null): Promise<void> {
      await db.query(
        `UPDATE outbox_messages SET status = $4, next_attempt_at = coalesce($5, next_attempt_at), lease_until = NULL, last_error = $3
          WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
        [id, attempt, error.slice(0, 1000), retryAt ? 'pending' : 'failed', retryAt],
      );
    },

    /** Messages for the operator's command: by status (all when null), newest first. */
    async list(status: OutboxRow['status'] | null, limit: number): Promise<OutboxRow[]> {
      return db.query<OutboxRow>(`SELECT * FROM outbox_messages WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT $2`, [
        status,
        limit,
      ]);
    },

    async byOrder(orderId: number): Promise<OutboxRow[]> {
      return db.query<OutboxRow>('SELECT * FROM outbox_messages WHERE order_id = $1 ORDER BY id', [orderId]);
    },

    async byKey(messageKey: string): Promise<OutboxRow | null> {
      const [row] = await db.query<OutboxRow>('SELECT * FROM outbox_messages WHERE message_key = $1', [messageKey]);
      return row ?? null;
    },

    /** Gives a claimed message back untried (its sender stops before its lease could run out mid-send). */
    async release(id: number, attempt: number): Promise<void> {
      await db.query(
        `UPDATE outbox_messages SET status = 'pending', attempts = attempts - 1, lease_until = NULL
          WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
        [id, attempt],
      );
    },

    /** Removes sent messages older than `sentBefore` and the local mail outbox's mails older than `mailBefore`. */
    async prune(sentBefore: Date, mailBefore: Date): Promise<void> {
      await db.query(`DELETE FROM outbox_messages WHERE status = 'sent' AND sent_at < $1`, [sentBefore]);
      await db.query('DELETE FROM mail_outbox WHERE created_at < $1', [mailBefore]);
    },

    /** Counts by status, for the operator. */
    async counts(): Promise<Record<OutboxRow['status'], number>> {
      const rows = await db.query<{ status: OutboxRow['status']; n: number }>(
        'SELECT status, count(*)::int AS n FROM outbox_messages GROUP BY status',
      );
      const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** The operator sends a failed message again: its tries start over. */
    async retry(id: number, now: Date): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE outbox_messages SET status = 'pending', attempts = 0, next_attempt_at = $2 WHERE id = $1 AND status = 'failed' RETURNING id`,
        [id, now],
      );
      return rows.length > 0;
    },

    /** Orders in payment whose window closes between `from` and `to`, unpaid, not waiting for the operator, with no reminder yet. */
    async reminderCandidates(createdAfter: Date, createdBefore: Date, statusId: number, limit: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT o.id FROM orders o
          WHERE o.status_id = $3 AND o.payment_status = 'pending' AND o.confirmed <> 0
            AND o.created_at > $1 AND o.created_at <= $2
            AND NOT EXISTS (SELECT 1 FROM outbox_messages m WHERE m.once_key = 'payment-reminder:' || o.id)
          ORDER BY o.id LIMIT $4`,
        [createdAfter, createdBefore, statusId, limit],
      );
      return rows.map((r) => r.id);
    },

    async unsubscribe(email: string, now: Date): Promise<void> {
      await db.query('INSERT INTO mail_unsubscribes (email, created_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING', [
        email.toLowerCase(),
        now,
      ]);
    },

    async isUnsubscribed(q: Queryable, email: string): Promise<boolean> {
      const rows = await q.query<{ email: string }>('SELECT email FROM mail_unsubscribes WHERE email = $1', [email.toLowerCase()]);
      return rows.length > 0;
    },

    /** The local mail provider's last mails to an address (GET /api/dev/mail-outbox). */
    async mailOutbox(email: string, limit: number) {
      const rows = await db.query<{
        message_id: string;
        subject: string;
        text_body: string;
        html_body: string;
        created_at: Date;
      }>('SELECT message_id, subject, text_body, html_body, created_at FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT $2', [
        email.toLowerCase(),
        limit,
      ]);
      return rows.map((r) => ({
        messageId: r.message_id,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        createdAt: new Date(r.created_at),
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
