/**
 * The one-click order (SPEC §3 "One-click order form", §4 "One-click order"): loading, then the
 * form, then the order. One unit of one product (or marked-down item); pickup from the city's shop
 * or the courier in a city with shops, the courier company to the door for «Другой город». A
 * guest confirms the phone by SMS code first. Success shows the payment variant (the answer has a
 * payment address) or the «operator will call» variant, removes the matching cart line and clears
 * the utm cookie.
 */
import { ApiError, type Product } from '@store/api-client';
import { $demoSite, phoneConfirmationRequested, $session, $supportPhone } from '@store/bus';
import {
  checkMinimumOrder,
  DELIVERY,
  normalizePhone,
  ONE_CLICK_QUANTITY,
  OTHER_CITY,
  PAYMENT_METHOD,
  productPriceForCity,
  toItemRef,
  type CheckoutForm,
} from '@store/domain';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { accountRequested } from '../../../entities/account';
import { linesOrdered } from '../../../entities/cart';
import { $otherCity, $shopperCity, type ShopperCity } from '../../../entities/city';
import { $confirmed, confirmationDismissed, confirmationSpent, phoneConfirmed } from '../../../entities/phone-confirmation';
import {
  clearUtmSourceFx,
  fetchCourierCitiesFx,
  fetchProductFx,
  placeOneClickOrderFx,
  readUtmSourceFx,
  fromWire,
  toWire,
  type CourierCity,
  type OrderBody,
  type PlacedOrder,
} from '../../../shared/api';
import { buyerFields, text } from '../../../shared/lib/buyer-fields';
import { newIdempotencyKeyFx } from '../../../shared/lib/idempotency-key';
import { orderFailure, type OrderFailure } from '../../../shared/lib/order-errors';

/**
 * The one-click order form (SPEC §3): the checkout fields plus consents, messengers and the SBP
 * choice. The form's own values: the order body made of them says `sbpPayment` as a boolean.
 */
export interface OneClickOrderForm extends CheckoutForm {
  newsletterConsent: boolean;
  viber: boolean;
  whatsapp: boolean;
  telegram: boolean;
  sbpPayment: 'true' | 'false';
}

export type OneClickValues = Partial<OneClickOrderForm> & {
  /** Pickup or the courier in a city with shops (the form's own choice, not a field of SPEC's form). */
  delivery?: 'pickup' | 'courier';
  /** The courier company's city for «Другой город». */
  courierCityCode?: string;
};

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
export const $submitting = createStore(false);
export const $errors = createStore<string[]>([]);
export const $result = createStore<PlacedOrder | null>(null).reset(oneClickOpened);
const $key = createStore<string | null>(null).reset(oneClickOpened);
const $pending = createStore<OneClickValues | null>(null).reset(oneClickOpened);
const $awaitingPhone = createStore(false).reset(oneClickOpened, oneClickClosed);
const $utmSource = createStore<string | null>(null).on(readUtmSourceFx.doneData, (_, utm) => utm);

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

// Submitting: the order rules, the phone, then the order with one key per attempt.
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
const accepted = sample({ clock: verdict, filter: (v) => v.kind === 'ok', fn: (v) => (v as Extract<Verdict, { kind: 'ok' }>).values });
$submitting.on(accepted, () => true).reset(oneClickOpened, oneClickClosed);
$pending.on(accepted, (_, values) => values);

const keyed = createEvent<OneClickValues>();
sample({ clock: accepted, source: $key, filter: (key) => key !== null, fn: (_, values) => values, target: keyed });
const needKey = sample({ clock: accepted, source: $key, filter: (key) => key === null });
const oneClickKeyFx = attach({ effect: newIdempotencyKeyFx });
sample({ clock: needKey, fn: () => undefined, target: oneClickKeyFx });
const keyMade = sample({
  clock: oneClickKeyFx.doneData,
  source: { pending: $pending, submitting: $submitting },
  filter: ({ pending, submitting }) => pending !== null && submitting,
  fn: ({ pending }, key) => ({ pending: pending!, key }),
});
$key.on(keyMade, (_, { key }) => key);
sample({ clock: keyMade, fn: ({ pending }) => pending, target: keyed });

const phoneOf = (values: OneClickValues) => normalizePhone(values.phone ?? '') ?? values.phone ?? '';
const $guest = $session.map((session) => !session.isAuth);
const needsCode = sample({
  clock: keyed,
  source: { guest: $guest, confirmed: $confirmed },
  filter: ({ guest, confirmed }, values) => guest && confirmed?.phone !== phoneOf(values),
  fn: (_, values) => ({ phone: phoneOf(values) }),
});
sample({ clock: needsCode, target: phoneConfirmationRequested });
$awaitingPhone.on(needsCode, () => true);
const place = createEvent<OneClickValues>();
sample({
  clock: keyed,
  source: { guest: $guest, confirmed: $confirmed },
  filter: ({ guest, confirmed }, values) => !(guest && confirmed?.phone !== phoneOf(values)),
  fn: (_, values) => values,
  target: place,
});
const resumed = sample({
  clock: phoneConfirmed,
  source: { awaiting: $awaitingPhone, pending: $pending },
  filter: ({ awaiting, pending }) => awaiting && pending !== null,
  fn: ({ pending }) => pending!,
});
$awaitingPhone.reset(resumed);
sample({ clock: resumed, target: place });
const dismissed = sample({ clock: confirmationDismissed, source: $awaitingPhone, filter: Boolean });
$awaitingPhone.reset(dismissed);
$submitting.on(dismissed, () => false);

