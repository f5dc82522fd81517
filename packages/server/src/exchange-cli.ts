import { ORDER_STATUS_NAMES, orderStatusFrom1C } from '@store/domain';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { loadConfig } from './config';
import { migrate, openDb, type Db } from './db';
import { pictureStore } from './providers/pictures';
import { createRepositories } from './repositories';
import { deactivateMissing } from './services/exchange/catalogue';
import { importFile } from './services/exchange/imports';
import { orderStatusChanged } from './services/outbox';
import { tokenHash } from './services/exchange/sessions';
import { appendUpload, isArchive } from './services/exchange/uploads';
import { resolveSettings } from './settings';

/**
 * `pnpm exchange …` (docs/operations.md): the exchange without 1C. The same CommerceML files load
 * as 1C's exchange loads them (a session of their own, the same steps), orders are listed and
 * moved on, and the operator's mappings are edited here, so nobody is left with SQL.
 */

const USAGE = `Команды:
  pnpm exchange import <файлы…>                 загрузить файлы CommerceML (import.xml, offers.xml, … или архив .zip)
  pnpm exchange orders [--status N] [--limit N] заказы, новые сначала
  pnpm exchange set-status <заказ> <статус>      статус заказа: номер (1–16) или название («Отгружен», «Выполнен»)
  pnpm exchange mappings                        сопоставления и что 1С присылала (типы цен, склады)
  pnpm exchange map price <тип цены> <код склада|all> <retail|discount>
  pnpm exchange map warehouse <склад 1С> <id магазина>
  pnpm exchange map status <статус 1С> <статус магазина 1–16>
  pnpm exchange unmap price|warehouse|status <имя или Ид>
Тип цены и склад — Ид или Наименование из 1С.`;

const out = (line = '') => process.stdout.write(`${line}\n`);

class UsageError extends Error {}

/** The order the files of one exchange are applied in: the catalogue before its offers, the parts of split packages in kind order. */
const RANK = [/^import/i, /^offers/i, /^prices/i, /^rests/i];
const rank = (name: string) => {
  const found = RANK.findIndex((r) => r.test(basename(name)));
  return found < 0 ? RANK.length : found;
};

async function importFiles(db: Db, files: string[]) {
  if (files.length === 0) throw new UsageError('не указаны файлы');
  const config = loadConfig();
  const settings = resolveSettings({
    ...config.settings,
    jwtSecret: randomBytes(32).toString('hex'),
    paymentSecret: randomBytes(32).toString('hex'),
    exchange: { ...config.settings.exchange!, stepMs: 5000 },
  });
  const repos = createRepositories(db);
  const ctx = { db, repos, settings, pictures: pictureStore(settings.pictures, config.imagesDir) };
  const token = tokenHash(randomBytes(32).toString('hex'));
  const sessionId = await repos.exchange.createSession(token, 'catalog', settings.now());
  const log = { info: () => undefined, warn: () => undefined };
  // A folder is loaded with its files under their names inside it (import_files/… of the pictures).
  const uploads = files.flatMap((file) =>
    statSync(file).isDirectory()
      ? readdirSync(file, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => ({ path: join(e.parentPath, e.name), name: relative(file, join(e.parentPath, e.name)) }))
      : [{ path: file, name: basename(file) }],
  );
  for (const upload of uploads)
    await appendUpload(db, sessionId, upload.name.split(sep).join('/'), readFileSync(upload.path), settings.now());
  const session = await repos.exchange.touchSession(token, settings.now(), new Date(0));
  if (!session) throw new Error('exchange session not created');
  // Archives first (their XML becomes files of the session), then every XML in the exchange's order.
  for (const archive of uploads.map((u) => u.name).filter(isArchive)) {
    for (;;) {
      const answer = await importFile(ctx, session, archive, log);
      if (answer.status === 'failure') throw new UsageError(answer.lines.join('\n'));
      if (answer.status === 'success') break;
    }
  }
  const names = (await repos.exchange.files(sessionId))
    .map((f) => f.name)
    .filter((n) => /\.xml$/i.test(n))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const name of names) {
    out(`${name}:`);
    for (;;) {
      const answer = await importFile(ctx, session, name, log);
      if (answer.status === 'progress') {
        out(`  … ${answer.lines.join(' ')}`);
        continue;
      }
      for (const line of answer.lines) out(`  ${line}`);
      if (answer.status === 'failure') process.exitCode = 1;
      break;
    }
  }
  const fresh = await repos.exchange.touchSession(token, settings.now(), new Date(0));
  if (fresh && fresh.full_catalogs.length > 0) {
    for (;;) {
      const answer = await deactivateMissing(ctx, fresh, log);
      for (const line of answer.lines) out(line);
      if (answer.status === 'success') break;
    }
  }
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
}

