import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import type { AppSettings } from '../settings';

/** A payment the store asks the gateway to collect. */
export interface PaymentRequest {
  paymentId: string;
  orderId: number;
  amount: number;
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

/** The payment gateway: where the buyer pays an order online. */
export interface PaymentGateway {
  readonly name: string;
  /** Registers a payment; the answer is the address the buyer is sent to. */
  createPayment(request: PaymentRequest): Promise<{ address: string }>;
  /** Signs a notification (the gateway's side; the local gateway calls the store with it). */
  sign(notification: Omit<PaymentNotification, 'signature'>): string;
  /** True when the notification's signature is the gateway's (constant-time comparison). */
  verify(notification: PaymentNotification): boolean;
}

const canonical = (n: Omit<PaymentNotification, 'signature'>) =>
  [n.notificationId, n.paymentId, n.orderId, n.amount.toFixed(2), n.status, n.sentAt].join('|');

/** A fresh notification id: the store remembers processed ids, so a replay changes nothing. */
export const newNotificationId = () => randomBytes(16).toString('hex');

/**
 * The local demo gateway: the payment page is served by the store itself at
 * `${publicUrl}/api/payment/demo/<paymentId>`; its «Оплатить» / «Отказаться» buttons make the
 * gateway send an HMAC-SHA256 notification (secret `settings.paymentSecret`) to the store.
 */
export function createPaymentGateway(settings: AppSettings, _db: Db): PaymentGateway {
  const sign = (n: Omit<PaymentNotification, 'signature'>) =>
    createHmac('sha256', settings.paymentSecret).update(canonical(n)).digest('hex');
  return {
    name: 'demo',
    async createPayment(request) {
      return { address: `${settings.publicUrl.replace(/\/$/, '')}/api/payment/demo/${encodeURIComponent(request.paymentId)}` };
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
