// `npm start`: installs what is missing, builds everything in production mode, seeds the
// embedded database on first start and serves the store. Ctrl-C stops every process it started.
import { buildAll, ensureDependencies, ensurePnpm, log } from './lib/bootstrap.mjs';
import { configFromEnv, startComposition } from './lib/composition.mjs';

const started = Date.now();
ensurePnpm();
ensureDependencies();
if (process.env.SKIP_BUILD !== '1' && !process.argv.includes('--no-build')) buildAll({ types: false });

const config = configFromEnv();
// Ctrl-C or a SIGTERM to this process stops every process it started, during the start too (a
// first start seeds the database for minutes).
const starting = new AbortController();
log(`Запускаю API (${config.databaseUrl ? 'PostgreSQL' : `PGlite в ${config.dataDir}`}), удалённые модули и оболочку`);
const start = startComposition(config, { signal: starting.signal });
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  log('Останавливаю…');
  starting.abort();
  // Interrupted while starting, the start rejects once it has stopped what it started.
  const running = await start.catch(() => null);
  await running?.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
const composition = await start.catch((error) => {
  if (stopping) return new Promise(() => undefined);
  throw error;
});

log(`Магазин готов за ${((Date.now() - started) / 1000).toFixed(1)} с: ${composition.url}`);
log(
  `API: http://${config.host}:${config.apiPort}/api (документация: /api/docs); удалённые модули: ${config.remotes.map((r) => r.port).join(', ')}`,
);
log('Остановить: Ctrl-C');
