import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDb } from './db';
import { serveMetrics } from './plugins/metrics';
import { signingSecrets } from './secrets';
import { ensureImages } from './seed/images';
import { isSeeded, seed, seedLeaves } from './seed/seed';
import { refreshCourierDirectory } from './services/courier-directory';
import { catalogueHousekeeping, pruneExpiredState } from './services/housekeeping';
import { reconcilePayments } from './services/online-payments';
import { deliverOutbox, remindUnpaidOrders } from './services/outbox';

const config = loadConfig();
const log = (message: string) => process.stdout.write(`[api] ${message}\n`);

// A connection that breaks while idle is worth a line of the log (the app's, once there is one), not the process.
let idleError = (error: Error): void => {
  log(`соединение с базой данных потеряно: ${error.message}`);
};
const db = await openDb(config, { ...config.postgres, onIdleError: (error) => idleError(error) });
log(`база данных: ${db.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`);
// Migrations and the first seed run statements longer than a request's timeout: on PostgreSQL they
// get connections of their own without it (PGlite has one session, and no such timeout).
const setup = config.databaseUrl ? await openDb(config, { ...config.postgres, statementTimeoutMs: 0, max: 2 }) : db;
try {
  const applied = await migrate(setup);
  if (applied.length > 0) log(`миграции: ${applied.join(', ')}`);
  if (!(await isSeeded(setup))) {
    log(`первый запуск: заполняю каталог (${config.seedProducts} товаров)…`);
    const report = await seed(setup, config.seedProducts, (m) => log(m));
    log(report.products > 0 ? `каталог готов за ${(report.ms / 1000).toFixed(1)} с` : 'каталог заполнил другой экземпляр API');
  }
} finally {
  if (setup !== db) await setup.close();
}
await ensureImages(config.imagesDir, seedLeaves());
// Keys the environment does not give are this database's generated ones (decision 0021).
const secrets = await signingSecrets(db, config.settings);

const app = await buildApp({
  db,
  imagesDir: config.imagesDir,
  // dist/routes: the route files the build keeps beside this script.
  routesDir: fileURLToPath(new URL('./routes', import.meta.url)),
  logger: { level: config.logLevel },
  settings: { ...config.settings, ...secrets },
  trustProxy: config.trustProxy,
});
idleError = (error) => {
  app.log.warn({ err: error }, 'database connection lost while idle');
};
app.server.requestTimeout = 30_000;
app.server.keepAliveTimeout = 72_000;

const housekeeping = setInterval(
  () => {
    pruneExpiredState(app, app.log).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  },
  60 * 60 * 1000,
);
housekeeping.unref();
// Discounts that end are repriced each minute even when nobody lists (decision 0012); kept search
// matches of an older catalogue version or unused for a day go (decision 0014).
const repricing = setInterval(() => {
  catalogueHousekeeping(app).catch((error: unknown) => app.log.warn({ err: error }, 'catalogue housekeeping failed'));
}, 60_000);
repricing.unref();
// СДЭК's cities and pickup points (decision 0017): asked at start and every hour; the job itself runs
// once a day on one instance of many and again within the hour after a failure.
const refreshDirectory = () => {
  refreshCourierDirectory(app)
    .then((report) => {
      if (report && report.failed.length > 0) app.log.warn({ report }, 'courier directory refresh failed for some cities');
      else if (report) app.log.info({ report }, 'courier directory refreshed');
    })
    .catch((error: unknown) => app.log.warn({ err: error }, 'courier directory refresh failed'));
};
const courierDirectoryTimer = app.providers.courierCompany.directory ? setInterval(refreshDirectory, 60 * 60 * 1000) : null;
courierDirectoryTimer?.unref();
if (courierDirectoryTimer) refreshDirectory();
// Invoices whose notification did not come are asked about (decision 0018); a gateway that cannot be asked skips it.
const reconciling = setInterval(() => {
  reconcilePayments(app, app.log).catch((error: unknown) => app.log.warn({ err: error }, 'payment reconciliation failed'));
}, app.settings.paymentReconciliation.intervalMs);
reconciling.unref();

// The outbox's sender (decision 0061): every instance sends; claims are disjoint and leased, so a
// message is in one sender's hands at a time. A pass still running skips the tick (no pile-up).
let sending = false;
const sender = setInterval(() => {
  if (sending) return;
  sending = true;
  deliverOutbox(app, app.log)
    .catch((error: unknown) => app.log.warn({ err: error }, 'outbox sender failed'))
    .finally(() => {
      sending = false;
    });
}, app.settings.outbox.intervalMs);
sender.unref();
// The reminder before the payment window closes: written once per order (its once_key), by whichever instance comes first.
const reminders = setInterval(() => {
  remindUnpaidOrders(app.db, app.settings.now()).catch((error: unknown) => app.log.warn({ err: error }, 'payment reminders failed'));
}, 5 * 60_000);
reminders.unref();

const metricsServer = config.metrics ? await serveMetrics(app.metrics.registry, config.metrics) : null;
if (config.metrics) log(`метрики: http://${config.metrics.host}:${config.metrics.port}/metrics`);

let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  clearInterval(housekeeping);
  clearInterval(repricing);
  if (courierDirectoryTimer) clearInterval(courierDirectoryTimer);
  clearInterval(reconciling);
  clearInterval(sender);
  clearInterval(reminders);
  log(`${signal}: останавливаюсь`);
  metricsServer?.close();
  // The database plugin closes the database once the requests in flight are answered.
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
log(`API слушает http://${config.host}:${config.port}/api (OpenAPI: /api/docs)`);