async function listOrders(db: Db, args: string[]) {
  const status = option(args, '--status');
  const limit = Math.min(1000, Number(option(args, '--limit') ?? 50) || 50);
  const rows = await db.query<{
    id: number;
    created_at: Date;
    status_id: number;
    customer: string;
    phone: string;
    total_price: number;
    exchange_number: string | null;
  }>(
    `SELECT id, created_at, status_id, customer, phone, total_price, exchange_number FROM orders
      WHERE ($1::int IS NULL OR status_id = $1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [status === undefined ? null : Number(status), limit],
  );
  for (const r of rows) {
    out(
      [
        r.id,
        new Date(r.created_at).toISOString().slice(0, 16).replace('T', ' '),
        `[${r.status_id}] ${ORDER_STATUS_NAMES[r.status_id as 1] ?? ''}`,
        r.customer,
        `+${r.phone}`,
        `${r.total_price} ₽`,
        r.exchange_number ?? '',
      ]
        .join('\t')
        .trimEnd(),
    );
  }
  if (rows.length === 0) out('заказов нет');
}

async function setStatus(db: Db, args: string[]) {
  const [orderText, ...statusWords] = args;
  const orderId = Number(orderText);
  if (!Number.isInteger(orderId) || orderId <= 0 || statusWords.length === 0) throw new UsageError('нужно: set-status <заказ> <статус>');
  const statusText = statusWords.join(' ');
  const mapped = new Map(
    (await db.query<{ status: string; status_id: number }>('SELECT status, status_id FROM exchange_status_map')).map((r) => [
      r.status,
      r.status_id,
    ]),
  );
  const statusId =
    /^\d{1,2}$/.test(statusText) && Number(statusText) >= 1 && Number(statusText) <= 16
      ? Number(statusText)
      : orderStatusFrom1C(statusText, mapped);
  if (!statusId) throw new UsageError(`статус «${statusText}» неизвестен: номер 1–16 или название`);
  // The one way a status changes: the shopper's e-mail and SMS are written with it (decision 0061).
  const change = await db.transaction((tx) => orderStatusChanged(tx, orderId, statusId, 'operator'));
  if (!change) throw new UsageError(`заказа ${orderId} нет`);
  out(`заказ ${orderId}: [${statusId}] ${ORDER_STATUS_NAMES[statusId as 1]}`);
}

async function mappings(db: Db) {
  const section = async (title: string, sql: string) => {
    out(title);
    const rows = await db.query<Record<string, unknown>>(sql);
    for (const r of rows) out(`  ${Object.values(r).join('\t')}`);
    if (rows.length === 0) out('  —');
  };
  await section(
    'Сопоставление типов цен (тип, код склада, вид):',
    'SELECT price_type, stock_code, kind FROM exchange_price_map ORDER BY price_type, stock_code, kind',
  );
  await section('Типы цен из 1С (Ид, наименование):', 'SELECT external_id, name FROM exchange_price_types ORDER BY sort');
  await section(
    'Сопоставление складов (склад, магазин):',
    'SELECT m.warehouse, m.shop_id, s.title FROM exchange_warehouse_map m JOIN shops s ON s.id = m.shop_id ORDER BY m.warehouse',
  );
  await section('Склады из 1С (Ид, наименование):', 'SELECT external_id, name FROM exchange_warehouses ORDER BY name');
  await section('Магазины (id, код склада, название):', 'SELECT id, code, title FROM shops ORDER BY code, sort, id');
  await section(
    'Сопоставление статусов (статус 1С, статус магазина):',
    'SELECT status, status_id FROM exchange_status_map ORDER BY status',
  );
}

async function map(db: Db, args: string[]) {
  const [kind, key, ...rest] = args;
  if (!key) throw new UsageError('нужно: map price|warehouse|status …');
  if (kind === 'price') {
    const [code, priceKind] = rest;
    if (priceKind !== 'retail' && priceKind !== 'discount') throw new UsageError('вид цены: retail или discount');
    const codes =
      code === 'all'
        ? (await db.query<{ code: number }>('SELECT DISTINCT code FROM cities WHERE NOT is_other ORDER BY code')).map((r) => r.code)
        : [Number(code)];
    if (codes.some((c) => !Number.isInteger(c) || c <= 0)) throw new UsageError('код склада: число или all');
    await db.query(
      'INSERT INTO exchange_price_map (price_type, stock_code, kind) SELECT $1, c, $3 FROM unnest($2::int[]) c ON CONFLICT DO NOTHING',
      [key, codes, priceKind],
    );
    out(`тип цены «${key}» → ${priceKind} для кодов ${codes.join(', ')}`);
  } else if (kind === 'warehouse') {
    const shopId = Number(rest[0]);
    if (!(await db.query('SELECT 1 FROM shops WHERE id = $1', [shopId])).length)
      throw new UsageError(`магазина ${rest[0]} нет (pnpm exchange mappings)`);
    await db.query(
      'INSERT INTO exchange_warehouse_map (warehouse, shop_id) VALUES ($1, $2) ON CONFLICT (warehouse) DO UPDATE SET shop_id = EXCLUDED.shop_id',
      [key, shopId],
    );
    out(`склад «${key}» → магазин ${shopId}`);
  } else if (kind === 'status') {
    const statusId = Number(rest[0]);
    if (!Number.isInteger(statusId) || statusId < 1 || statusId > 16) throw new UsageError('статус магазина: 1–16 (SPEC §4)');
    await db.query(
      'INSERT INTO exchange_status_map (status, status_id) VALUES ($1, $2) ON CONFLICT (status) DO UPDATE SET status_id = EXCLUDED.status_id',
      [key.trim().toLowerCase().replace(/\s+/g, ' '), statusId],
    );
    out(`статус 1С «${key}» → [${statusId}] ${ORDER_STATUS_NAMES[statusId as 1]}`);
  } else throw new UsageError('map price|warehouse|status');
}

async function unmap(db: Db, args: string[]) {
  const [kind, key] = args;
  const table = {
    price: ['exchange_price_map', 'price_type'],
    warehouse: ['exchange_warehouse_map', 'warehouse'],
    status: ['exchange_status_map', 'status'],
  }[kind ?? ''];
  if (!table || !key) throw new UsageError('unmap price|warehouse|status <имя>');
  const rows = await db.query(`DELETE FROM ${table[0]} WHERE ${table[1]} = $1 RETURNING 1`, [
    kind === 'status' ? key.trim().toLowerCase() : key,
  ]);
  out(`удалено: ${rows.length}`);
}

export async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const config = loadConfig();
  const db = await openDb(config);
  try {
    await migrate(db);
    if (command === 'import') await importFiles(db, args);
    else if (command === 'orders') await listOrders(db, args);
    else if (command === 'set-status') await setStatus(db, args);
    else if (command === 'mappings') await mappings(db);
    else if (command === 'map') await map(db, args);
    else if (command === 'unmap') await unmap(db, args);
    else throw new UsageError(command ? `неизвестная команда «${command}»` : 'не указана команда');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } finally {
    await db.close();
  }
}

await main(process.argv.slice(2));
