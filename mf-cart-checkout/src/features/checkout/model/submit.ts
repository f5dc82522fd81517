/**
 * Placing an order from the cart (SPEC §4, §7, §8, decision 0008). The order rules come first
 * (demo site, nothing chosen, zero total, minimum order, delivery and payment chosen), then a
 * guest confirms the phone by SMS code, then the similar open orders are shown (a failed lookup is
 * ignored), then the order goes with one Idempotency-Key per attempt: a double click or a retry
 * after a lost answer returns the first order instead of making a second.
 */
import { $demoSite, phoneConfirmationRequested, $session, $supportPhone } from '@store/bus';
import { checkMinimumOrder, DELIVERY, MESSAGES, normalizePhone, toItemRef, type CheckoutForm } from '@store/domain';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $cartTotals, linesOrdered, pricesCorrected, type CartLineView } from '../../../entities/cart';
import { $otherCity, $shopperCity, type ShopperCity } from '../../../entities/city';
import { $courierDestination, type CourierDestination } from '../../../entities/delivery';
import { $confirmed, confirmationDismissed, confirmationSpent, phoneConfirmed } from '../../../entities/phone-confirmation';
import { fetchSimilarOrdersFx, fromWire, goToPaymentFx, placeCartOrderFx, type PlacedOrder, type SimilarOrder } from '../../../shared/api';
import { newIdempotencyKeyFx } from '../../../shared/lib/idempotency-key';
import { orderFailure, type OrderFailure } from '../../../shared/lib/order-errors';
import { orderBody } from '../lib/order-body';
import { $deliveryId, $isLegal, $paymentMethodId, $shopId, $utmSource } from './options';

export type CheckoutValues = CheckoutForm;

/** SPEC is silent on these two situations; our texts. */
export const NOTHING_SELECTED = 'Отметьте товары, которые хотите заказать';
export const DELIVERY_NOT_CALCULATED = 'Рассчитайте стоимость доставки и нажмите «Добавить доставку к заказу»';

export const checkoutSubmitted = createEvent<CheckoutValues>();
/** The shopper saw the similar open orders and still wants a new one. */
export const similarContinued = createEvent();
export const similarDismissed = createEvent();
export const minimumNoticeClosed = createEvent();
export const demoNoticeClosed = createEvent();
export const placedOrderClosed = createEvent();

export const $submitting = createStore(false);
export const $idempotencyKey = createStore<string | null>(null);
const $pendingValues = createStore<CheckoutValues | null>(null);
const $awaitingPhone = createStore(false);
export const $similarOrders = createStore<SimilarOrder[]>([]);
/** «Заказ от 200 рублей» (SPEC §8 minimum order modal), or null. */
export const $minimumNotice = createStore<string | null>(null).reset(minimumNoticeClosed);
export const $demoNotice = createStore(false).reset(demoNoticeClosed);
export const $submitErrors = createStore<string[]>([]);
/** A 409: the server's figures, shown before the shopper confirms again. */
export const $priceConflict = createStore<{ message: string; totalPrice: number | null } | null>(null);
export const $placedOrder = createStore<(PlacedOrder & { online: boolean }) | null>(null).reset(placedOrderClosed);

// --- Order rules, before any call ----------------------------------------------------------------

type Verdict =
  { kind: 'demo' } | { kind: 'errors'; messages: string[] } | { kind: 'minimum'; text: string } | { kind: 'ok'; values: CheckoutValues };

const $rules = combine({
  demo: $demoSite,
  totals: $cartTotals,
  otherCity: $otherCity,
  deliveryId: $deliveryId,
  destination: $courierDestination,
  paymentMethodId: $paymentMethodId,
  isLegal: $isLegal,
});

const verdict = sample({
  clock: checkoutSubmitted,
  source: { rules: $rules, submitting: $submitting },
  filter: ({ submitting }) => !submitting,
  fn: ({ rules }, values): Verdict => {
    if (rules.demo) return { kind: 'demo' };
    if (rules.totals.orderable.length === 0) return { kind: 'errors', messages: [NOTHING_SELECTED] };
    if (rules.totals.goodsTotal <= 0) return { kind: 'errors', messages: [MESSAGES.ordersRestricted] };
    const minimum = checkMinimumOrder(rules.totals.goodsTotal, { otherCity: rules.otherCity, isLegal: values.isLegal === true });
    if (minimum) return { kind: 'minimum', text: minimum };
    if (rules.deliveryId === DELIVERY.COURIER_COMPANY && !rules.destination) return { kind: 'errors', messages: [DELIVERY_NOT_CALCULATED] };
    if (rules.deliveryId === null || rules.paymentMethodId === null) return { kind: 'errors', messages: [MESSAGES.noPaymentMethods] };
    return { kind: 'ok', values };
  },
});

