import { ApiError } from '@store/api-client';
import { $session, $storeSettings, phoneConfirmationRequested, type Session } from '@store/bus';
import { invoke } from '@withease/factories';
import { allSettled, createEffect, createStore, createWatch, fork, sample } from 'effector';
import { $lines, started } from '../../cart/@x/order';
import { confirmationDismissed, phoneConfirmed } from '../../phone-confirmation/@x/order';
import {
  fetchServerCartFx,
  pushGuestCartFx,
  readLocalCartFx,
  removeServerLineFx,
  sendOrderCodeFx,
  writeLocalCartFx,
  type OrderBody,
  type OrderRequest,
  type PlacedOrder,
} from '../../../shared/api';
import { newIdempotencyKeyFx } from '../../../shared/lib/idempotency-key';
import { createOrderSubmission, type Buyer } from './submission';

const PHONE = '79123456789';

interface Form {
  phone?: string;
  customer: string;
}

/** A stand-in for an order form: its body names the form, the item in the context and the buyer. */
const bodyOf = (values: Form, productId: number | null, buyer: Buyer): OrderBody | null =>
  productId === null
    ? null
    : ({
        customer: values.customer,
        phone: values.phone,
        productData: [{ id: productId, quantity: 1, defectSerialNumber: null }],
        ...buyer,
      } as OrderBody);

const placeCartFx = createEffect<OrderRequest, PlacedOrder>();
const placeOneClickFx = createEffect<OrderRequest, PlacedOrder>();
const $cartItem = createStore<number | null>(1);
const $oneClickItem = createStore<number | null>(2);
const cart = invoke(createOrderSubmission<Form, number | null>, { placeFx: placeCartFx, context: $cartItem, bodyOf });
const oneClick = invoke(createOrderSubmission<Form, number | null>, { placeFx: placeOneClickFx, context: $oneClickItem, bodyOf });
// The one-click form looks at nothing before placing; the cart's form waits for `proceed` in the tests.
sample({ clock: oneClick.verified, target: oneClick.proceed });
const form: Form = { phone: '+7 912 345-67-89', customer: 'Иванов Иван' };

const EMPTY_CART = { cartList: [], cartCount: 0, totalPrice: 0 };

type Answer = (request: OrderRequest) => Promise<PlacedOrder>;

interface Setup {
  signedIn?: boolean;
  cartAnswer?: Answer;
  oneClickAnswer?: Answer;
  oneClickItem?: number | null;
}

async function setup({ signedIn = false, cartAnswer, oneClickAnswer, oneClickItem = 2 }: Setup = {}) {
  const placed: { form: string; request: OrderRequest }[] = [];
  const asked: string[] = [];
  let keys = 0;
  const session: Session = signedIn
    ? { isAuth: true, user: { id: 7, firstName: 'Анна', lastName: 'Смирнова', phone: PHONE, email: null, isLegal: false } }
    : { isAuth: false, user: null };
  const answer = (name: string, given: Answer | undefined) => async (request: OrderRequest) => {
    placed.push({ form: name, request });
    return given ? given(request) : { orderId: placed.length };
  };
  const scope = fork({
    values: [
      [$session, session],
      [$oneClickItem, oneClickItem],
      [$storeSettings, { supportPhone: '+7 (800) 000-00-00', supportHours: '', demo: false, developmentHost: false }],
    ],
    handlers: [
      [readLocalCartFx, () => [{ productId: 1, defectSerialNumber: null, quantity: 1, selected: true }]],
      [writeLocalCartFx, () => undefined],
      [newIdempotencyKeyFx, () => `key-${++keys}`],
      [sendOrderCodeFx, async () => ({ hashCode: 'h', expiresAt: '', time: 0 })],
      [pushGuestCartFx, async () => EMPTY_CART],
      [fetchServerCartFx, async () => EMPTY_CART],
      [removeServerLineFx, async () => EMPTY_CART],
      [placeCartFx, answer('cart', cartAnswer)],
      [placeOneClickFx, answer('oneClick', oneClickAnswer)],
    ],
  });
  createWatch({ unit: phoneConfirmationRequested, scope, fn: ({ phone }) => void asked.push(phone) });
  await allSettled(started, { scope });
  return { scope, placed, asked };
}

