import { request, type Answer, type BodyOf } from '@store/api-client';
import { createEffect } from 'effector';

/** What POST /api/order and /api/order/one-click take (SPEC §7 "add new one-click order"). */
export type OrderBody = BodyOf<'/api/order', 'post'>;
export type PlacedOrder = Answer<'/api/order', 'post'>;
export type SimilarOrder = Answer<'/api/order/similar', 'get'>['items'][number];

export interface OrderRequest {
  body: OrderBody;
  /** One key per submit attempt, the same for its retries: a repeat returns the first order. */
  idempotencyKey: string;
}

export const placeCartOrderFx = createEffect(({ body, idempotencyKey }: OrderRequest) =>
  request('post', '/api/order', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
);

export const placeOneClickOrderFx = createEffect(({ body, idempotencyKey }: OrderRequest) =>
  request('post', '/api/order/one-click', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
);

/** SPEC §2 similar-open-orders: open orders of this phone with any of these goods. */
export const fetchSimilarOrdersFx = createEffect(
  async ({ phone, products, hashCode }: { phone: string; products: number[]; hashCode: string | null }) => {
    const answer = await request('get', '/api/order/similar', {
      query: { phone, products: products.join(','), hashCode: hashCode ?? undefined },
    });
    return answer.items;
  },
);

/** SPEC §7 "GET confirm-phone": an SMS code; its hash also comes back in the phoneCode cookie. */
export const sendOrderCodeFx = createEffect(({ phone }: { phone: string }) =>
  request('get', '/api/order/confirm-phone', { query: { phone } }),
);

/** SPEC §7 "GET check-phone-code": true when the code is right. */
export const checkOrderCodeFx = createEffect(({ phone, code, hashCode }: { phone: string; code: string; hashCode: string | null }) =>
  request('get', '/api/order/check-phone-code', { query: { phone, code, hashCode: hashCode ?? '' } }),
);

/** Leaves the store for the payment gateway's page. */
export const goToPaymentFx = createEffect((address: string) => {
  window.location.assign(address);
});
