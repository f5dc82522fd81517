import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDb } from './db';
import { serveMetrics } from './plugins/metrics';
import { signingSecrets } from './secrets';
import { ensureImages } from './seed/images';
import { isSeeded, seed, seedLeaves } from './seed/seed';

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
  jobs: true,
});
idleError = (error) => {
  app.log.warn({ err: error }, 'database connection lost while idle');
};
app.server.requestTimeout = 30_000;
app.server.keepAliveTimeout = 72_000;

const metricsServer = config.metrics ? await serveMetrics(app.metrics.registry, config.metrics) : null;
if (config.metrics) log(`метрики: http://${config.metrics.host}:${config.metrics.port}/metrics`);

let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  log(`${signal}: останавливаюсь`);
  metricsServer?.close();
  // The jobs stop and the database plugin closes the database once the requests in flight are answered.
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
log(`API слушает http://${config.host}:${config.port}/api (OpenAPI: /api/docs)`);
