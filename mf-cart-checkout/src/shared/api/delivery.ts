import { request, type Answer, type BodyOf, type Shop } from '@store/api-client';
import { createEffect } from 'effector';

export type DeliveryOption = Answer<'/api/order-deliveries', 'get'>['items'][number];
export type CourierCity = Answer<'/api/courier-company/cities', 'get'>[number];
export type CourierPoint = Answer<'/api/courier-company/points', 'get'>[number];
export type CourierQuoteRequest = BodyOf<'/api/courier-company/price', 'post'>;
export type CourierQuote = Answer<'/api/courier-company/price', 'post'>;
export type PaymentMethodOption = Answer<'/api/payment-methods', 'get'>['items'][number];
export type { Shop };

export const fetchDeliveriesFx = createEffect(async () => (await request('get', '/api/order-deliveries')).items);

/** Pickup shops of a city (SPEC §2 delivery selector). */
export const fetchShopsFx = createEffect(
  async (cityId: number) => (await request('get', '/api/delivery-point/city/list', { query: { cityId } })).items,
);

export const fetchCourierCitiesFx = createEffect(() => request('get', '/api/courier-company/cities'));

/** Pickup points of the courier company in a city that take the weight of these goods. */
export const fetchCourierPointsFx = createEffect(({ cityCode, products }: { cityCode: number; products: number[] }) =>
  request('get', '/api/courier-company/points', { query: { cityCode, products: products.join(',') } }),
);

export const quoteCourierFx = createEffect((body: CourierQuoteRequest) => request('post', '/api/courier-company/price', { body }));

/** SPEC §6, §9: the payment methods of a delivery, a city and a buyer type (the API decides). */
export const fetchPaymentMethodsFx = createEffect(
  ({ deliveryId, cityId, isLegal }: { deliveryId: number; cityId: number; isLegal: boolean }) =>
    request('get', '/api/payment-methods', { query: { deliveryId, cityId, isLegal: isLegal ? 'true' : 'false' } }),
);
