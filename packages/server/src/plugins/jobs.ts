import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshCourierDirectory } from '../services/courier-directory';
import { catalogueHousekeeping, pruneExpiredState } from '../services/housekeeping';
import { reconcilePayments } from '../services/online-payments';
import { deliverOutbox, remindUnpaidOrders } from '../services/outbox';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instance's periodic jobs, started once the app is ready and stopped when it closes. Each
 * job that must run once for many instances takes a lease itself; a failed run is logged and the
 * next tick tries again. Only the server registers it: tests run the jobs by hand.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const timers: NodeJS.Timeout[] = [];
    const every = (ms: number, job: () => Promise<unknown>, failure: string) => {
      const timer = setInterval(() => {
        job().catch((error: unknown) => app.log.warn({ err: error }, failure));
      }, ms);
      timer.unref();
      timers.push(timer);
    };

    app.addHook('onReady', async () => {
      every(HOUR_MS, () => pruneExpiredState(app, app.log), 'housekeeping failed');
      // Discounts that end are repriced each minute even when nobody lists (decision 0012); kept search
      // matches of an older catalogue version or unused for a day go (decision 0014).
      every(60_000, () => catalogueHousekeeping(app), 'catalogue housekeeping failed');
      // СДЭК's cities and pickup points (decision 0017): asked at start and every hour; the job itself
      // runs once a day on one instance of many and again within the hour after a failure.
      if (app.providers.courierCompany.directory) {
        const refreshDirectory = async () => {
          const report = await refreshCourierDirectory(app);
          if (report && report.failed.length > 0) app.log.warn({ report }, 'courier directory refresh failed for some cities');
          else if (report) app.log.info({ report }, 'courier directory refreshed');
        };
        every(HOUR_MS, refreshDirectory, 'courier directory refresh failed');
        refreshDirectory().catch((error: unknown) => app.log.warn({ err: error }, 'courier directory refresh failed'));
      }
      // Invoices whose notification did not come are asked about (decision 0018); a gateway that cannot be asked skips it.
      every(app.settings.paymentReconciliation.intervalMs, () => reconcilePayments(app, app.log), 'payment reconciliation failed');
      // The outbox's sender (decision 0061): every instance sends; claims are disjoint and leased, so a
      // message is in one sender's hands at a time. A pass still running skips the tick (no pile-up).
      let sending: Promise<unknown> | null = null;
      every(
        app.settings.outbox.intervalMs,
        async () => {
          if (sending) return;
          sending = deliverOutbox(app, app.log);
          try {
            await sending;
          } finally {
            sending = null;
          }
        },
        'outbox sender failed',
      );
      // The reminder before the payment window closes: written once per order (its once_key), by whichever instance comes first.
      every(5 * 60_000, () => remindUnpaidOrders(app.db, app.settings.now()), 'payment reminders failed');
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['database', 'settings', 'repositories', 'providers', 'services'] },
);
