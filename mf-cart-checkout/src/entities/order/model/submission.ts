/**
 * How an order goes once its form is accepted (SPEC §4 "Phone confirmation for orders", §7, §8;
 * decision 0008), the same for the cart's checkout and the one-click order:
 * 1. one Idempotency-Key per attempt: a double click or a retry after a lost answer returns the
 *    first order instead of making a second;
 * 2. a guest confirms the phone by SMS code (closing the code entry stops the attempt, the form
 *    keeps what was typed);
 * 3. the feature may look before placing (`verified`, then `proceed`: the checkout's similar open
 *    orders), then the order is placed with the body the feature makes of the form and its choices;
 * 4. success: the ordered lines leave the cart, the code is spent; failure is read once
 *    (`orderFailure`): a refusal gives the next attempt a new key, no answer keeps it, an expired
 *    code asks for a new one and submits again with the same key.
 * Each form invokes its own (`invoke(createOrderSubmission<Values, Context>, …)`): their attempts
 * and keys never mix.
 */
import { $session, $supportPhone, phoneConfirmationRequested } from '@store/bus';
import { normalizePhone, toItemRef } from '@store/domain';
import { createFactory } from '@withease/factories';
import { attach, combine, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store } from 'effector';
import { linesOrdered } from '../../cart/@x/order';
import { $confirmed, confirmationDismissed, confirmationSpent, phoneConfirmed } from '../../phone-confirmation/@x/order';
import { fromWire, type OrderBody, type OrderRequest, type PlacedOrder } from '../../../shared/api';
import { newIdempotencyKeyFx } from '../../../shared/lib/idempotency-key';
import { orderFailure, type OrderFailure } from '../lib/order-failure';

/** Who orders, as the body says it: a signed-in shopper by id, a guest by the confirmed code's handle. */
export interface Buyer {
  userId: number | null;
  hashCode: string | null;
}

export interface OrderSubmissionConfig<Values, Context> {
  /** POST /api/order or /api/order/one-click. */
  placeFx: Effect<OrderRequest, PlacedOrder>;
  /** The feature's choices the order is made of besides the form (lines, city, delivery, payment…). */
  context: Store<Context>;
  /** The order's body; null while something it needs is missing (then nothing is sent). */
  bodyOf: (values: Values, context: Context, buyer: Buyer) => OrderBody | null;
}

export interface OrderSubmission<Values> {
  /** The feature's own order rules passed: the attempt starts. Ignored while one is under way. */
  accepted: EventCallable<Values>;
  /** The phone is fine: the feature may look before placing, then `proceed` (or `stopped`). */
  verified: Event<Values>;
  /** The order should go now. */
  proceed: EventCallable<void>;
  /** The feature's look ended the attempt without an order (the form keeps its values). */
  stopped: EventCallable<void>;
  /** A new form (the one-click modal opened or closed): nothing of the last attempt is kept. */
  reset: EventCallable<void>;
  $submitting: Store<boolean>;
  /** The placed order (its id, and the payment address when it is paid online). */
  placed: Event<PlacedOrder>;
  failed: Event<OrderFailure>;
}

/** The form as this model reads it: the phone; the rest is the feature's. */
type Form = { phone?: string };

/** The phone a form names, as the SMS code is asked for and remembered. */
const phoneOf = (values: Form) => normalizePhone(values.phone ?? '') ?? values.phone ?? '';

