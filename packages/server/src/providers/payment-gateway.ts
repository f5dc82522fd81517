import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import type { AppSettings } from '../settings';

/** One line of the 54-ФЗ receipt of a payment: goods, or a service (assembly, delivery, a prepayment). */
export interface ReceiptLine {
  name: string;
  price: number;
  quantity: number;
  /** price × quantity, in roubles with kopecks. */
  sum: number;
  kind: 'goods' | 'service';
}

/** A payment the store asks the gateway to collect. */
export interface PaymentRequest {
  paymentId: string;
  orderId: number;
  amount: number;
  /** Who pays: the receipt goes to the e-mail, or else to the phone (11 digits, 79XXXXXXXXX). */
  buyer: { name: string; phone: string; email: string | null };
  /** The receipt's lines; their sums add up to `amount`. */
  receipt: ReceiptLine[];
}

/** Where the buyer pays, and the gateway's own id of what it made (null for the local demo). */
export interface CreatedPayment {
  address: string;
  invoiceId: string | null;
}

/** What the gateway says about a payment now (reconciliation). */
export type PaymentLookup =
  | { paid: false }
  | {
      paid: true;
      /** The gateway's id of the payment that paid the invoice: a notification of it carries the same id. */
      providerPaymentId: string;
      amount: number;
      /** SPEC §3 `paykeeperStatus`: the money is there, notified ('obtained') or not ('stuck'). */
      status: 'obtained' | 'stuck';
    };

/** The payment gateway: where the buyer pays an order online. */
export interface PaymentGateway {
  readonly name: string;
  /** Registers a payment; the answer is the address the buyer is sent to. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Asks the gateway about an invoice it made; absent when the gateway cannot be asked (the local demo notifies at once). */
  lookup?(invoiceId: string): Promise<PaymentLookup>;
  /** Withdraws an unpaid invoice, so that an order cancelled takes no more money; absent when there is nothing to withdraw. */
  revoke?(invoiceId: string): Promise<void>;
}

/** The gateway's word about a payment, as the store receives it at POST /api/payment/notify. */
export interface PaymentNotification {
  notificationId: string;
  paymentId: string;
  orderId: number;
  amount: number;
  status: 'obtained' | 'refused';
  sentAt: string;
  signature: string;
}

/** The local demo gateway: its page is served by the store, its notifications are HMAC-signed. */
export interface DemoPaymentGateway extends PaymentGateway {
  readonly name: 'demo';
  /** Signs a notification (the gateway's side; the local gateway calls the store with it). */
  sign(notification: Omit<PaymentNotification, 'signature'>): string;
  /** True when the notification's signature is the gateway's (constant-time comparison). */
  verify(notification: PaymentNotification): boolean;
}

export const isDemoGateway = (gateway: PaymentGateway): gateway is DemoPaymentGateway =>
  gateway.name === 'demo' && 'sign' in gateway && 'verify' in gateway;

const canonical = (n: Omit<PaymentNotification, 'signature'>) =>
  [n.notificationId, n.paymentId, n.orderId, n.amount.toFixed(2), n.status, n.sentAt].join('|');

/** A fresh notification id: the store remembers processed ids, so a replay changes nothing. */
export const newNotificationId = () => randomBytes(16).toString('hex');

/**
 * The local demo gateway: the payment page is served by the store itself at
 * `${publicUrl}/api/payment/demo/<paymentId>`; its «Оплатить» / «Отказаться» buttons make the
 * gateway send an HMAC-SHA256 notification (secret `settings.paymentSecret`) to the store.
 */
export function createPaymentGateway(settings: AppSettings, _db: Db): DemoPaymentGateway {
  const sign = (n: Omit<PaymentNotification, 'signature'>) =>
    createHmac('sha256', settings.paymentSecret).update(canonical(n)).digest('hex');
  return {
    name: 'demo',
    async createPayment(request) {
      return {
        address: `${settings.publicUrl.replace(/\/$/, '')}/api/payment/demo/${encodeURIComponent(request.paymentId)}`,
        invoiceId: null,
      };
    },
    sign,
    verify(notification) {
      const { signature, ...rest } = notification;
      const expected = sign(rest);
      return (
        typeof signature === 'string' &&
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
      );
    },
  };
}