const accepted = sample({
  clock: verdict,
  filter: (v) => v.kind === 'ok',
  fn: (v) => (v as Extract<Verdict, { kind: 'ok' }>).values,
});
$demoNotice.on(sample({ clock: verdict, filter: (v) => v.kind === 'demo' }), () => true);
$submitErrors.on(
  sample({ clock: verdict, filter: (v) => v.kind === 'errors' }),
  (_, v) => (v as Extract<Verdict, { kind: 'errors' }>).messages,
);
$minimumNotice.on(
  sample({ clock: verdict, filter: (v) => v.kind === 'minimum' }),
  (_, v) => (v as Extract<Verdict, { kind: 'minimum' }>).text,
);

$submitting.on(accepted, () => true);
$pendingValues.on(accepted, (_, values) => values);
$submitErrors.reset(accepted);
$priceConflict.reset(accepted);

// --- One key per attempt -------------------------------------------------------------------------

const keyed = createEvent<CheckoutValues>();
sample({ clock: accepted, source: $idempotencyKey, filter: (key) => key !== null, fn: (_, values) => values, target: keyed });
const checkoutKeyFx = attach({ effect: newIdempotencyKeyFx });
sample({ clock: accepted, source: $idempotencyKey, filter: (key) => key === null, fn: () => undefined, target: checkoutKeyFx });
$idempotencyKey.on(checkoutKeyFx.doneData, (_, key) => key);
sample({
  clock: checkoutKeyFx.done,
  source: $pendingValues,
  filter: (values) => values !== null,
  fn: (values) => values!,
  target: keyed,
});

// --- A guest proves the phone --------------------------------------------------------------------

const phoneOk = createEvent<CheckoutValues>();
const $guest = $session.map((session) => !session.isAuth);
const needsCode = (guest: boolean, confirmed: { phone: string } | null, values: CheckoutValues) =>
  guest && confirmed?.phone !== normalizePhone(values.phone ?? '');
sample({
  clock: keyed,
  source: { guest: $guest, confirmed: $confirmed },
  filter: ({ guest, confirmed }, values) => needsCode(guest, confirmed, values),
  fn: (_, values) => ({ phone: normalizePhone(values.phone ?? '') ?? values.phone }),
  target: phoneConfirmationRequested,
});
$awaitingPhone.on(
  sample({
    clock: keyed,
    source: { guest: $guest, confirmed: $confirmed },
    filter: ({ guest, confirmed }, values) => needsCode(guest, confirmed, values),
  }),
  () => true,
);
sample({
  clock: keyed,
  source: { guest: $guest, confirmed: $confirmed },
  filter: ({ guest, confirmed }, values) => !needsCode(guest, confirmed, values),
  fn: (_, values) => values,
  target: phoneOk,
});
const resumed = sample({
  clock: phoneConfirmed,
  source: { awaiting: $awaitingPhone, values: $pendingValues },
  filter: ({ awaiting, values }) => awaiting && values !== null,
  fn: ({ values }) => values!,
});
sample({ clock: resumed, target: phoneOk });
$awaitingPhone.reset(resumed);
const dismissed = sample({ clock: confirmationDismissed, source: $awaitingPhone, filter: Boolean });
$awaitingPhone.reset(dismissed);
// Closing the code entry stops this attempt; the form keeps what was typed.
$submitting.on(dismissed, () => false);

// --- Similar open orders (SPEC §2, §9: the first 2, the rest on request) ---------------------------

