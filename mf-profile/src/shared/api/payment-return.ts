import { createEffect } from 'effector';

/**
 * How the order page knows it is back from the payment gateway: the gateway's return address is
 * the bare order page (`/profile/orders/{id}`), so before leaving for the gateway the page notes
 * the attempt in sessionStorage (this tab only), and on return it shows the successful-repayment
 * modal once the order's payment has become paid, then forgets the attempt.
 */
const attemptKey = (orderId: number) => `profile:payment-attempt:${orderId}`;

// Storage can be missing (server rendering) or refused (private mode, quota): then no modal, no crash.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const rememberPaymentAttemptFx = createEffect((orderId: number): void => {
  try {
    storage()?.setItem(attemptKey(orderId), new Date().toISOString());
  } catch {
    // A refused write only loses the modal after the payment.
  }
});

export const readPaymentAttemptFx = createEffect((orderId: number): boolean => {
  try {
    return storage()?.getItem(attemptKey(orderId)) != null;
  } catch {
    return false;
  }
});

export const forgetPaymentAttemptFx = createEffect((orderId: number): void => {
  try {
    storage()?.removeItem(attemptKey(orderId));
  } catch {
    // Nothing to forget.
  }
});

/** Leaves the store for the gateway's payment page. */
export const openPaymentPageFx = createEffect((address: string): void => {
  window.location.assign(address);
});
