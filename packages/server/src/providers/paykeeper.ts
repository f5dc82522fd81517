import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaykeeperSettings } from '../settings';
import type { CreatedPayment, PaymentGateway, PaymentLookup, PaymentRequest } from './payment-gateway';

/** Where PayKeeper posts its notifications: the operator registers `${PUBLIC_URL}` + this in the cabinet. */
export const PAYKEEPER_NOTIFY_PATH = '/api/payment/paykeeper/notify';
/** Where PayKeeper sends the buyer back after the payment page (`user_result_callback` of each invoice). */
export const PAYKEEPER_RETURN_PATH = '/api/payment/paykeeper/return';

/** Why a call to the gateway failed; the shopper sees SPEC's text, the log this. */
export type ProviderFailure = 'status' | 'timeout' | 'network' | 'malformed' | 'refused';

export class PaymentProviderError extends Error {
  constructor(
    readonly call: string,
    readonly reason: ProviderFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`PayKeeper ${call}: ${detail}`, options);
    this.name = 'PaymentProviderError';
  }
}

/** The fields of PayKeeper's POST notification that its key signs (the rest are informative). */
export interface PaykeeperNotification {
  id: string;
  sum: string;
  clientid?: string | undefined;
  orderid?: string | undefined;
  key: string;
}

export interface PaykeeperGateway extends PaymentGateway {
  readonly name: 'paykeeper';
  lookup(invoiceId: string): Promise<PaymentLookup>;
  revoke(invoiceId: string): Promise<void>;
  /** True when the notification's key is PayKeeper's: md5(id + sum as %.2f + clientid + orderid + secret seed). */
  verifyNotification(notification: PaykeeperNotification): boolean;
  /** What PayKeeper expects back for a notification it should stop repeating: `OK md5(id + secret seed)`. */
  notificationAnswer(id: string): string;
}

export const isPaykeeperGateway = (gateway: PaymentGateway): gateway is PaykeeperGateway =>
  gateway.name === 'paykeeper' && 'verifyNotification' in gateway;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** PayKeeper writes ids as digit strings but a JSON number is the same id. */
const id = z.union([z.string().regex(/^\d{1,40}$/), z.number().int().nonnegative()]).transform(String);
/** Sums come as "1205.98" or as numbers. */
const money = z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]).transform(Number);

const tokenAnswer = z.object({ token: z.string().min(1) });
const invoiceCreated = z.object({ invoice_id: id, invoice_url: z.url({ protocol: /^https?$/ }) });
const invoiceState = z.object({
  id,
  status: z.string(),
  paymentid: z.union([id, z.literal(''), z.null()]).optional(),
});
const paymentState = z.object({ id, status: z.string(), pay_amount: money });
const revoked = z.object({ result: z.literal('success') });

/**
 * PayKeeper's JSON API (docs.paykeeper.ru, «Документация JSON API»): Basic auth with the API user
 * on every call, a security token (`GET /info/settings/token/`) in every POST; an invoice per
 * payment (`POST /change/invoice/preview/`) carrying the 54-ФЗ receipt in `service_name`; the
 * invoice's state (`GET /info/invoice/byid/`) and its payment's (`GET /info/payments/byid/`) for
 * reconciliation; `POST /change/invoice/revoke/` to withdraw an unpaid invoice. Every call gives up
 * after `timeoutMs`; any answer but the documented JSON is a `PaymentProviderError`.
 */
