import { STORE_NAME, type OrderMessageFacts } from '@store/domain';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpFake, type ReceivedMail, type SmtpFake } from '../fakes/smtp';
import { migrate, type Db } from '../src/db';
import { outboxRepository } from '../src/repositories/outbox';
import { openTestDb } from './helpers';

/**
 * Issue 39's proof that the outbox loses nothing and sends once (decision 0061), on PostgreSQL: the
 * real sender (`pnpm orders send --loop`, bundled as the build bundles it) runs as a child process
 * against the local SMTP server, which keeps each message and answers «250» a little later. The
 * child is killed with SIGKILL right after the SMTP server kept one message of the batch — before
 * the sender heard «250», the one window no protocol closes. A second sender takes over once the
 * dead one's leases end. Every message must arrive; a message may arrive twice only if it was in
 * that window, and then under the same Message-ID.
 */
const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const MESSAGES = 60;
const LEASE_MS = 3000;
const serverDir = join(__dirname, '..');

const facts = (n: number): OrderMessageFacts => ({
  orderId: 1000 + n,
  createdAt: '2026-11-22T02:00:00.000Z',
  customer: 'Петров Пётр',
  phone: '79990000001',
  contactPhone: null,
  statusId: 1,
  city: 'Усолье-Сибирское',
  deliveryId: 2,
  shop: { title: `${STORE_NAME} на Ленина`, address: 'ул. Ленина, 75', hours: 'пн–пт 09:00-20:00' },
  address: null,
  paymentMethodId: 2,
  lines: [{ title: 'Дрель', quantity: 1, price: 4990, assemblyPrice: null, defectSerialNumber: null }],
  goodsTotal: 4990,
  servicesTotal: 0,
  deliveryPrice: 0,
  totalPrice: 4990,
  payOnline: null,
  legal: null,
  comment: null,
});

postgres('the outbox survives a kill -9 of its sender (PostgreSQL)', () => {
  let db: Db;
  let url: string;
  let drop: () => Promise<void>;
  let smtp: SmtpFake;
  let bundleDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const opened = await openTestDb();
    db = opened.db;
    url = opened.url!;
    drop = opened.drop;
    await migrate(db);
    // Inside the package, so the bundle's external packages resolve from its node_modules.
    bundleDir = mkdtempSync(join(serverDir, 'dist-outbox-kill-'));
    // The API's own build (scripts/build.mjs), of the sender's command alone.
    execFileSync(process.execPath, [join(serverDir, 'scripts/build.mjs'), '--outdir', bundleDir, '--entry', 'orders-cli'], {
      stdio: 'inherit',
    });
  }, 120_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp?.stop();
    await drop?.();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  const sender = () => {
    const child = spawn(process.execPath, [join(bundleDir, 'orders-cli.js'), 'send', '--loop', '--interval', '100'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: url,
        SMTP_URL: smtp.url,
        MAIL_FROM: `${STORE_NAME} <shop@shop.example>`,
        PUBLIC_URL: 'https://shop.example',
        OUTBOX_LEASE_MS: String(LEASE_MS),
        OUTBOX_INTERVAL_MS: '200',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.resume();
    children.push(child);
    return child;
  };

  it(`${MESSAGES} messages, the sender killed mid-batch: every one arrives, a double only for the one in the window, with its Message-ID`, async () => {
    const outbox = outboxRepository(db);
    const now = new Date();
    await db.transaction(async (tx) => {
      for (let n = 0; n < MESSAGES; n += 1) {
        await outbox.enqueue(
          tx,
          { kind: 'order-placed', channel: 'email', recipient: `buyer${n}@example.ru`, orderId: null, facts: facts(n) },
          now,
        );
      }
    });
    const keys = new Set((await db.query<{ message_key: string }>('SELECT message_key FROM outbox_messages')).map((r) => r.message_key));
    expect(keys.size).toBe(MESSAGES);

    const running: { first: ChildProcess | null } = { first: null };
    let killedAfter: ReceivedMail | null = null;
    // Mid-batch: the sender claims 20 at a time, so the 25th is the 5th of its second claim.
    const killAt = 25;
    smtp = await startSmtpFake({
      delayMs: 40,
      onReceived: (mail) => {
        // SIGKILL: no handler, no close, no COMMIT of what the sender had in hand.
        if (smtp.received.length === killAt && !killedAfter) {
          killedAfter = mail;
          running.first?.kill('SIGKILL');
        }
      },
    });
    const first = sender();
    running.first = first;
    await once(first, 'exit');
    expect(first.signalCode).toBe('SIGKILL');
    expect(killedAfter).not.toBeNull();
    const arrivedBeforeKill = new Set(smtp.received.map((m) => m.messageId));
    const inFlight = new Set(
      (await db.query<{ message_key: string }>(`SELECT message_key FROM outbox_messages WHERE status = 'sending'`)).map(
        (r) => r.message_key,
      ),
    );
    // The dead sender's claimed rows wait for their lease: nothing is sent meanwhile, nothing is lost.
    expect(inFlight.size).toBeGreaterThan(1);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'sent'`))[0]!.n).toBeLessThan(
      MESSAGES,
    );

    const second = sender();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'sent'`);
      if (n === MESSAGES) break;
      if (Date.now() > deadline) throw new Error(`only ${n} of ${MESSAGES} sent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    second.kill('SIGTERM');
    await once(second, 'exit');

    const arrivals = new Map<string, number>();
    for (const mail of smtp.received) arrivals.set(mail.messageId, (arrivals.get(mail.messageId) ?? 0) + 1);
    const keyOf = (messageId: string) => /^<([0-9a-f]{32})@shop\.example>$/.exec(messageId)?.[1] ?? messageId;
    // Nothing lost: every message arrived, and nothing else did.
    expect(new Set([...arrivals.keys()].map(keyOf))).toEqual(keys);
    // Doubles: only messages the SMTP server had kept before the kill while their row was still 'sending'.
    const doubles = [...arrivals].filter(([, count]) => count > 1).map(([id]) => id);
    for (const id of doubles) {
      expect(arrivals.get(id)).toBe(2);
      expect(arrivedBeforeKill.has(id)).toBe(true);
      expect(inFlight.has(keyOf(id))).toBe(true);
    }
    // One sender sends one message at a time: at most the one it was killed on.
    expect(doubles.length).toBeLessThanOrEqual(1);
    process.stdout.write(
      `outbox kill -9: ${MESSAGES} messages, ${arrivedBeforeKill.size} arrived before the kill, ${inFlight.size} leased by the dead sender, ${smtp.received.length} arrivals, doubles: ${doubles.join(', ') || 'none'}\n`,
    );
  }, 120_000);
});
