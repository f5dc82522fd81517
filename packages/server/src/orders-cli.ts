import { ORDER_STATUS_NAMES, type OrderStatusId } from '@store/domain';
import { loadConfig } from './config';
import { migrate, openDb } from './db';
import { createProviders } from './providers';
import { createRepositories } from './repositories';
import { signingSecrets } from './secrets';
import { deliverOutbox, orderStatusChanged, UnknownOrderStatus, type OutboxLog } from './services/outbox';
import { resolveSettings } from './settings';

/**
 * `pnpm orders …` (scripts/orders.mjs bundles and runs this): the operator's command line for the
 * orders' messages (docs/operations.md).
 *   outbox [--status failed|pending|sending|sent] [--limit N]   messages with their tries and last error
 *   outbox retry <id>                                           send a failed message again
 *   set-status <orderId> <statusId>                             set a status (SPEC §4); the shopper is told
 *   send [--loop] [--interval MS]                               run the outbox's sender here (once, or until stopped)
 * It reads the same environment as the server (DATABASE_URL, SMTP_URL, MAIL_FROM, SMS_PROVIDER…).
 */
const USAGE = `использование:
  pnpm orders outbox [--status failed|pending|sending|sent] [--limit N]
  pnpm orders outbox retry <id>
  pnpm orders set-status <номер заказа> <статус 1–16>
  pnpm orders send [--loop] [--interval мс]`;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const line = (level: string) => (object: object, message: string) =>
  process.stderr.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...object })}\n`);
const log: OutboxLog = { info: line('info'), warn: line('warn'), error: line('error') };

const command = args[0];
if (!command || !['outbox', 'set-status', 'send'].includes(command)) fail(USAGE);

const config = loadConfig();
const db = await openDb(config, config.postgres);
await migrate(db);
const settings = resolveSettings({ ...config.settings, ...(await signingSecrets(db, config.settings)) });
const repos = createRepositories(db);
const providers = createProviders(settings, db, log);
const ctx = { db, repos, settings, providers };

let stopping = false;
const finish = async (code = 0) => {
  providers.mail.close?.();
  await db.close();
  process.exit(code);
};
process.once('SIGTERM', () => {
  stopping = true;
});
process.once('SIGINT', () => {
  stopping = true;
});

const positive = (value: string | undefined, what: string): number => {
  const n = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || n <= 0) fail(`${what}: ожидается целое положительное число, задано «${value ?? ''}»`);
  return n;
};

if (command === 'outbox') {
  if (args[1] === 'retry') {
    const id = positive(args[2], 'номер сообщения');
    const ok = await repos.outbox.retry(id, settings.now());
    process.stdout.write(ok ? `сообщение ${id} снова в очереди\n` : `сообщение ${id} не найдено среди неотправленных (failed)\n`);
    await finish(ok ? 0 : 1);
  }
  const status = option('--status') ?? null;
  if (status !== null && !['failed', 'pending', 'sending', 'sent'].includes(status)) fail(USAGE);
  const limit = option('--limit') ? positive(option('--limit'), '--limit') : 50;
  const counts = await repos.outbox.counts();
  process.stdout.write(
    `в очереди ${counts.pending}, отправляются ${counts.sending}, отправлено ${counts.sent}, не отправлено (failed) ${counts.failed}\n`,
  );
  for (const row of await repos.outbox.list(status as 'failed' | null, Math.min(limit, 1000))) {
    const when = row.sent_at
      ? `отправлено ${new Date(row.sent_at).toISOString()}`
      : `следующая попытка ${new Date(row.next_attempt_at).toISOString()}`;
    process.stdout.write(
      `${row.id}\t${row.status}\t${row.kind}\t${row.channel}\tзаказ ${row.order_id ?? '—'}\tпопыток ${row.attempts}\t${when}${row.last_error ? `\tошибка: ${row.last_error}` : ''}\n`,
    );
  }
  await finish();
}

if (command === 'set-status') {
  const orderId = positive(args[1], 'номер заказа');
  const statusId = positive(args[2], 'статус');
  try {
    const change = await db.transaction((tx) => orderStatusChanged(tx, orderId, statusId, 'operator', settings.now()));
    if (!change) {
      process.stdout.write(`заказ ${orderId} не найден\n`);
      await finish(1);
    } else if (!change.changed) {
      process.stdout.write(`заказ ${orderId} уже в статусе «${ORDER_STATUS_NAMES[statusId as OrderStatusId]}»: ничего не изменено\n`);
    } else {
      process.stdout.write(
        `заказ ${orderId}: «${ORDER_STATUS_NAMES[change.from as OrderStatusId] ?? change.from}» → «${ORDER_STATUS_NAMES[statusId as OrderStatusId]}»; сообщения покупателю в очереди\n`,
      );
    }
  } catch (error) {
    if (error instanceof UnknownOrderStatus) fail(error.message);
    throw error;
  }
  await finish();
}

if (command === 'send') {
  const loop = args.includes('--loop');
  const interval = option('--interval') ? positive(option('--interval'), '--interval') : settings.outbox.intervalMs;
  do {
    const run = await deliverOutbox(ctx, log);
    if (run.claimed > 0) log.info({ ...run }, 'outbox pass');
    if (!loop && run.claimed < settings.outbox.batch) break;
    if (loop && run.claimed === 0) await new Promise((resolve) => setTimeout(resolve, interval));
  } while (!stopping);
  await finish();
}
