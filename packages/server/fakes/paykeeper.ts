/**
 * A local PayKeeper for tests and browser journeys: its JSON API as docs.paykeeper.ru documents it
 * (Basic auth, the security token of POSTs, invoices, payments, revoke, `{"result":"fail","msg"}`
 * refusals), its payment page, and its POST notification signed with the secret seed. It listens
 * on 127.0.0.1 only, records what it received, and can be told to fail. Not part of the server's
 * bundle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The calls of the JSON API the store makes. */
export type PaykeeperCall = 'token' | 'invoice' | 'invoice-state' | 'payment-state' | 'revoke';

/**
 * How a call fails: a 4xx or 5xx answer (an HTML page, as a proxy would send), no answer at all,
 * a body that is not JSON, JSON without the documented fields, or PayKeeper's own refusal.
 */
export type PaykeeperFailure = 'http4xx' | 'http5xx' | 'hang' | 'malformed' | 'incomplete' | 'refuse';

export interface PaykeeperFakeOptions {
  user?: string;
  password?: string;
  /** The secret seed of notifications. */
  secret?: string;
  /** Where payments are notified (the store's `/api/payment/paykeeper/notify`); unset: notifications are only returned. */
  notifyUrl?: string;
}

export interface RecordedRequest {
  call: PaykeeperCall | 'page' | 'other';
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  /** The Basic credentials were the account's. */
  authorized: boolean;
}

export interface FakeInvoice {
  id: string;
  /** PayKeeper's invoice states; a revoked invoice can no longer be paid. */
  status: 'created' | 'sent' | 'paid' | 'expired';
  revoked: boolean;
  payAmount: number;
  orderid: string;
  clientid: string;
  clientEmail: string;
  clientPhone: string;
  /** `service_name` as sent (the store's JSON: service_name, cart, user_result_callback). */
  serviceName: string;
  paymentId: string | null;
  createdAt: Date;
}

export interface FakePayment {
  id: string;
  invoiceId: string;
  /** PayKeeper's payment states: obtained (money in, notification under way), success (notified), stuck (not notified). */
  status: 'obtained' | 'success' | 'stuck' | 'canceled' | 'refunded';
  payAmount: number;
  orderid: string;
  clientid: string;
}

