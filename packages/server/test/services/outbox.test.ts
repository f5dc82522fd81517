import {
  DEFAULT_CITY,
  ORDER_STATUS,
  PAYMENT_METHOD,
  PAYMENT_REMINDER_BEFORE_MS,
  PAYMENT_WINDOW_MS,
  escapeHtml,
  formatPhone,
  formatPrice,
} from '@store/domain';
import { startPaykeeperFake, type PaykeeperFake } from '../../fakes/paykeeper';
import { startSmscFake, type SmscFake } from '../../fakes/sms-smsc';
import { startSmtpFake, type ReceivedMail, type SmtpFake } from '../../fakes/smtp';
import type { OutboxRow } from '../../src/repositories/outbox';
import { expireUnpaidOrders } from '../../src/services/housekeeping';
import { RECONCILE_AFTER_MS, reconcilePayments } from '../../src/services/online-payments';
import { deliverOutbox, orderStatusChanged, remindUnpaidOrders, UnknownOrderStatus, type OutboxLog } from '../../src/services/outbox';
import { createTestContext, resetRateCounters, signIn, type TestContext } from '../helpers';
import { nextPhone, orderBody, paykeeperNotify, stockedProduct } from '../helpers/order-fixtures';

/**
 * Every row of issue 39's table, from the change that causes it to the message the local SMTP
 * server (smtp-server + mailparser) or the SMSC.ru fake received: order placed (one click and
 * cart) → shopper and orders desk; paid online (PayKeeper's notification, the reconciliation) →
 * shopper; a status change → shopper, and an SMS for «Готов к выдаче» and «Отменен»; the payment
 * window about to close → shopper, once. Then the outbox's own rules: retries, backoff, failed kept.
 */

const STORE = 'https://shop.example';
const DESK = ['orders@shop.example', 'desk2@shop.example'];
const FROM = '"ТехноСибирь" <shop@shop.example>';