/** Payment of a one-click order: a legal entity by invoice; SBP now, else on receipt (card online for «Другой город»). */
function paymentOf(values: OneClickValues, otherCity: boolean): number {
  if (values.isLegal) return PAYMENT_METHOD.BANK_INVOICE;
  if (values.sbpPayment === 'true') return PAYMENT_METHOD.SBP_PAYMENT;
  return otherCity ? PAYMENT_METHOD.CARD : PAYMENT_METHOD.ON_RECEIPT;
}

export function oneClickBody(input: {
  values: OneClickValues;
  product: Product;
  price: number;
  city: ShopperCity;
  otherCity: boolean;
  userId: number | null;
  hashCode: string | null;
  utmSource: string | null;
}): OrderBody {
  const { values, product, price, city, otherCity } = input;
  const isLegal = values.isLegal === true;
  const deliveryId = otherCity ? DELIVERY.COURIER_COMPANY : values.delivery === 'courier' ? DELIVERY.COURIER : DELIVERY.POINT;
  const addressIsLegal = isLegal && values.legalAddressCoincides === true;
  const courierAddress = deliveryId === DELIVERY.COURIER && !addressIsLegal;
  return {
    ...buyerFields(values, courierAddress || otherCity),
    newsletterConsent: values.newsletterConsent === true,
    viber: values.viber === true,
    whatsapp: values.whatsapp === true,
    telegram: values.telegram === true,
    sbpPayment: values.sbpPayment === 'true',
    paymentMethod: paymentOf(values, otherCity),
    cityId: city.cityId,
    cityCode: city.stockCode,
    shopId: deliveryId === DELIVERY.POINT ? city.shopId : null,
    deliveryId,
    productData: [toWire({ productId: product.id, quantity: ONE_CLICK_QUANTITY, defectSerialNumber: product.defectSerialNumber, price })],
    courierCompany: otherCity
      ? {
          cityCode: Number(values.courierCityCode),
          mode: 'courier',
          pointCode: null,
          address: { city: text(values.city) ?? undefined, address: `${text(values.street) ?? ''}, ${text(values.house) ?? ''}` },
        }
      : null,
    userId: input.userId,
    hashCode: input.hashCode,
    // The courier company's price is the server's to quote: a total is sent only where delivery is free.
    totalPrice: otherCity ? undefined : price,
    totalDelivery: otherCity ? undefined : 0,
    utmSource: input.utmSource,
  };
}

sample({
  clock: place,
  source: {
    product: $product,
    price: $price,
    city: $shopperCity,
    otherCity: $otherCity,
    session: $session,
    confirmed: $confirmed,
    utmSource: $utmSource,
    key: $key,
  },
  filter: ({ product, price, city, key }) => product !== null && price !== null && city !== null && key !== null,
  fn: ({ product, price, city, otherCity, session, confirmed, utmSource, key }, values) => ({
    idempotencyKey: key!,
    body: oneClickBody({
      values,
      product: product!,
      price: price!,
      city: city!,
      otherCity,
      userId: session.isAuth ? (session.user?.id ?? null) : null,
      hashCode: session.isAuth ? null : (confirmed?.hashCode ?? null),
      utmSource,
    }),
  }),
  target: placeOneClickOrderFx,
});

$result.on(placeOneClickOrderFx.doneData, (_, placed) => placed);
$submitting.on(placeOneClickOrderFx.done, () => false);
$key.reset(placeOneClickOrderFx.done);
sample({
  clock: placeOneClickOrderFx.done,
  fn: ({ params }) => params.body.productData.map((line) => toItemRef(fromWire(line))),
  target: linesOrdered,
});
sample({ clock: placeOneClickOrderFx.done, target: [confirmationSpent, clearUtmSourceFx] });

const failed = sample({
  clock: placeOneClickOrderFx.failData,
  source: $supportPhone,
  fn: (phone, error): OrderFailure => orderFailure(error, phone),
});
$key.on(failed, (key, failure) => (failure.kind === 'messages' && failure.retry ? key : null));
$errors.on(failed, (_, failure) => {
  if (failure.kind === 'messages') return failure.messages;
  if (failure.kind === 'prices') return [failure.message];
  return [];
});
// A changed price: the product is loaded again, so the form shows the new one before the shopper confirms.
sample({ clock: failed, filter: (failure) => failure.kind === 'prices', target: productRetried });
const codeAgain = sample({ clock: failed, filter: (failure) => failure.kind === 'confirmPhone' });
sample({ clock: codeAgain, target: confirmationSpent });
sample({
  clock: codeAgain,
  source: $pending,
  filter: (pending) => pending !== null,
  fn: (pending) => ({ phone: phoneOf(pending!) }),
  target: phoneConfirmationRequested,
});
$awaitingPhone.on(codeAgain, () => true);
$submitting.on(failed, (_, failure) => failure.kind === 'confirmPhone');