const place = createEvent<CheckoutValues>();
sample({
  clock: phoneOk,
  source: { totals: $cartTotals, confirmed: $confirmed },
  fn: ({ totals, confirmed }, values) => ({
    phone: normalizePhone(values.phone ?? '') ?? values.phone,
    products: [...new Set(totals.orderable.map((line) => line.productId))],
    hashCode: confirmed?.hashCode ?? null,
  }),
  target: fetchSimilarOrdersFx,
});
$similarOrders.on(fetchSimilarOrdersFx.doneData, (_, orders) => orders).reset(similarContinued, similarDismissed);
sample({
  clock: [
    fetchSimilarOrdersFx.fail,
    sample({ clock: fetchSimilarOrdersFx.doneData, filter: (orders) => orders.length === 0 }),
    similarContinued,
  ],
  source: $pendingValues,
  filter: (values) => values !== null,
  fn: (values) => values!,
  target: place,
});
$submitting.on(similarDismissed, () => false);

// --- The order -----------------------------------------------------------------------------------

interface Placement {
  totals: { orderable: CartLineView[] };
  city: ShopperCity | null;
  deliveryId: number | null;
  shopId: number | null;
  destination: CourierDestination | null;
  paymentMethodId: number | null;
  session: { isAuth: boolean; user: { id: number } | null };
  confirmed: { hashCode: string | null } | null;
  utmSource: string | null;
  key: string | null;
}
sample({
  clock: place,
  source: {
    totals: $cartTotals,
    city: $shopperCity,
    deliveryId: $deliveryId,
    shopId: $shopId,
    destination: $courierDestination,
    paymentMethodId: $paymentMethodId,
    session: $session,
    confirmed: $confirmed,
    utmSource: $utmSource,
    key: $idempotencyKey,
  },
  fn: (source: Placement, values) => ({
    idempotencyKey: source.key!,
    body: orderBody({
      values,
      lines: source.totals.orderable,
      city: source.city!,
      deliveryId: source.deliveryId!,
      shopId: source.shopId,
      destination: source.destination,
      paymentMethodId: source.paymentMethodId!,
      userId: source.session.isAuth ? (source.session.user?.id ?? null) : null,
      hashCode: source.session.isAuth ? null : (source.confirmed?.hashCode ?? null),
      utmSource: source.utmSource,
    }),
  }),
  target: placeCartOrderFx,
});

// Success: the lines leave the cart, the code is spent, online payment goes to the gateway.
sample({
  clock: placeCartOrderFx.done,
  fn: ({ params }) => params.body.productData.map((line) => toItemRef(fromWire(line))),
  target: linesOrdered,
});
sample({ clock: placeCartOrderFx.done, target: confirmationSpent });
$placedOrder.on(placeCartOrderFx.doneData, (_, placed) => ({ ...placed, online: Boolean(placed.address) }));
sample({
  clock: placeCartOrderFx.doneData,
  filter: (placed) => Boolean(placed.address),
  fn: (placed) => placed.address!,
  target: goToPaymentFx,
});
$idempotencyKey.reset(placeCartOrderFx.done);
$pendingValues.reset(placeCartOrderFx.done);
$submitting.on(placeCartOrderFx.done, () => false);

const failed = sample({
  clock: placeCartOrderFx.failData,
  source: $supportPhone,
  fn: (phone, error): OrderFailure => orderFailure(error, phone),
});
// A refusal means no order was made: the next attempt gets a new key. No answer keeps the key.
$idempotencyKey.on(failed, (key, failure) => (failure.kind === 'messages' && failure.retry ? key : null));
$submitErrors.on(failed, (_, failure) => (failure.kind === 'messages' ? failure.messages : []));
$priceConflict.on(failed, (_, failure) =>
  failure.kind === 'prices' ? { message: failure.message, totalPrice: failure.totalPrice } : null,
);
sample({
  clock: failed,
  filter: (failure) => failure.kind === 'prices',
  fn: (failure) => (failure as Extract<OrderFailure, { kind: 'prices' }>).products,
  target: pricesCorrected,
});
// The code expired or was spent: ask for a new one, then submit again.
const codeAgain = sample({ clock: failed, filter: (failure) => failure.kind === 'confirmPhone' });
sample({ clock: codeAgain, target: confirmationSpent });
sample({
  clock: codeAgain,
  source: $pendingValues,
  filter: (values) => values !== null,
  fn: (values) => ({ phone: normalizePhone(values!.phone ?? '') ?? values!.phone }),
  target: phoneConfirmationRequested,
});
$awaitingPhone.on(codeAgain, () => true);
$submitting.on(failed, (_, failure) => failure.kind === 'confirmPhone');
