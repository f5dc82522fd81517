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

/**
 * The shopper opened the page: its start in the browser, after a click or after the hydration of the
 * server's frame. The server's start (bus `PageContext.server`) is none: its state is shared by
 * every shopper (the render cache) and it cannot see a guest's lines (localStorage), so the server
 * draws the page as it is while the lines load and sets the meta only (decision 0036).
 */
const opened = sample({ clock: pageStarted, filter: (context) => context.server !== true });

export const $paymentReturn = createStore<PaymentReturn | null>(null)
  .on(opened, (_, { search }) => parsePaymentReturn(search))
  .reset(paymentReturnClosed);

// The cart model is the shell's headless module; starting it here too is harmless (it starts once)
// and keeps the page whole where no shell started it (standalone, a shell that failed to).
sample({ clock: opened, target: [started, itemsRequested, checkoutStarted] });
sample({ clock: pageStarted, fn: ({ pathname }) => ({ title: 'Корзина', path: pathname }), target: pageMetaChanged });
