/**
 * The one-click order (SPEC §3 "One-click order form", §4 "One-click order"): loading, then the
 * form, then the order (entities/order: the key, a guest's SMS code, the order; its body in
 * lib/order-body.ts). Success shows the payment variant (the answer has a payment address) or the
 * «operator will call» variant, removes the matching cart line and clears the utm cookie.
 */
import { ApiError, type Product } from '@store/api-client';
import { $demoSite } from '@store/bus';
import { checkMinimumOrder, OTHER_CITY, productPriceForCity } from '@store/domain';
import { invoke } from '@withease/factories';
import { combine, createEvent, createStore, sample, type StoreValue } from 'effector';
import { accountRequested } from '../../../entities/account';
import { $otherCity, $shopperCity } from '../../../entities/city';
import { createOrderSubmission } from '../../../entities/order';
import {
  clearUtmSourceFx,
  fetchCourierCitiesFx,
  fetchProductFx,
  placeOneClickOrderFx,
  readUtmSourceFx,
  type CourierCity,
  type PlacedOrder,
} from '../../../shared/api';
import { oneClickBody, type OneClickValues } from '../lib/order-body';

export type { OneClickOrderForm, OneClickValues } from '../lib/order-body';

export interface OneClickTarget {
  productId: number;
  defectSerialNumber: string | null;
}

export const oneClickOpened = createEvent<OneClickTarget>();
export const oneClickClosed = createEvent();
export const productRetried = createEvent();
export const oneClickSubmitted = createEvent<OneClickValues>();

export const $target = createStore<OneClickTarget | null>(null).on(oneClickOpened, (_, target) => target);
export const $product = createStore<Product | null>(null).reset(oneClickOpened);
export type OneClickStatus = 'loading' | 'ready' | 'notFound' | 'error';
export const $status = createStore<OneClickStatus>('loading').on(oneClickOpened, () => 'loading');
export const $courierCities = createStore<CourierCity[]>([]).on(fetchCourierCitiesFx.doneData, (_, cities) => cities);
export const $errors = createStore<string[]>([]);
export const $result = createStore<PlacedOrder | null>(null).reset(oneClickOpened);
const $utmSource = createStore<string | null>(null).on(readUtmSourceFx.doneData, (_, utm) => utm);

export { $otherCity };
/** The price of the unit in the shopper's city, or null where it is not sold. */
export const $price = combine($product, $shopperCity, (product, city) =>
  product && city ? (productPriceForCity(product, city.stockCode, new Date(), product.defectSerialNumber) ?? null) : null,
);

// Loading: the product in the city, the account, the courier company's cities for «Другой город».
const load = sample({
  clock: [oneClickOpened, productRetried],
  source: { target: $target, city: $shopperCity },
  filter: ({ target }) => target !== null,
  fn: ({ target, city }) => ({
    productId: target!.productId,
    defectSerialNumber: target!.defectSerialNumber,
    cityId: city?.cityId ?? OTHER_CITY.id,
  }),
});
sample({ clock: load, target: fetchProductFx });
$status.on(productRetried, () => 'loading');
sample({ clock: oneClickOpened, target: [accountRequested, readUtmSourceFx] });
sample({
  clock: oneClickOpened,
  source: { other: $otherCity, cities: $courierCities },
  filter: ({ other, cities }) => other && cities.length === 0,
  target: fetchCourierCitiesFx,
});
$product.on(fetchProductFx.doneData, (_, product) => product);
$status
  .on(fetchProductFx.done, () => 'ready')
  .on(fetchProductFx.failData, (_, error) => (error instanceof ApiError && error.status === 404 ? 'notFound' : 'error'));

// Submitting: the order rules, then the order submission (one unit, no look before placing).
const $placement = combine({ product: $product, price: $price, city: $shopperCity, otherCity: $otherCity, utmSource: $utmSource });
const submission = invoke(createOrderSubmission<OneClickValues, StoreValue<typeof $placement>>, {
  placeFx: placeOneClickOrderFx,
  context: $placement,
  bodyOf: (values, { product, price, city, otherCity, utmSource }, buyer) =>
    product && price !== null && city ? oneClickBody({ values, product, price, city, otherCity, buyer, utmSource }) : null,
});
sample({ clock: [oneClickOpened, oneClickClosed], target: submission.reset });
sample({ clock: submission.verified, target: submission.proceed });
export const $submitting = submission.$submitting;

type Verdict = { kind: 'errors'; messages: string[] } | { kind: 'ok'; values: OneClickValues };
export const DEMO_BLOCKED = 'demo';
const verdict = sample({
  clock: oneClickSubmitted,
  source: { submitting: $submitting, demo: $demoSite, price: $price, otherCity: $otherCity },
  filter: ({ submitting }) => !submitting,
  fn: ({ demo, price, otherCity }, values): Verdict => {
    if (demo) return { kind: 'errors', messages: [DEMO_BLOCKED] };
    if (price === null) return { kind: 'errors', messages: ['Этот товар не продаётся в выбранном городе'] };
    const minimum = checkMinimumOrder(price, { otherCity, isLegal: values.isLegal === true });
    if (minimum) return { kind: 'errors', messages: [minimum] };
    return { kind: 'ok', values };
  },
});
$errors.on(verdict, (_, v) => (v.kind === 'errors' ? v.messages : [])).reset(oneClickOpened);
sample({
  clock: verdict,
  filter: (v) => v.kind === 'ok',
  fn: (v) => (v as Extract<Verdict, { kind: 'ok' }>).values,
  target: submission.accepted,
});

$result.on(submission.placed, (_, placed) => placed);
sample({ clock: submission.placed, target: clearUtmSourceFx });
$errors.on(submission.failed, (_, failure) => {
  if (failure.kind === 'messages') return failure.messages;
  if (failure.kind === 'prices') return [failure.message];
  return [];
});
// A changed price: the product is loaded again, so the form shows the new one before the shopper confirms.
sample({ clock: submission.failed, filter: (failure) => failure.kind === 'prices', target: productRetried });
