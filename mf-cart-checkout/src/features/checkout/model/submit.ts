/**
 * Placing an order from the cart (SPEC §4, §7, §8, decision 0008). The order rules come first
 * (demo site, nothing chosen, zero total, minimum order, delivery and payment chosen), then the
 * order submission (entities/order: the key, a guest's SMS code, the order), with the similar open
 * orders shown before placing (a failed lookup is ignored).
 */
import { $demoSite } from '@store/bus';
import { checkMinimumOrder, DELIVERY, MESSAGES, normalizePhone, type CheckoutForm } from '@store/domain';
import { invoke } from '@withease/factories';
import { combine, createEvent, createStore, sample, type StoreValue } from 'effector';
import { $cartTotals, pricesCorrected } from '../../../entities/cart';
import { $otherCity, $shopperCity } from '../../../entities/city';
import { $courierDestination } from '../../../entities/delivery';
import { createOrderSubmission, type OrderFailure } from '../../../entities/order';
import { $confirmed } from '../../../entities/phone-confirmation';
import { fetchSimilarOrdersFx, goToPaymentFx, placeCartOrderFx, type PlacedOrder, type SimilarOrder } from '../../../shared/api';
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

const $placement = combine({
  totals: $cartTotals,
  city: $shopperCity,
  deliveryId: $deliveryId,
  shopId: $shopId,
  destination: $courierDestination,
  paymentMethodId: $paymentMethodId,
  utmSource: $utmSource,
});

const submission = invoke(createOrderSubmission<CheckoutValues, StoreValue<typeof $placement>>, {
  placeFx: placeCartOrderFx,
  context: $placement,
  bodyOf: (values, { totals, city, deliveryId, shopId, destination, paymentMethodId, utmSource }, buyer) =>
    city && deliveryId !== null && paymentMethodId !== null
      ? orderBody({ values, lines: totals.orderable, city, deliveryId, shopId, destination, paymentMethodId, ...buyer, utmSource })
      : null,
});

export const $submitting = submission.$submitting;
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

sample({
  clock: verdict,
  filter: (v) => v.kind === 'ok',
  fn: (v) => (v as Extract<Verdict, { kind: 'ok' }>).values,
  target: submission.accepted,
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
$submitErrors.reset(submission.accepted);
$priceConflict.reset(submission.accepted);

// --- Similar open orders (SPEC §2, §9: the first 2, the rest on request) ---------------------------

sample({
  clock: submission.verified,
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
  target: submission.proceed,
});
sample({ clock: similarDismissed, target: submission.stopped });

// --- The answer ----------------------------------------------------------------------------------

// Online payment goes to the gateway.
$placedOrder.on(submission.placed, (_, placed) => ({ ...placed, online: Boolean(placed.address) }));
sample({ clock: submission.placed, filter: (placed) => Boolean(placed.address), fn: (placed) => placed.address!, target: goToPaymentFx });

$submitErrors.on(submission.failed, (_, failure) => (failure.kind === 'messages' ? failure.messages : []));
$priceConflict.on(submission.failed, (_, failure) =>
  failure.kind === 'prices' ? { message: failure.message, totalPrice: failure.totalPrice } : null,
);
sample({
  clock: submission.failed,
  filter: (failure) => failure.kind === 'prices',
  fn: (failure) => (failure as Extract<OrderFailure, { kind: 'prices' }>).products,
  target: pricesCorrected,
});