let smtp: SmtpFake;
let smsc: SmscFake;
let paykeeper: PaykeeperFake;
let ctx: TestContext;
let clock = new Date('2026-11-22T02:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const log: OutboxLog & { lines: { level: string; message: string }[] } = {
  lines: [],
  info: (_o, message) => log.lines.push({ level: 'info', message }),
  warn: (_o, message) => log.lines.push({ level: 'warn', message }),
  error: (_o, message) => log.lines.push({ level: 'error', message }),
};
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  smtp = await startSmtpFake();
  smsc = await startSmscFake();
  paykeeper = await startPaykeeperFake();
  ctx = await createTestContext(undefined, {
    settings: {
      now: () => clock,
      publicUrl: STORE,
      mail: { provider: 'smtp', url: smtp.url, timeoutMs: 5000 },
      mailFrom: FROM,
      ordersEmail: DESK,
      sms: { provider: 'smsc', url: smsc.url, login: smsc.login, password: smsc.password, sender: 'TehnoSib', timeoutMs: 2000 },
      payment: {
        provider: 'paykeeper',
        paykeeper: {
          url: paykeeper.url,
          user: paykeeper.user,
          password: paykeeper.password,
          secret: paykeeper.secret,
          tax: 'none',
          timeoutMs: 2000,
        },
      },
      outbox: { intervalMs: 1000, batch: 20, maxAttempts: 3, retryBaseMs: 1000, retryMaxMs: 10_000, leaseMs: 60_000, sendTimeoutMs: 5000 },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
  await smsc?.stop();
  await paykeeper?.stop();
});
beforeEach(async () => {
  smtp.failWith(null);
  smsc.failWith(null);
  paykeeper.heal();
  log.lines.length = 0;
  await resetRateCounters(ctx);
});

/** Runs the sender until nothing is due (as the server's timer would, tick after tick). */
async function deliverAll() {
  for (let i = 0; i < 20; i += 1) if ((await deliverOutbox(ctx.app, log)).claimed === 0) return;
  throw new Error('the outbox never emptied');
}
const mailsTo = (address: string, orderId: number) =>
  smtp.received.filter((m) => m.envelopeTo.includes(address) && m.subject.includes(`№${orderId}`));
const smsTo = (phone: string) => smsc.sent.filter((s) => s.phones === phone);
const rowsOf = (orderId: number) => ctx.app.repos.outbox.byOrder(orderId);
const statusOf = async (orderId: number) =>
  (await ctx.db.query<{ status_id: number }>('SELECT status_id FROM orders WHERE id = $1', [orderId]))[0]!.status_id;

/** A signed-in buyer's order (one click unless `cart`), pickup at the default city's shop. */
async function placeOrder(options: { card?: boolean; cart?: boolean; email?: string | null; extra?: Record<string, unknown> } = {}) {
  const phone = nextPhone();
  const user = await signIn(ctx, phone);
  const a = await stockedProduct(ctx, 1000, 20000, 5);
  const b = options.cart ? await stockedProduct(ctx, 1000, 20000, 5) : null;
  const email = options.email === undefined ? `buyer${phone}@example.ru` : options.email;
  const body = orderBody(phone, a.id, {
    paymentMethod: options.card ? PAYMENT_METHOD.CARD : PAYMENT_METHOD.ON_RECEIPT,
    ...(email ? { email } : {}),
    ...(b
      ? {
          productData: [
            { id: a.id, quantity: 2 },
            { id: b.id, quantity: 1 },
          ],
          totalPrice: a.price * 2 + b.price,
        }
      : {}),
    ...options.extra,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: options.cart ? '/api/order' : '/api/order/one-click',
    payload: body,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  const { orderId } = res.json() as { orderId: number };
  const [payment] = await ctx.db.query<{ invoice_id: string | null; amount: number }>(
    'SELECT invoice_id, amount FROM payments WHERE order_id = $1',
    [orderId],
  );
  return {
    orderId,
    phone,
    email: email ?? '',
    products: b ? [a, b] : [a],
    invoiceId: payment?.invoice_id ?? null,
    amount: payment?.amount ?? 0,
  };
}

const notify = (fields: Record<string, string>) => paykeeperNotify(ctx, fields);

/** What no message may carry: the keys, the gateways' passwords, anything named a code or a token. */
function expectNoSecrets(mail: Pick<ReceivedMail, 'text' | 'html'>) {
  for (const secret of [ctx.app.settings.jwtSecret, ctx.app.settings.paymentSecret, smtp.password, smsc.password, paykeeper.password]) {
    expect(mail.text).not.toContain(secret);
    expect(mail.html).not.toContain(secret);
  }
  expect(mail.text).not.toMatch(/код подтверждения|пароль|token|токен/i);
}

describe('order placed (issue 39: the shopper and the orders desk)', () => {
  it('one click: the shopper gets lines, sums, the shop with address and hours, the payment method and the link; text and HTML, from the shop, with the stored Message-ID', async () => {
    const order = await placeOrder({ extra: { comment: 'Позвоните за час', phoneContact: '+7 999 111-22-33' } });
    // Written with the order, nothing sent yet.
    expect((await rowsOf(order.orderId)).map((r) => [r.kind, r.status])).toEqual([
      ['order-placed', 'pending'],
      ['order-placed-desk', 'pending'],
    ]);
    await deliverAll();
    const [mail] = mailsTo(order.email, order.orderId);
    expect(mail).toBeDefined();
    const [shop] = await ctx.db.query<{ title: string; address: string; hours: string | null }>(
      'SELECT title, address, coalesce(opening_hours_custom, opening_hours_main) AS hours FROM shops WHERE id = $1',
      [DEFAULT_CITY.shopId],
    );
    expect(mail!.from).toBe('shop@shop.example');
    expect(mail!.raw).toMatch(/^From: =\?UTF-8\?[BQ]\?.+\?= <shop@shop\.example>/m);
    expect(mail!.subject).toBe(`Заказ №${order.orderId} оформлен`);
    const product = order.products[0]!;
    expect(mail!.text).toContain(product.title);
    expect(mail!.html).toContain(escapeHtml(product.title));
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(formatPrice(product.price));
      expect(part).toContain('Самовывоз из магазина');
      expect(part).toContain(shop!.title);
      if (shop!.hours) expect(part).toContain(escapeHtml(shop!.hours).replace(/&amp;/g, part === mail!.text ? '&' : '&amp;'));
      expect(part).toContain(part === mail!.text ? shop!.address : escapeHtml(shop!.address));
      expect(part).toContain('Оплата при получении');
      expect(part).toContain(`${STORE}/profile/orders/${order.orderId}`);
    }
    // The shopper's own message: not the desk's phone, comment or legal block.
    expect(mail!.text).not.toContain('Позвоните за час');
    expect(mail!.html).toMatch(/<table/);
    expect(mail!.html).not.toMatch(/<script|<form|<img|javascript:/i);
    expectNoSecrets(mail!);
    const row = (await rowsOf(order.orderId)).find((r) => r.kind === 'order-placed')!;
    expect(mail!.messageId).toBe(`<${row.message_key}@shop.example>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // No List-Unsubscribe: the order's own messages are transactional.
    expect(mail!.raw).not.toMatch(/^List-Unsubscribe/im);

    // The orders desk: one message to every ORDERS_EMAIL address, with the buyer's phone and comment.
    const [desk] = mailsTo(DESK[0]!, order.orderId);
    expect(desk!.envelopeTo.sort()).toEqual([...DESK].sort());
    expect(desk!.subject).toMatch(new RegExp(`^Новый заказ №${order.orderId} на `));
    expect(desk!.text).toContain(formatPhone(order.phone));
    expect(desk!.text).toContain(formatPhone('79991112233'));
    expect(desk!.text).toContain('Позвоните за час');
    expect(desk!.text).toContain(`${STORE}/profile/orders/${order.orderId}`);
  });

  it('a legal entity’s order: the desk sees its name, ИНН, КПП and address', async () => {
    const order = await placeOrder({
      email: null,
      extra: {
        isLegal: true,
        paymentMethod: PAYMENT_METHOD.BANK_INVOICE,
        legalName: 'ООО «Ромашка» & Ко',
        legalAddress: 'г. Иркутск, ул. Ленина, 1',
        legalEmail: 'buh@romashka.ru',
        inn: '3801234567',
        kpp: '380101001',
      },
    });
    await deliverAll();
    const [desk] = mailsTo(DESK[0]!, order.orderId);
    expect(desk!.text).toContain('ООО «Ромашка» & Ко');
    expect(desk!.html).toContain('ООО «Ромашка» &amp; Ко');
    expect(desk!.text).toContain('3801234567');
    expect(desk!.text).toContain('380101001');
    // No e-mail of the buyer's own: the legal entity's address is the shopper's.
    expect(mailsTo('buh@romashka.ru', order.orderId)).toHaveLength(1);
  });

  it('a cart order by card: several lines, and how to pay online within the 20-hour window', async () => {
    const order = await placeOrder({ cart: true, card: true });
    await deliverAll();
    const [mail] = mailsTo(order.email, order.orderId);
    for (const product of order.products) expect(mail!.text).toContain(formatPrice(product.price));
    expect(mail!.text).toContain('Банковской картой онлайн');
    expect(mail!.text).toMatch(/Оплатить заказ онлайн можно до \d\d\.\d\d\.\d{4} \d\d:\d\d \(по Иркутску\)/);
    expect(mail!.text).toContain('Можно оплатить в профиле в течение 20 часов');
    expect(mail!.text).toContain(`К оплате онлайн: ${formatPrice(order.amount)}`);
  });

  it('no e-mail given: the desk still hears of the order', async () => {
    const order = await placeOrder({ email: null });
    await deliverAll();
    expect((await rowsOf(order.orderId)).map((r) => r.kind)).toEqual(['order-placed-desk']);
  });
});

describe('paid online (issue 39: the shopper)', () => {
  it('PayKeeper’s notification: «оплачен» once, even when repeated; no second e-mail for «Новый»', async () => {
    const order = await placeOrder({ card: true });
    const { notification } = await paykeeper.pay(order.invoiceId!, { notify: false, status: 'obtained' });
    expect((await notify(notification)).statusCode).toBe(200);
    expect((await notify(notification)).statusCode).toBe(200);
    expect(await statusOf(order.orderId)).toBe(ORDER_STATUS.NEW);
    await deliverAll();
    const mails = mailsTo(order.email, order.orderId).map((m) => m.subject);
    expect(mails).toEqual([`Заказ №${order.orderId} оформлен`, `Заказ №${order.orderId} оплачен`]);
    const paid = mailsTo(order.email, order.orderId)[1]!;
    expect(paid.text).toContain(formatPrice(order.amount));
  });

  it('the reconciliation finds a payment whose notification never came: «оплачен» once, however often it runs', async () => {
    const order = await placeOrder({ card: true });
    await paykeeper.pay(order.invoiceId!, { notify: false });
    later(RECONCILE_AFTER_MS);
    expect((await reconcilePayments(ctx.app, silent)).paid).toContain(order.orderId);
    later(RECONCILE_AFTER_MS);
    await reconcilePayments(ctx.app, silent);
    await deliverAll();
    expect(mailsTo(order.email, order.orderId).filter((m) => m.subject.endsWith('оплачен'))).toHaveLength(1);
  });
});

describe('status changes (issue 39: orderStatusChanged, the one way a status changes)', () => {
  it('«Готов к выдаче»: an e-mail and an SMS through SMSC.ru with the number, the shop and the link; 5 → 6 and the same status again say nothing', async () => {
    const order = await placeOrder();
    await deliverAll();
    const change = await ctx.db.transaction((tx) => orderStatusChanged(tx, order.orderId, ORDER_STATUS.READY, 'operator', clock));
    expect(change).toEqual({ from: ORDER_STATUS.NEW, to: ORDER_STATUS.READY, changed: true });
    await deliverAll();
    const [mail] = mailsTo(order.email, order.orderId).filter((m) => m.subject.includes('готов к выдаче'));
    expect(mail!.text).toContain('«Готов к выдаче»');
    expect(mail!.text).toContain('Заказ ждёт вас в магазине');
    const [sms] = smsTo(order.phone);
    expect(sms!.mes).toMatch(new RegExp(`^Заказ №${order.orderId} готов к выдаче: .+\\. ${STORE}/profile/orders/${order.orderId}$`));
    expect(sms!.sender).toBe('TehnoSib');
    // The store's own number of the message goes as SMSC.ru's id; the gateway's id is recorded.
    const smsRow = (await rowsOf(order.orderId)).find((r) => r.kind === 'status-sms')!;
    expect(smsc.requests.find((r) => r.fields.mes === sms!.mes)!.fields.id).toBe(String(smsRow.id));
    expect(smsRow.gateway_id).toBe(String(sms!.id));

    expect(
      await ctx.db.transaction((tx) => orderStatusChanged(tx, order.orderId, ORDER_STATUS.READY_ALT, 'exchange', clock)),
    ).toMatchObject({
      changed: true,
    });
    expect(
      await ctx.db.transaction((tx) => orderStatusChanged(tx, order.orderId, ORDER_STATUS.READY_ALT, 'exchange', clock)),
    ).toMatchObject({
      changed: false,
    });
    expect((await rowsOf(order.orderId)).map((r) => r.kind)).toEqual(['order-placed', 'order-placed-desk', 'status-changed', 'status-sms']);
  });

  it('another status: an e-mail only; an unknown order is null, an unknown status refused', async () => {
    const order = await placeOrder();
    await ctx.db.transaction((tx) => orderStatusChanged(tx, order.orderId, ORDER_STATUS.ON_THE_WAY, 'exchange', clock));
    await deliverAll();
    expect(mailsTo(order.email, order.orderId).map((m) => m.subject)).toContain(`Заказ №${order.orderId}: в пути`);
    expect(smsTo(order.phone)).toHaveLength(0);
    expect(await ctx.db.transaction((tx) => orderStatusChanged(tx, 999_999_999, ORDER_STATUS.DONE, 'operator'))).toBeNull();
    await expect(ctx.db.transaction((tx) => orderStatusChanged(tx, order.orderId, 17, 'operator'))).rejects.toBeInstanceOf(
      UnknownOrderStatus,
    );
  });

  it('a change rolled back leaves no status and no message', async () => {
    const order = await placeOrder();
    const before = (await rowsOf(order.orderId)).length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await orderStatusChanged(tx, order.orderId, ORDER_STATUS.CANCELLED, 'operator', clock);
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    expect(await statusOf(order.orderId)).toBe(ORDER_STATUS.NEW);
    expect(await rowsOf(order.orderId)).toHaveLength(before);
  });

  it('the payment window closes unpaid: the order is cancelled, with an e-mail and an SMS «отменён»', async () => {
    const order = await placeOrder({ card: true });
    later(PAYMENT_WINDOW_MS + 60_000);
    expect(await expireUnpaidOrders(ctx.app)).toContain(order.orderId);
    await deliverAll();
    expect(mailsTo(order.email, order.orderId).map((m) => m.subject)).toContain(`Заказ №${order.orderId}: отменен`);
    const [sms] = smsTo(order.phone);
    expect(sms!.mes).toContain(`Заказ №${order.orderId} отменён`);
    expect(sms!.mes).toContain(ctx.app.settings.supportPhone);
  });
});

describe('the payment reminder (issue 39: once, some hours before the window closes)', () => {
  it('is written once, carries an unsubscribe link and header; leaving stops the next ones, not the order’s own messages', async () => {
    const order = await placeOrder({ card: true });
    expect(await remindUnpaidOrders(ctx.app.db, clock)).not.toContain(order.orderId);
    later(PAYMENT_WINDOW_MS - PAYMENT_REMINDER_BEFORE_MS + 60_000);
    expect(await remindUnpaidOrders(ctx.app.db, clock)).toContain(order.orderId);
    expect(await remindUnpaidOrders(ctx.app.db, clock)).not.toContain(order.orderId);
    await deliverAll();
    const reminders = mailsTo(order.email, order.orderId).filter((m) => m.subject === `Заказ №${order.orderId} ждёт оплаты`);
    expect(reminders).toHaveLength(1);
    const reminder = reminders[0]!;
    expect(reminder.text).toMatch(/ещё не оплачен\. Оплатить его онлайн можно до \d\d\.\d\d\.\d{4}/);
    const link = /Не присылать напоминания об оплате: (\S+)/.exec(reminder.text)![1]!;
    expect(link).toMatch(new RegExp(`^${STORE}/api/mail/unsubscribe\\?m=[0-9a-f]{32}$`));
    const headers = reminder.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(reminder.html).toContain(`href="${link}"`);

    const path = new URL(link).pathname + new URL(link).search;
    const question = await ctx.app.inject({ url: path });
    expect(question.statusCode).toBe(200);
    expect(question.body).toContain(order.email);
    expect(question.body).toContain('<form method="post"');
    // Opening the link (a mail scanner) leaves nothing; the button's or the client's One-Click POST does.
    expect(await ctx.app.repos.outbox.isUnsubscribed(ctx.db, order.email)).toBe(false);
    const left = await ctx.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('напоминания об оплате больше не придут');
    expect(await ctx.app.repos.outbox.isUnsubscribed(ctx.db, order.email)).toBe(true);

    // A later order of the same address: its own e-mail comes, its reminder does not.
    const again = await placeOrder({ card: true, email: order.email });
    later(PAYMENT_WINDOW_MS - PAYMENT_REMINDER_BEFORE_MS + 60_000);
    expect(await remindUnpaidOrders(ctx.app.db, clock)).not.toContain(again.orderId);
    await deliverAll();
    expect(mailsTo(order.email, again.orderId).map((m) => m.subject)).toContain(`Заказ №${again.orderId} оформлен`);

    const unknown = await ctx.app.inject({ url: '/api/mail/unsubscribe?m=' + '0'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/mail/unsubscribe?m=xyz' })).statusCode).toBe(400);
  });
});

describe('the sender (decision 0061): retries with backoff, failed kept with its error, once', () => {
  const row = async (orderId: number, kind = 'order-placed') => (await rowsOf(orderId)).find((r) => r.kind === kind)!;

  it('a 4xx is tried again after 1, 2… seconds; after the last try the message is kept failed with its last error, and the operator can send it again', async () => {
    smtp.failWith({ kind: 'reply', code: 451, message: 'Try again later' });
    const order = await placeOrder();
    await deliverOutbox(ctx.app, log);
    let r: OutboxRow = await row(order.orderId);
    expect(r).toMatchObject({ status: 'pending', attempts: 1 });
    expect(r.last_error).toMatch(/451/);
    expect(new Date(r.next_attempt_at).getTime()).toBe(clock.getTime() + 1000);
    // Not due yet: nothing is tried.
    await deliverOutbox(ctx.app, log);
    expect((await row(order.orderId)).attempts).toBe(1);
    later(1000);
    await deliverOutbox(ctx.app, log);
    r = await row(order.orderId);
    expect(r).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(r.next_attempt_at).getTime()).toBe(clock.getTime() + 2000);
    later(2000);
    await deliverOutbox(ctx.app, log);
    r = await row(order.orderId);
    expect(r).toMatchObject({ status: 'failed', attempts: 3 });
    expect(r.last_error).toMatch(/451 .*Try again later/);
    expect(log.lines).toContainEqual({ level: 'error', message: 'outbox: message kept as failed, no more tries' });
    later(60 * 60 * 1000);
    await deliverOutbox(ctx.app, log);
    expect((await row(order.orderId)).attempts).toBe(3);
    expect((await ctx.app.repos.outbox.list('failed', 100)).map((f) => f.id)).toContain(r.id);

    smtp.failWith(null);
    expect(await ctx.app.repos.outbox.retry(r.id, clock)).toBe(true);
    await deliverAll();
    expect(await row(order.orderId)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mailsTo(order.email, order.orderId)).toHaveLength(1);
  });

  it('a 5xx (the mailbox refused for good) is kept failed at once', async () => {
    smtp.failWith({ kind: 'reply', code: 550, message: 'No such user' });
    const order = await placeOrder();
    await deliverOutbox(ctx.app, log);
    expect(await row(order.orderId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(order.orderId)).last_error).toMatch(/550/);
  });

  it('an SMS the gateway cannot deliver to the number (SMSC.ru error 8) is kept failed; one it refuses for now is retried', async () => {
    const order = await placeOrder();
    await deliverAll();
    smsc.failWith({ kind: 'refuse', code: 9 });
    await ctx.db.transaction((tx) => orderStatusChanged(tx, order.orderId, ORDER_STATUS.CANCELLED, 'operator', clock));
    await deliverOutbox(ctx.app, log);
    expect(await row(order.orderId, 'status-sms')).toMatchObject({ status: 'pending', attempts: 1 });
    smsc.failWith({ kind: 'refuse', code: 8 });
    later(1000);
    await deliverOutbox(ctx.app, log);
    expect(await row(order.orderId, 'status-sms')).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('two senders at once: each message is claimed by one of them and arrives once', async () => {
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    const before = smtp.received.length;
    await Promise.all([
      deliverOutbox(ctx.app, log, { limit: 2 }),
      deliverOutbox(ctx.app, log, { limit: 2 }),
      deliverOutbox(ctx.app, log, { limit: 2 }),
    ]);
    await deliverAll();
    const ids = smtp.received.slice(before).map((m) => m.messageId);
    expect(ids).toHaveLength(orders.length * 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a sender that died mid-send leaves the message leased; after the lease it is sent again under the same Message-ID', async () => {
    const order = await placeOrder();
    // A sender claimed the messages and died before sending (or after, before recording).
    const claimed = await ctx.app.repos.outbox.claimDue(clock, new Date(clock.getTime() + 60_000), 100);
    expect(claimed.map((c) => c.order_id)).toContain(order.orderId);
    await deliverOutbox(ctx.app, log);
    expect(mailsTo(order.email, order.orderId)).toHaveLength(0);
    later(60_000);
    await deliverAll();
    const [mail] = mailsTo(order.email, order.orderId);
    expect(mail!.messageId).toBe(`<${(await row(order.orderId)).message_key}@shop.example>`);
    expect(await row(order.orderId)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
