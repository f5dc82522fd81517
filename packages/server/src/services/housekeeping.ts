import { PAYMENT_WINDOW_MS } from '@store/domain';
import { SEARCH_MATCHES_UNUSED_MS } from '../repositories/search';
import type { ServiceContext } from './context';

const DAY = 86_400_000;

/**
 * Removes rows that no rule reads any more: rate windows and codes older than a day. Safe to run
 * on every instance at once (plain deletes by age); the server runs it hourly.
 */
export async function pruneExpiredState(app: Pick<ServiceContext, 'db' | 'repos' | 'settings' | 'rateCounters'>): Promise<void> {
  const dayAgo = new Date(app.settings.now().getTime() - DAY);
  await app.rateCounters.prune();
  await app.repos.authState.pruneCodes(dayAgo);
  await app.repos.authState.prune(app.settings.now());
  await expireUnpaidOrders(app);
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

/** Cancels online orders unpaid after the 20-hour window (SPEC §9) and returns their reserved units. */
export async function expireUnpaidOrders(app: Pick<ServiceContext, 'db' | 'repos' | 'settings'>): Promise<number[]> {
  const cutoff = new Date(app.settings.now().getTime() - PAYMENT_WINDOW_MS);
  const expired: number[] = [];
  for (;;) {
    const batch = await app.db.transaction((tx) => app.repos.orders.expireUnpaid(tx, cutoff));
    expired.push(...batch);
    if (batch.length < 100) return expired;
  }
}
