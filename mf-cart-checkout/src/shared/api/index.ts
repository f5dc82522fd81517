export {
  fetchServerCartFx,
  pushGuestCartFx,
  setServerLineFx,
  removeServerLineFx,
  removeServerLinesFx,
  selectAllServerFx,
  clearServerCartFx,
  fetchCartProductsFx,
  fetchPrepaymentProductsFx,
} from './cart';
export type { ServerCart, CartItem, ServerLineChange } from './cart';
export { fromWire, toWire } from './wire-item';
export { readLocalCartFx, takeEarlyCartAddsFx, writeLocalCartFx, readUtmSourceFx, clearUtmSourceFx, LOCAL_CART_KEY } from './storage';
export { placeCartOrderFx, placeOneClickOrderFx, fetchSimilarOrdersFx, sendOrderCodeFx, checkOrderCodeFx, goToPaymentFx } from './order';
export type { OrderBody, OrderRequest, PlacedOrder, SimilarOrder } from './order';
export {
  fetchDeliveriesFx,
  fetchShopsFx,
  fetchCourierCitiesFx,
  fetchCourierPointsFx,
  quoteCourierFx,
  fetchPaymentMethodsFx,
} from './delivery';
export type { DeliveryOption, CourierCity, CourierPoint, CourierQuoteRequest, CourierQuote, PaymentMethodOption, Shop } from './delivery';
export { fetchAccountFx } from './user';
export { fetchProductFx } from './product';
export type { AccountUser } from './user';