export interface PaykeeperFake {
  url: string;
  user: string;
  password: string;
  secret: string;
  /** Where payments are notified (may be set once the store listens); undefined: notifications are only returned. */
  notifyUrl: string | undefined;
  requests: RecordedRequest[];
  invoices: Map<string, FakeInvoice>;
  payments: Map<string, FakePayment>;
  /** The next `times` calls of `call` (or of every call) fail so. */
  fail(call: PaykeeperCall | 'any', failure: PaykeeperFailure, times?: number): void;
  /** Every call answers normally again. */
  heal(): void;
  /**
   * The buyer pays an invoice: the payment is made (`obtained`), then notified when `notifyUrl` is
   * set and `notify` is not false — PayKeeper's `success` on the exact answer `OK md5(id + secret)`,
   * `stuck` otherwise. Without notification it is `stuck`, as PayKeeper leaves a payment it could not
   * notify. Returns the notification's form fields and the store's answer.
   */
  pay(
    invoiceId: string,
    options?: { amount?: number; notify?: boolean; status?: FakePayment['status'] },
  ): Promise<{ payment: FakePayment; notification: Record<string, string>; answer: string | null }>;
  /** The signed form fields of a payment's notification (`sum` as "%.2f"). */
  notification(paymentId: string): Record<string, string>;
  stop(): Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const kopecks = (roubles: number) => Math.round(roubles * 100);
const datetime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const CALLS: Record<string, { method: string; call: PaykeeperCall }> = {
  '/info/settings/token/': { method: 'GET', call: 'token' },
  '/change/invoice/preview/': { method: 'POST', call: 'invoice' },
  '/info/invoice/byid/': { method: 'GET', call: 'invoice-state' },
  '/info/payments/byid/': { method: 'GET', call: 'payment-state' },
  '/change/invoice/revoke/': { method: 'POST', call: 'revoke' },
};

/** Checks a 54-ФЗ cart as PayKeeper needs it: every field present, sums that add up to the invoice. */
function cartProblem(serviceName: string, payAmount: number): string | null {
  if (!serviceName.startsWith('{')) return null;
  let parsed: { cart?: unknown };
  try {
    parsed = JSON.parse(serviceName) as { cart?: unknown };
  } catch {
    return 'service_name: некорректный JSON';
  }
  if (parsed.cart === undefined) return null;
  if (!Array.isArray(parsed.cart) || parsed.cart.length === 0) return 'cart: ожидается непустой массив';
  let total = 0;
  for (const item of parsed.cart as Record<string, unknown>[]) {
    const { name, price, quantity, sum, tax, item_type: itemType } = item;
    if (typeof name !== 'string' || name.length === 0 || name.length > 128) return 'cart: name — строка до 128 символов';
    if (typeof price !== 'number' || typeof quantity !== 'number' || typeof sum !== 'number') return 'cart: price, quantity, sum — числа';
    if (kopecks(price) * quantity !== kopecks(sum)) return `cart: sum позиции «${name}» не равна price × quantity`;
    if (typeof tax !== 'string' || !/^(none|vat\d{1,3})$/.test(tax)) return 'cart: неизвестный код налога';
    if (itemType !== 'goods' && itemType !== 'service') return 'cart: неизвестный item_type';
    total += kopecks(sum);
  }
  return total === kopecks(payAmount) ? null : 'Сумма корзины не совпадает с суммой счёта';
}

export async function startPaykeeperFake(options: PaykeeperFakeOptions = {}): Promise<PaykeeperFake> {
  const user = options.user ?? 'admin';
  const password = options.password ?? 'paykeeper-fake-password';
  const secret = options.secret ?? 'paykeeper-fake-secret-seed';
  const token = randomBytes(16).toString('hex');
  const failures = new Map<PaykeeperCall | 'any', { failure: PaykeeperFailure; left: number }>();
  const requests: RecordedRequest[] = [];
  const invoices = new Map<string, FakeInvoice>();
  const payments = new Map<string, FakePayment>();
  let sequence = 0;
  const nextId = () => `${Date.now()}${String((sequence += 1)).padStart(4, '0')}`;
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const fail = (response: ServerResponse, message: string) => json(response, 200, { result: 'fail', msg: message });

  function takeFailure(call: PaykeeperCall): PaykeeperFailure | null {
    for (const key of [call, 'any'] as const) {
      const entry = failures.get(key);
      if (!entry) continue;
      entry.left -= 1;
      if (entry.left <= 0) failures.delete(key);
      return entry.failure;
    }
    return null;
  }

  function answerFailure(response: ServerResponse, failure: PaykeeperFailure) {
    switch (failure) {
      case 'http4xx':
        response.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>403 Forbidden</body></html>');
        return;
      case 'http5xx':
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
        return;
      case 'hang':
        // No answer: the connection stays open until the client gives up or the fake stops.
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Личный кабинет PayKeeper</body></html>');
        return;
      case 'incomplete':
        json(response, 200, {});
        return;
      case 'refuse':
        fail(response, 'Внутренняя ошибка. Попробуйте позже.');
        return;
    }
  }

  const invoiceView = (invoice: FakeInvoice) => ({
    id: invoice.id,
    user_id: 1,
    status: invoice.status,
    pay_amount: invoice.payAmount.toFixed(2),
    clientid: invoice.clientid,
    orderid: invoice.orderid,
    paymentid: invoice.paymentId ?? '',
    service_name: invoice.serviceName,
    client_email: invoice.clientEmail,
    client_phone: invoice.clientPhone,
    expiry_datetime: datetime(new Date(invoice.createdAt.getTime() + 3 * 86_400_000)),
    created_datetime: datetime(invoice.createdAt),
    paid_datetime: invoice.paymentId ? datetime(new Date()) : null,
  });

  function notification(paymentId: string): Record<string, string> {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    const invoice = invoices.get(payment.invoiceId)!;
    const sum = payment.payAmount.toFixed(2);
    return {
      id: payment.id,
      sum,
      clientid: payment.clientid,
      orderid: payment.orderid,
      key: md5(`${payment.id}${sum}${payment.clientid}${payment.orderid}${secret}`),
      service_name: invoice.serviceName,
      client_email: invoice.clientEmail,
      client_phone: invoice.clientPhone,
      ps_id: '130',
      card_number: '220000******0004',
    };
  }

  async function deliver(paymentId: string): Promise<string | null> {
    const target = fake.notifyUrl;
    if (!target) return null;
    const payment = payments.get(paymentId)!;
    let answer: string | null;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(notification(paymentId)).toString(),
        signal: AbortSignal.timeout(5000),
      });
      answer = await response.text();
    } catch {
      answer = null;
    }
    payment.status = answer === `OK ${md5(`${payment.id}${secret}`)}` ? 'success' : 'stuck';
    return answer;
  }

  function makePayment(invoice: FakeInvoice, amount: number, status: FakePayment['status']): FakePayment {
    const payment: FakePayment = {
      id: String(100_000 + payments.size + 1),
      invoiceId: invoice.id,
      status,
      payAmount: amount,
      orderid: invoice.orderid,
      clientid: invoice.clientid,
    };
    payments.set(payment.id, payment);
    invoice.status = 'paid';
    invoice.paymentId = payment.id;
    return payment;
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    call: PaykeeperCall,
    form: Record<string, string>,
  ) {
    const failure = takeFailure(call);
    if (failure) return answerFailure(response, failure);
    if (call === 'token') return json(response, 200, { token });
    if (request.method === 'POST' && form.token !== token) return fail(response, 'Неверный токен безопасности');
    switch (call) {
      case 'invoice': {
        const payAmount = Number(form.pay_amount);
        if (!/^\d+(\.\d{1,2})?$/.test(form.pay_amount ?? '') || payAmount <= 0) return fail(response, 'Неверная сумма счёта');
        const problem = cartProblem(form.service_name ?? '', payAmount);
        if (problem) return fail(response, problem);
        const invoice: FakeInvoice = {
          id: nextId(),
          status: 'created',
          revoked: false,
          payAmount,
          orderid: form.orderid ?? '',
          clientid: form.clientid ?? '',
          clientEmail: form.client_email ?? '',
          clientPhone: form.client_phone ?? '',
          serviceName: form.service_name ?? '',
          paymentId: null,
          createdAt: new Date(),
        };
        invoices.set(invoice.id, invoice);
        return json(response, 200, {
          invoice_id: invoice.id,
          invoice_url: `${fake.url}/bill/${invoice.id}/`,
          invoice: `<html><body>Счёт № ${invoice.id}</body></html>`,
        });
      }
      case 'invoice-state': {
        const invoice = invoices.get(url.searchParams.get('id') ?? '');
        return invoice ? json(response, 200, invoiceView(invoice)) : fail(response, 'Счёт не найден.');
      }
      case 'payment-state': {
        const payment = payments.get(url.searchParams.get('id') ?? '');
        if (!payment) return json(response, 200, []);
        return json(response, 200, [
          {
            id: Number(payment.id),
            pay_amount: payment.payAmount.toFixed(2),
            refund_amount: '0.00',
            clientid: payment.clientid,
            orderid: payment.orderid,
            payment_system_id: 130,
            unique_id: `sbp-${payment.id}`,
            status: payment.status,
            repeat_counter: payment.status === 'stuck' ? 10 : 0,
            pending_datetime: datetime(new Date()),
            obtain_datetime: datetime(new Date()),
            success_datetime: payment.status === 'success' ? datetime(new Date()) : null,
          },
        ]);
      }
      case 'revoke': {
        const invoice = invoices.get(form.id ?? '');
        if (!invoice) return fail(response, 'Счёт не найден.');
        if (invoice.status === 'paid') return fail(response, 'Счёт уже оплачен.');
        invoice.revoked = true;
        invoice.status = 'expired';
        return json(response, 200, { result: 'success' });
      }
    }
  }

  /** The payment page: «Оплатить» pays, notifies and sends the buyer to the invoice's user_result_callback. */
  async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/bill\/(\d+)\/(pay)?$/.exec(url.pathname);
    const invoice = match ? invoices.get(match[1]!) : undefined;
    if (!invoice) return response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Счёт не найден</h1>');
    if (request.method === 'POST' && match![2] === 'pay') {
      if (invoice.status !== 'paid' && !invoice.revoked) {
        await deliver(makePayment(invoice, invoice.payAmount, 'obtained').id);
      }
      let back: string | undefined;
      try {
        back = (JSON.parse(invoice.serviceName) as { user_result_callback?: string }).user_result_callback;
      } catch {
        back = undefined;
      }
      if (back) return response.writeHead(303, { location: back }).end();
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>Оплата прошла</p>');
    }
    const state = invoice.revoked ? 'Счёт отменён' : invoice.status === 'paid' ? 'Счёт оплачен' : 'К оплате';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Счёт № ${invoice.id}</title></head>
