import { pageMetaChanged, type PageContext } from '@store/bus';
import { createEvent, createStore, sample } from 'effector';
import { itemsRequested, started } from '../../../entities/cart';
import { checkoutStarted } from '../../../features/checkout';

/** The shopper came back from the payment gateway: which order, and whether it was paid. */
export interface PaymentReturn {
  orderId: number;
  paid: boolean;
}

/** `?order=12&payment=paid|unpaid` (the demo gateway's return address for guests); anything else is no return. */
export function parsePaymentReturn(search: string): PaymentReturn | null {
  const query = new URLSearchParams(search);
  const order = query.get('order') ?? '';
  const payment = query.get('payment');
  if (!/^[1-9]\d{0,9}$/.test(order) || (payment !== 'paid' && payment !== 'unpaid')) return null;
  return { orderId: Number(order), paid: payment === 'paid' };
}

/** bus PageModule: the cart page at /cart. */
export const pageStarted = createEvent<PageContext>();
export const paymentReturnClosed = createEvent();

export const $paymentReturn = createStore<PaymentReturn | null>(null)
  .on(pageStarted, (_, { search }) => parsePaymentReturn(search))
  .reset(paymentReturnClosed);

// The cart model is the shell's headless module; starting it here too is harmless (it starts once)
// and keeps the page whole where no shell started it (standalone, a shell that failed to).
sample({ clock: pageStarted, target: [started, itemsRequested, checkoutStarted] });
sample({ clock: pageStarted, fn: ({ pathname }) => ({ title: 'Корзина', path: pathname }), target: pageMetaChanged });
