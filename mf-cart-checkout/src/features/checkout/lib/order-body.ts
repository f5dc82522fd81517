import { ADDRESS_KIND, cartTotal, DELIVERY, roundMoney, type CheckoutForm } from '@store/domain';
import { unitPrice, type CartLineView } from '../../../entities/cart';
import type { ShopperCity } from '../../../entities/city';
import type { CourierDestination } from '../../../entities/delivery';
import { toWire, type OrderBody } from '../../../shared/api';
import { buyerFields, needsCourierAddress } from '../../../shared/lib/buyer-fields';

/** Everything an order from the cart is made of: the form, the lines, the delivery and payment choices. */
export interface OrderDraft {
  values: CheckoutForm;
  lines: CartLineView[];
  city: ShopperCity;
  deliveryId: number;
  shopId: number | null;
  destination: CourierDestination | null;
  paymentMethodId: number;
  userId: number | null;
  hashCode: string | null;
  utmSource: string | null;
}

/** Delivery price the shopper saw: pickup and the in-city courier are free, the courier company as quoted. */
export const deliveryPriceOf = (deliveryId: number | null, destination: CourierDestination | null): number | null =>
  deliveryId === DELIVERY.COURIER_COMPANY ? (destination?.price ?? null) : 0;

/**
 * The body of POST /api/order. The figures are the ones on screen (line prices, delivery, total):
 * the server recomputes them and answers 409 with its own when they differ, so nobody orders at a
 * price they did not see (decision 0008).
 */
export function orderBody(draft: OrderDraft): OrderBody {
  const { values, lines, city, deliveryId, destination } = draft;
  const goods = cartTotal(lines, unitPrice);
  const delivery = deliveryPriceOf(deliveryId, destination) ?? 0;
  const courierCompany =
    deliveryId === DELIVERY.COURIER_COMPANY && destination
      ? {
          cityCode: destination.cityCode,
          mode: destination.mode === ADDRESS_KIND.OFFICE ? ('office' as const) : ('courier' as const),
          pointCode: destination.mode === ADDRESS_KIND.OFFICE ? destination.pointCode : null,
          address:
            destination.mode === ADDRESS_KIND.OFFICE || !destination.address
              ? null
              : { city: destination.address.city, address: `${destination.address.street}, ${destination.address.house}` },
        }
      : null;
  return {
    ...buyerFields(values, needsCourierAddress(values, deliveryId)),
    paymentMethod: draft.paymentMethodId,
    cityId: city.cityId,
    cityCode: city.stockCode,
    shopId: deliveryId === DELIVERY.POINT ? draft.shopId : null,
    deliveryId,
    productData: lines.map(({ productId, quantity, defectSerialNumber, info }) =>
      toWire({ productId, quantity, defectSerialNumber, price: info?.price ?? undefined }),
    ),
    courierCompany,
    userId: draft.userId,
    hashCode: draft.hashCode,
    totalPrice: roundMoney(goods + delivery),
    totalDelivery: delivery,
    cdekPrice: deliveryId === DELIVERY.COURIER_COMPANY ? delivery : null,
    utmSource: draft.utmSource,
  };
}
