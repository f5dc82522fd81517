import { ORDER_STATUS, orderStatusFrom1C, type OrderStatusId } from '@store/domain';
import type { Queryable } from '../../db';
import { orderPaid, orderStatusChanged } from '../outbox';
import type { StagedDocument } from './commerceml';
import { count, unmapped, type ImportReport } from './report';

/**
 * 1C's orders back (the sale exchange's file + import): its status (through the operator's table,
 * then the plain default of @store/domain), paid, shipped, cancelled, 1C's number and date, on the
 * order the document names. An unknown order or status is reported and that document changes
 * nothing; the orders it changes count as sent to 1C (it knows them already).
 */

const isTrue = (value: string | undefined) => value !== undefined && /^(true|истина|да|1)$/i.test(value.trim());

/** A date 1C writes (2026-11-22, 2026-11-22T10:15:00, 22.11.2026 10:15:00), or null. */
export function cmlDate(value: string | undefined): Date | null {
  if (!value?.trim()) return null;
  const text = value.trim();
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  const iso = ru ? `${ru[3]}-${ru[2]}-${ru[1]}T${(ru[4] ?? '0').padStart(2, '0')}:${ru[5] ?? '00'}:${ru[6] ?? '00'}` : text;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 ? null : date;
}

export async function applyDocuments(tx: Queryable, items: StagedDocument[], now: Date, report: ImportReport): Promise<void> {
  const statusMap = new Map(
    (await tx.query<{ status: string; status_id: number }>('SELECT status, status_id FROM exchange_status_map')).map((r) => [
      r.status,
      r.status_id,
    ]),
  );
  // The orders' changes are 1C's own: the revision trigger (migration 020) keeps them from going back to 1C.
  await tx.query("SELECT set_config('store.exchange_origin', '1c', true)");
  let changed = 0;
  for (const document of items) {
    const requisites = new Map(document.requisites.map((r) => [r.name.trim().toLowerCase().replace(/\s+/g, ' '), r.value]));
    const ownId = /^\d{1,15}$/.test(document.id)
      ? Number(document.id)
      : /^\d{1,15}$/.test(document.number ?? '')
        ? Number(document.number)
        : null;
    const [order] =
      ownId === null
        ? []
        : await tx.query<{
            id: number;
            status_id: number;
            payment_status: string | null;
            paid_at: Date | null;
            shipped_at: Date | null;
            total_price: number;
          }>('SELECT id, status_id, payment_status, paid_at, shipped_at, total_price FROM orders WHERE id = $1 FOR UPDATE', [ownId]);
    if (!order) {
      unmapped(
        report,
        'заказы, которых нет на сайте (не изменены)',
        document.number ? `${document.id} (№ ${document.number})` : document.id,
      );
      continue;
    }
    const statusText =
      requisites.get('статус заказа') ?? requisites.get('статус') ?? requisites.get('статусзаказа') ?? requisites.get('статуса заказа ид');
    let status: OrderStatusId | null = null;
    if (statusText !== undefined && statusText.trim()) {
      status = orderStatusFrom1C(statusText, statusMap);
      if (status === null) {
        unmapped(report, 'статусы заказов без сопоставления (заказ не изменён)', `${statusText} (заказ ${order.id})`);
        continue;
      }
    }
    const cancelled =
      document.deleted ||
      isTrue(requisites.get('отменен')) ||
      isTrue(requisites.get('пометкаудаления')) ||
      isTrue(requisites.get('пометка удаления'));
    const shippedDate = cmlDate(requisites.get('дата отгрузки по 1с') ?? requisites.get('датаотгрузки1с'));
    const shipped = isTrue(requisites.get('отгружен')) || shippedDate !== null;
    const paidDate = cmlDate(requisites.get('дата оплаты по 1с') ?? requisites.get('датаоплаты1с'));
    const paid = isTrue(requisites.get('оплачен')) || isTrue(requisites.get('заказ оплачен')) || paidDate !== null;
    if (cancelled) status = ORDER_STATUS.CANCELLED;
    else if (status === null && shipped && order.status_id !== ORDER_STATUS.DONE) status = ORDER_STATUS.ON_THE_WAY;
    const number = requisites.get('номер по 1с') ?? requisites.get('номер1с') ?? null;
    const date = cmlDate(requisites.get('дата по 1с') ?? requisites.get('дата1с'));
    await tx.query(
      `UPDATE orders SET payment_status = CASE WHEN $2 THEN 'obtained' ELSE payment_status END,
              paid_at = CASE WHEN $2 THEN coalesce(paid_at, $3) ELSE paid_at END,
              shipped_at = CASE WHEN $4 THEN coalesce(shipped_at, $5) ELSE shipped_at END,
              exchange_number = coalesce($6, exchange_number), exchange_date = coalesce($7, exchange_date)
        WHERE id = $1`,
      [order.id, paid, paidDate ?? now, shipped, shippedDate ?? now, number?.slice(0, 100) ?? null, date],
    );
    // The shopper hears of it as of any change: paid (once, when it was not yet), then the new status,
    // each message written in this document's transaction (decision 0061).
    if (paid && order.payment_status !== 'obtained') await orderPaid(tx, order.id, order.total_price, now);
    if (status !== null) await orderStatusChanged(tx, order.id, status, 'exchange', now);
    changed += 1;
  }
  count(report, 'заказов обновлено', changed);
}
