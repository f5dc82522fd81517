import type { Db } from '../db';
import type { AppSettings } from '../settings';

/** The payment gateway: where the buyer pays an order online. */
export interface PaymentGateway {
  readonly name: string;
}

// TODO(orders): the local demo gateway.
export function createPaymentGateway(_settings: AppSettings, _db: Db): PaymentGateway {
  return { name: 'demo' };
}
