/**
 * What the checkout offers for the shopper's city and buyer type: deliveries (SPEC §9 ids 2, 4, 5),
 * pickup shops, payment methods from the API (SPEC §6: a legal entity pays by bank invoice only),
 * the prepayment for delivery (SPEC §9), and a signed-in shopper's account data (SPEC §5).
 */
import type { ProductCategory } from '@store/api-client';
import { citySelected } from '@store/bus';
import { DELIVERY, deliveryPrepayment, isOnlinePayment, MESSAGES, OTHER_CITY, roundMoney } from '@store/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { $account, accountRequested } from '../../../entities/account';
import { $cartTotals } from '../../../entities/cart';
import { $otherCity, $shopperCity } from '../../../entities/city';
import { $courierDestination } from '../../../entities/delivery';
import {
  fetchDeliveriesFx,
  fetchPaymentMethodsFx,
  fetchPrepaymentProductsFx,
  fetchShopsFx,
  readUtmSourceFx,
  type DeliveryOption,
  type PaymentMethodOption,
  type Shop,
} from '../../../shared/api';
import { deliveryPriceOf } from '../lib/order-body';

/** The cart page opened: load what the checkout offers. */
export const checkoutStarted = createEvent();
export const deliveryChosen = createEvent<number>();
export const shopChosen = createEvent<number>();
/** The form's «Юридическое лицо» changed (the one field the model needs: it decides payment methods). */
export const buyerTypeChanged = createEvent<boolean>();
export const paymentMethodChosen = createEvent<number>();
export const deliveriesRetried = createEvent();

/** Visits of the cart page: each one refreshes what the checkout offers. */
const $visit = createStore(0).on(checkoutStarted, (n) => n + 1);
export const $active = $visit.map((visit) => visit > 0);

// Deliveries: 'other city' goes by courier company only, a city with shops by pickup or courier.
export const $deliveryOptions = createStore<DeliveryOption[]>([]).on(fetchDeliveriesFx.doneData, (_, items) => items);
export const $deliveriesError = createStore<string | null>(null)
  .on(fetchDeliveriesFx.fail, () => MESSAGES.deliveriesLoadFailed)
  .reset(fetchDeliveriesFx.done);
export const $deliveriesLoading = fetchDeliveriesFx.pending;
sample({
  clock: [checkoutStarted, deliveriesRetried],
  source: $deliveryOptions,
  filter: (options) => options.length === 0,
  target: fetchDeliveriesFx,
});

export const $availableDeliveries = combine($deliveryOptions, $otherCity, (options, otherCity) =>
  options.filter((option) =>
    otherCity ? option.id === DELIVERY.COURIER_COMPANY : option.id === DELIVERY.POINT || option.id === DELIVERY.COURIER,
  ),
);
const $chosenDelivery = createStore<number | null>(null).on(deliveryChosen, (_, id) => id);
export const $deliveryId = combine($availableDeliveries, $chosenDelivery, (available, chosen) =>
  available.some((option) => option.id === chosen) ? chosen : (available[0]?.id ?? null),
);

// Pickup shops of the city; the city's own shop is chosen until the shopper picks another.
export const $shops = createStore<Shop[]>([]).on(fetchShopsFx.doneData, (_, shops) => shops);
export const $shopsLoading = fetchShopsFx.pending;
const $chosenShop = createStore<number | null>(null)
  .on(shopChosen, (_, id) => id)
  .reset(citySelected);
export const $shopId = combine($shops, $chosenShop, $shopperCity, (shops, chosen, city) => {
  if (shops.some((shop) => shop.id === chosen)) return chosen;
  if (shops.some((shop) => shop.id === city?.shopId)) return city!.shopId;
  return shops[0]?.id ?? null;
});
const $shopsQuery = combine($visit, $shopperCity, $otherCity, (visit, city, otherCity) =>
  visit > 0 && city && !otherCity ? { visit, cityId: city.cityId } : null,
);
sample({
  clock: $shopsQuery.updates,
  filter: (query): query is { visit: number; cityId: number } => query !== null,
  fn: (query) => query!.cityId,
  target: fetchShopsFx,
});
$shops.reset(citySelected);

