import { sessionEnded, toastRequested } from '@store/bus';
import { createEvent, createStore, sample } from 'effector';
import { isOrderPaid, orderLoaded, orderRequested } from '../../../entities/order';
import { forgetPaymentAttemptFx, openPaymentPageFx, payOrderFx, readPaymentAttemptFx, rememberPaymentAttemptFx } from '../../../shared/api';
import { TEXTS } from '../../../shared/config/texts';
import { toFormError } from '../../../shared/lib/form-error';

/** «Оплатить» on the order page (SPEC §4: while the 20-hour window is open). */
export const payClicked = createEvent<number>();
export const repaidModalClosed = createEvent();

/** From «Оплатить» until the browser has left for the gateway (or the call failed). */
export const $paying = createStore(false)
  .on(payClicked, () => true)
  .reset(payOrderFx.fail, sessionEnded);
export const $payError = createStore<string | null>(null).reset(payClicked, sessionEnded);
/** The order whose repayment has just come in: the successful-repayment modal is open for it. */
export const $repaidOrderId = createStore<number | null>(null).reset(repaidModalClosed, sessionEnded);

sample({ clock: payClicked, filter: payOrderFx.pending.map((pending) => !pending), target: payOrderFx });

// Note the attempt, then leave for the gateway's page; its return address is this order's page.
sample({ clock: payOrderFx.doneData, fn: ({ orderId }) => orderId, target: rememberPaymentAttemptFx });
sample({ clock: payOrderFx.doneData, fn: ({ address }) => address, target: openPaymentPageFx });

sample({ clock: payOrderFx.failData, fn: (error) => toFormError(error, TEXTS.payFailed).message, target: [$payError] });
sample({
  clock: payOrderFx.failData,
  fn: (error) => ({ message: toFormError(error, TEXTS.payFailed).message, variant: 'error' as const }),
  target: toastRequested,
});
// Refused (already paid, window over, not payable any more): show the order as it is now.
sample({ clock: payOrderFx.fail, fn: ({ params }) => params, target: orderRequested });

// Back from the gateway: an attempt noted for this order and the money in → the modal, once.
sample({ clock: orderLoaded, filter: isOrderPaid, fn: (order) => order.id, target: readPaymentAttemptFx });
const returnedPaid = sample({ clock: readPaymentAttemptFx.done, filter: ({ result }) => result, fn: ({ params }) => params });
sample({ clock: returnedPaid, target: [$repaidOrderId, forgetPaymentAttemptFx] });
