import { ORDER_STATUS, PAYMENT_WINDOW_MS } from '@store/domain';
import { SEARCH_MATCHES_UNUSED_MS } from '../repositories/search';
import type { ServiceContext } from './context';
import { orderStatusChanged } from './outbox';
import { lastAskBeforeExpiry, revokeInvoicesOf, type PaymentLog } from './online-payments';

const SILENT: PaymentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const DAY = 86_400_000;
/** Sent messages stay this long for the operator's questions («did the shopper get it?»); failed ones stay until handled. */
const SENT_KEPT_MS = 90 * DAY;

/**
 * Removes rows that no rule reads any more: rate windows and codes older than a day. Safe to run
 * on every instance at once (plain deletes by age); the server runs it hourly.
 */
export async function pruneExpiredState(
  app: Pick<ServiceContext, 'db' | 'repos' | 'settings' | 'rateCounters' | 'providers'>,
  log: PaymentLog = SILENT,
): Promise<void> {
  const dayAgo = new Date(app.settings.now().getTime() - DAY);
  await app.rateCounters.prune();
  await app.repos.authState.pruneCodes(dayAgo);
  await app.repos.authState.prune(app.settings.now());
  // 1C's exchange sessions unused for their lifetime go with their uploads and staging rows (decision 0056).
  await app.repos.exchange.pruneSessions(new Date(app.settings.now().getTime() - app.settings.exchange.sessionTtlMs));
  // The YML feed's change log keeps its newest row (its version changes once, nothing is missed);
  // messages sent long ago and the local mail outbox go.
  await app.repos.marketFeed.pruneChanges();
  await app.repos.outbox.prune(new Date(app.settings.now().getTime() - SENT_KEPT_MS), dayAgo);
  await expireUnpaidOrders(app, log);
}

/**
 * The catalogue's every-minute job (server.ts): reprices the discounts that have ended (decision
 * 0012) and removes the kept search matches of an older catalogue version or unused for a day
 * (decision 0014). Safe on every instance at once: an idempotent update and plain deletes.
 */
export async function catalogueHousekeeping(
  app: Pick<ServiceContext, 'repos' | 'settings'>,
): Promise<{ repriced: number; pruned: number }> {
  const repriced = await app.repos.prices.now();
  const pruned = await app.repos.search.pruneMatches(new Date(app.settings.now().getTime() - SEARCH_MATCHES_UNUSED_MS));
  return { repriced, pruned };
}

/**
 * Cancels online orders unpaid after the 20-hour window (SPEC §9) and returns their reserved units.
 * A gateway that can be asked (PayKeeper) is asked first about each such order's invoices: an
 * order found paid is marked paid instead, one the gateway could not answer for waits for the next
 * run; the invoices of the cancelled orders are then withdrawn.
 */
export async function expireUnpaidOrders(
  app: Pick<ServiceContext, 'db' | 'repos' | 'settings' | 'providers'>,
  log: PaymentLog = SILENT,
): Promise<number[]> {
  const now = app.settings.now();
  const cutoff = new Date(now.getTime() - PAYMENT_WINDOW_MS);
  const keep = await lastAskBeforeExpiry(app, cutoff, log);
  const expired: number[] = [];
  for (;;) {
    const batch = await app.db.transaction(async (tx) => {
      const ids = await app.repos.orders.expireUnpaid(tx, cutoff, 100, keep);
      for (const id of ids) await orderStatusChanged(tx, id, ORDER_STATUS.CANCELLED, 'expiry', now);
      return ids;
    });
    expired.push(...batch);
    if (batch.length < 100) break;
  }
  await revokeInvoicesOf(app, expired, log);
  return expired;
}