// Buyer type and payment methods (the API decides which apply).
export const $isLegal = createStore(false)
  .on(buyerTypeChanged, (_, isLegal) => isLegal)
  // The form starts from the account: a legal entity's account starts as a legal order.
  .on($account.updates, (_, account) => account?.legal != null);
const $paymentQuery = combine($visit, $deliveryId, $shopperCity, $isLegal, (visit, deliveryId, city, isLegal) =>
  visit > 0 && deliveryId !== null && city ? { visit, deliveryId, cityId: city.cityId, isLegal } : null,
);
sample({
  clock: $paymentQuery.updates,
  filter: (query): query is { visit: number; deliveryId: number; cityId: number; isLegal: boolean } => query !== null,
  target: fetchPaymentMethodsFx,
});
const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const paymentAnswered = sample({
  clock: fetchPaymentMethodsFx.done,
  source: $paymentQuery,
  filter: (query, { params }) => sameQuery(query, params),
  fn: (_, { result }) => result,
});
export const $paymentMethods = createStore<PaymentMethodOption[]>([]).on(paymentAnswered, (_, answer) => answer.items);
/** «Для данной доставки не выбраны способы оплаты» when none applies. */
export const $paymentMessage = createStore<string | null>(null)
  .on(paymentAnswered, (_, answer) => (answer.items.length === 0 ? (answer.message ?? MESSAGES.noPaymentMethods) : null))
  .on(fetchPaymentMethodsFx.fail, () => MESSAGES.noPaymentMethods);
export const $paymentLoading = fetchPaymentMethodsFx.pending;
const $chosenMethod = createStore<number | null>(null).on(paymentMethodChosen, (_, id) => id);
export const $paymentMethodId = combine($paymentMethods, $chosenMethod, (methods, chosen) =>
  methods.some((method) => method.id === chosen) ? chosen : (methods[0]?.id ?? null),
);

// Totals: goods of the selected lines, delivery as shown, prepayment for the in-city courier.
export const $deliveryPrice = combine($deliveryId, $courierDestination, deliveryPriceOf);
export const $orderTotal = combine($cartTotals, $deliveryPrice, (totals, delivery) => roundMoney(totals.goodsTotal + (delivery ?? 0)));

const $lineCategories = createStore<Record<number, readonly Pick<ProductCategory, 'deliveryPrice' | 'percentPrepayment'>[]>>({}).on(
  fetchPrepaymentProductsFx.doneData,
  (current, { products }) => ({
    ...current,
    ...Object.fromEntries(Object.entries(products).map(([id, product]) => [id, product?.categories ?? []])),
  }),
);
const $prepaymentApplies = combine(
  $deliveryId,
  $isLegal,
  $paymentMethodId,
  (deliveryId, isLegal, methodId) => deliveryId === DELIVERY.COURIER && !isLegal && methodId !== null && !isOnlinePayment(methodId),
);
sample({
  clock: [$prepaymentApplies.updates, $cartTotals.updates],
  source: { applies: $prepaymentApplies, totals: $cartTotals, categories: $lineCategories, city: $shopperCity },
  filter: ({ applies, totals, categories }) => applies && totals.orderable.some((line) => !(line.productId in categories)),
  fn: ({ totals, categories, city }) => ({
    ids: totals.orderable.filter((line) => !(line.productId in categories)).map((line) => line.productId),
    cityId: city?.cityId ?? OTHER_CITY.id,
  }),
  target: fetchPrepaymentProductsFx,
});
/** SPEC §9: what a private buyer prepays for the courier's delivery when paying on receipt. */
export const $prepayment = combine($prepaymentApplies, $cartTotals, $lineCategories, (applies, totals, categories) =>
  applies
    ? totals.orderable.reduce(
        (sum, line) =>
          sum + deliveryPrepayment({ priceRetail: line.info?.price ?? 0, categories: categories[line.productId] ?? [] }) * line.quantity,
        0,
      )
    : 0,
);

// Account data of a signed-in shopper (the order must use it).
sample({ clock: checkoutStarted, target: accountRequested });
export { $account };

export const $utmSource = createStore<string | null>(null).on(readUtmSourceFx.doneData, (_, utm) => utm);
sample({ clock: checkoutStarted, target: readUtmSourceFx });