export function paykeeperGateway(account: PaykeeperSettings, publicUrl: string, fetchImpl: typeof fetch = fetch): PaykeeperGateway {
  const authorization = `Basic ${Buffer.from(`${account.user}:${account.password}`).toString('base64')}`;
  const store = publicUrl.replace(/\/+$/, '');

  async function call(
    name: string,
    path: string,
    request: { query?: Record<string, string>; form?: Record<string, string> },
  ): Promise<unknown> {
    const url = new URL(`${account.url}${path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    let text: string;
    let status: number;
    try {
      const response = await fetchImpl(url, {
        method: request.form ? 'POST' : 'GET',
        headers: {
          authorization,
          accept: 'application/json',
          ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(request.form ? { body: new URLSearchParams(request.form).toString() } : {}),
        // A wrong login is answered by a redirect to the cabinet's sign-in page: a failure, not a page to follow.
        redirect: 'manual',
        signal: AbortSignal.timeout(account.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // By name, not instanceof: fetch's DOMException may come from another realm (a test's VM context).
      const { name: kind, message } = (error ?? {}) as { name?: unknown; message?: unknown };
      if (kind === 'TimeoutError' || kind === 'AbortError') {
        throw new PaymentProviderError(name, 'timeout', `нет ответа за ${account.timeoutMs} мс`, { cause: error });
      }
      throw new PaymentProviderError(name, 'network', typeof message === 'string' ? message : String(error), { cause: error });
    }
    if (status < 200 || status > 299) throw new PaymentProviderError(name, 'status', `HTTP ${status}: ${text.slice(0, 200)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PaymentProviderError(name, 'malformed', `ответ не JSON: ${text.slice(0, 200)}`);
    }
    if (typeof body === 'object' && body !== null && (body as { result?: unknown }).result === 'fail') {
      const message = (body as { msg?: unknown }).msg;
      throw new PaymentProviderError(name, 'refused', typeof message === 'string' ? message : 'result: fail');
    }
    return body;
  }

  function read<T>(name: string, schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new PaymentProviderError(name, 'malformed', `ответ не по протоколу: ${JSON.stringify(body).slice(0, 200)}`);
    }
    return parsed.data;
  }

  const token = async () => read('token', tokenAnswer, await call('token', '/info/settings/token/', {})).token;

  return {
    name: 'paykeeper',

    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      // The receipt (SPEC's 54-ФЗ cart) and the address the buyer returns to travel inside service_name as JSON.
      const serviceName = JSON.stringify({
        service_name: `Заказ № ${request.orderId}`,
        cart: request.receipt.map((line) => ({
          name: line.name,
          price: line.price,
          quantity: line.quantity,
          sum: line.sum,
          tax: account.tax,
          item_type: line.kind,
        })),
        user_result_callback: `${store}${PAYKEEPER_RETURN_PATH}/${request.paymentId}`,
      });
      const form: Record<string, string> = {
        pay_amount: request.amount.toFixed(2),
        clientid: request.buyer.name,
        orderid: String(request.orderId),
        client_phone: `+${request.buyer.phone}`,
        service_name: serviceName,
        token: await token(),
      };
      if (request.buyer.email) form.client_email = request.buyer.email;
      const created = read('invoice', invoiceCreated, await call('invoice', '/change/invoice/preview/', { form }));
      return { address: created.invoice_url, invoiceId: created.invoice_id };
    },

    async lookup(invoiceId: string): Promise<PaymentLookup> {
      const invoice = read('invoice state', invoiceState, await call('invoice state', '/info/invoice/byid/', { query: { id: invoiceId } }));
      if (invoice.status !== 'paid' || !invoice.paymentid) return { paid: false };
      const payments = read(
        'payment state',
        z.array(paymentState).min(1),
        await call('payment state', '/info/payments/byid/', { query: { id: invoice.paymentid } }),
      );
      const payment = payments.find((p) => p.id === invoice.paymentid) ?? payments[0]!;
      // PayKeeper: obtained, stuck («совершён без оповещения») and success all mean the money is there.
      if (payment.status === 'stuck') return { paid: true, providerPaymentId: payment.id, amount: payment.pay_amount, status: 'stuck' };
      if (payment.status === 'obtained' || payment.status === 'success') {
        return { paid: true, providerPaymentId: payment.id, amount: payment.pay_amount, status: 'obtained' };
      }
      return { paid: false };
    },

    async revoke(invoiceId: string): Promise<void> {
      read('revoke', revoked, await call('revoke', '/change/invoice/revoke/', { form: { id: invoiceId, token: await token() } }));
    },

    verifyNotification(n: PaykeeperNotification): boolean {
      const sum = Number(n.sum);
      if (!Number.isFinite(sum) || !/^[0-9a-fA-F]{32}$/.test(n.key)) return false;
      const expected = Buffer.from(md5(`${n.id}${sum.toFixed(2)}${n.clientid ?? ''}${n.orderid ?? ''}${account.secret}`));
      return timingSafeEqual(expected, Buffer.from(n.key.toLowerCase()));
    },

    notificationAnswer(paymentId: string): string {
      return `OK ${md5(`${paymentId}${account.secret}`)}`;
    },
  };
}