function submissionOf({ placeFx, context, bodyOf }: OrderSubmissionConfig<Form, unknown>): OrderSubmission<Form> {
  const accepted = createEvent<Form>();
  const proceed = createEvent();
  const stopped = createEvent();
  const reset = createEvent();

  const $submitting = createStore(false);
  const $key = createStore<string | null>(null);
  const $pending = createStore<Form | null>(null);
  const $awaitingPhone = createStore(false);
  $submitting.reset(reset);
  $key.reset(reset);
  $pending.reset(reset);
  $awaitingPhone.reset(reset);

  const started = sample({ clock: accepted, source: $submitting, filter: (submitting) => !submitting, fn: (_, values) => values });
  $submitting.on(started, () => true);
  $pending.on(started, (_, values) => values);

  // One key per attempt, kept across its retries.
  const keyed = createEvent<Form>();
  sample({ clock: started, source: $key, filter: (key) => key !== null, fn: (_, values) => values, target: keyed });
  const keyFx = attach({ effect: newIdempotencyKeyFx });
  sample({ clock: started, source: $key, filter: (key) => key === null, fn: () => undefined, target: keyFx });
  const keyMade = sample({
    clock: keyFx.doneData,
    source: { pending: $pending, submitting: $submitting },
    filter: ({ pending, submitting }) => pending !== null && submitting,
    fn: ({ pending }, key) => ({ values: pending!, key }),
  });
  $key.on(keyMade, (_, { key }) => key);
  sample({ clock: keyMade, fn: ({ values }) => values, target: keyed });

  // A guest proves the phone by an SMS code; a signed-in shopper orders with the account.
  const verified = createEvent<Form>();
  const $guest = $session.map((session) => !session.isAuth);
  const needsCode = sample({
    clock: keyed,
    source: { guest: $guest, confirmed: $confirmed },
    filter: ({ guest, confirmed }, values) => guest && confirmed?.phone !== phoneOf(values),
    fn: (_, values) => ({ phone: phoneOf(values) }),
  });
  sample({ clock: needsCode, target: phoneConfirmationRequested });
  $awaitingPhone.on(needsCode, () => true);
  sample({
    clock: keyed,
    source: { guest: $guest, confirmed: $confirmed },
    filter: ({ guest, confirmed }, values) => !(guest && confirmed?.phone !== phoneOf(values)),
    fn: (_, values) => values,
    target: verified,
  });
  const resumed = sample({
    clock: phoneConfirmed,
    source: { awaiting: $awaitingPhone, pending: $pending },
    filter: ({ awaiting, pending }) => awaiting && pending !== null,
    fn: ({ pending }) => pending!,
  });
  $awaitingPhone.reset(resumed);
  sample({ clock: resumed, target: verified });
  const dismissed = sample({ clock: confirmationDismissed, source: $awaitingPhone, filter: Boolean });
  $awaitingPhone.reset(dismissed);
  $submitting.on([dismissed, stopped], () => false);

  // The order.
  const $buyer = combine($session, $confirmed, (session, confirmed): Buyer => ({
    userId: session.isAuth ? (session.user?.id ?? null) : null,
    hashCode: session.isAuth ? null : (confirmed?.hashCode ?? null),
  }));
  const request = sample({
    clock: sample({ clock: proceed, source: $pending, filter: Boolean }),
    source: { context, buyer: $buyer, key: $key },
    fn: ({ context, buyer, key }, values): OrderRequest | null => {
      const body = key === null ? null : bodyOf(values, context, buyer);
      return body && key ? { idempotencyKey: key, body } : null;
    },
  });
  sample({ clock: request, filter: Boolean, target: placeFx });

  // Success: the lines leave the cart and the code is spent.
  sample({
    clock: placeFx.done,
    fn: ({ params }) => params.body.productData.map((line) => toItemRef(fromWire(line))),
    target: linesOrdered,
  });
  sample({ clock: placeFx.done, target: confirmationSpent });
  $key.reset(placeFx.done);
  $pending.reset(placeFx.done);
  $submitting.on(placeFx.done, () => false);

  // A refusal means no order was made: the next attempt gets a new key. No answer keeps the key, and
  // so does a refusal for the code: the same attempt goes on once the phone is confirmed again.
  const failed = sample({ clock: placeFx.failData, source: $supportPhone, fn: (phone, error): OrderFailure => orderFailure(error, phone) });
  $key.on(failed, (key, failure) => (failure.kind === 'confirmPhone' || (failure.kind === 'messages' && failure.retry) ? key : null));
  // The code expired or was spent: ask for a new one, then submit again.
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

  return { accepted, verified, proceed, stopped, reset, $submitting, placed: placeFx.doneData, failed };
}

/**
 * The model is written over `Form` and `unknown`: effector's `sample` types cannot be checked against
 * an unresolved type parameter. The feature's own types are given back here and nowhere else.
 */
export const createOrderSubmission = createFactory(
  <Values extends Form, Context>(config: OrderSubmissionConfig<Values, Context>): OrderSubmission<Values> =>
    submissionOf(config as unknown as OrderSubmissionConfig<Form, unknown>) as unknown as OrderSubmission<Values>,
);