<body><h1>Счёт № ${invoice.id}</h1><p>${state}: ${invoice.payAmount.toFixed(2)} ₽</p>
<form method="post" action="/bill/${invoice.id}/pay"><button>Оплатить</button></form></body></html>`);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      const form =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true
          ? Object.fromEntries(new URLSearchParams(body))
          : {};
      const api = CALLS[url.pathname];
      const authorized = request.headers.authorization === expected;
      requests.push({
        call: api ? api.call : url.pathname.startsWith('/bill/') ? 'page' : 'other',
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form,
        authorized,
      });
      if (url.pathname.startsWith('/bill/')) return handlePage(request, response, url);
      if (!api || api.method !== request.method) return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
      if (!authorized) {
        return response.writeHead(401, { 'www-authenticate': 'Basic realm="PayKeeper"', 'content-type': 'text/html' }).end('<h1>401</h1>');
      }
      return handleApi(request, response, url, api.call, form);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: PaykeeperFake = {
    url: `http://127.0.0.1:${port}`,
    user,
    password,
    secret,
    notifyUrl: options.notifyUrl,
    requests,
    invoices,
    payments,
    fail(call, failure, times = Number.POSITIVE_INFINITY) {
      failures.set(call, { failure, left: times });
    },
    heal() {
      failures.clear();
    },
    async pay(invoiceId, payOptions = {}) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      if (invoice.revoked) throw new Error(`invoice ${invoiceId} was revoked`);
      const notify = payOptions.notify !== false && fake.notifyUrl !== undefined;
      const payment = makePayment(invoice, payOptions.amount ?? invoice.payAmount, payOptions.status ?? (notify ? 'obtained' : 'stuck'));
      const answer = notify ? await deliver(payment.id) : null;
      return { payment, notification: notification(payment.id), answer };
    },
    notification,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