describe('an order on its way (SPEC §4 phone confirmation for orders, §8 order creation; decision 0008)', () => {
  it('a guest confirms the phone first; the form may look before placing; the order goes with its key and the code’s handle', async () => {
    const { scope, placed, asked } = await setup();
    await allSettled(cart.accepted, { scope, params: form });
    expect(asked).toEqual([PHONE]);
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h1' } });
    expect(placed).toEqual([]);
    await allSettled(cart.proceed, { scope });
    expect(placed.map(({ form, request }) => [form, request.idempotencyKey, request.body.hashCode, request.body.userId])).toEqual([
      ['cart', 'key-1', 'h1', null],
    ]);
    // The ordered lines leave the cart; the code is spent, so the next order asks for a new one.
    expect(scope.getState($lines)).toEqual([]);
    expect(scope.getState(cart.$submitting)).toBe(false);
    await allSettled(oneClick.accepted, { scope, params: form });
    expect(asked).toEqual([PHONE, PHONE]);
  });

  it('a signed-in shopper orders with the account, no code; nothing goes while the body cannot be made', async () => {
    const { scope, placed, asked } = await setup({ signedIn: true });
    await allSettled(oneClick.accepted, { scope, params: form });
    expect(asked).toEqual([]);
    expect(placed[0]!.request.body).toMatchObject({ userId: 7, hashCode: null });

    const empty = await setup({ signedIn: true, oneClickItem: null });
    await allSettled(oneClick.accepted, { scope: empty.scope, params: form });
    expect(empty.placed).toEqual([]);
  });

  it('each form keeps its own attempt: the key the cart keeps for its retry is not the one-click order’s', async () => {
    let cartAttempts = 0;
    const { scope, placed } = await setup({
      signedIn: true,
      cartAnswer: async () => {
        cartAttempts += 1;
        if (cartAttempts === 1) throw new ApiError(0, 'Network Error');
        return { orderId: 10 };
      },
    });
    await allSettled(cart.accepted, { scope, params: form });
    await allSettled(cart.proceed, { scope });
    await allSettled(oneClick.accepted, { scope, params: form });
    await allSettled(cart.accepted, { scope, params: form });
    await allSettled(cart.proceed, { scope });
    expect(placed.map(({ form, request }) => [form, request.idempotencyKey])).toEqual([
      ['cart', 'key-1'],
      ['oneClick', 'key-2'],
      ['cart', 'key-1'],
    ]);
  });

  it('each invocation has its own sids, so a serialized scope (server rendering) keeps both forms apart', () => {
    expect(cart.$submitting.sid).toEqual(expect.any(String));
    expect(oneClick.$submitting.sid).toEqual(expect.any(String));
    expect(cart.$submitting.sid).not.toBe(oneClick.$submitting.sid);
  });

  it('a refusal ends the attempt (a new key next time) and is read once for the form', async () => {
    const failures: unknown[] = [];
    const { scope, placed } = await setup({
      signedIn: true,
      oneClickAnswer: async () => Promise.reject(new ApiError(400, 'Введите корректную почту', {}, ['Введите корректную почту'])),
    });
    createWatch({ unit: oneClick.failed, scope, fn: (failure) => void failures.push(failure) });
    await allSettled(oneClick.accepted, { scope, params: form });
    await allSettled(oneClick.accepted, { scope, params: form });
    expect(placed.map(({ request }) => request.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(failures[0]).toEqual({ kind: 'messages', messages: ['Введите корректную почту'], retry: false });
    expect(scope.getState(oneClick.$submitting)).toBe(false);
  });

  it('an expired code asks for a new one; once confirmed, the same attempt goes again with its key', async () => {
    let attempts = 0;
    const { scope, placed, asked } = await setup({
      oneClickAnswer: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError(403, 'Подтвердите номер телефона кодом из SMS', { confirmPhone: true });
        return { orderId: 3 };
      },
    });
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h1' } });
    await allSettled(oneClick.accepted, { scope, params: form });
    expect(asked).toEqual([PHONE]);
    expect(scope.getState(oneClick.$submitting)).toBe(true);
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h2' } });
    expect(placed.map(({ request }) => [request.idempotencyKey, request.body.hashCode])).toEqual([
      ['key-1', 'h1'],
      ['key-1', 'h2'],
    ]);
    expect(scope.getState(oneClick.$submitting)).toBe(false);
  });

  it('closing the code entry stops the attempt, and so does the form’s own look (`stopped`)', async () => {
    const { scope, placed } = await setup();
    await allSettled(oneClick.accepted, { scope, params: form });
    await allSettled(confirmationDismissed, { scope });
    expect(scope.getState(oneClick.$submitting)).toBe(false);
    await allSettled(phoneConfirmed, { scope, params: { phone: PHONE, hashCode: 'h1' } });
    expect(placed).toEqual([]);

    await allSettled(cart.accepted, { scope, params: form });
    expect(scope.getState(cart.$submitting)).toBe(true);
    await allSettled(cart.stopped, { scope });
    expect(scope.getState(cart.$submitting)).toBe(false);
    expect(placed).toEqual([]);
  });

  it('a double submit makes one attempt; `reset` forgets the last attempt and its key', async () => {
    let attempts = 0;
    const { scope, placed } = await setup({
      signedIn: true,
      oneClickAnswer: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError(0, 'Network Error');
        return { orderId: 4 };
      },
    });
    await Promise.all([allSettled(oneClick.accepted, { scope, params: form }), allSettled(oneClick.accepted, { scope, params: form })]);
    expect(placed).toHaveLength(1);
    await allSettled(oneClick.reset, { scope });
    await allSettled(oneClick.accepted, { scope, params: form });
    expect(placed.map(({ request }) => request.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });
});
