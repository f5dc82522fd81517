import type { CitySelection } from '@store/bus';
import { ADDRESS_KIND, DELIVERY, normalizePhone, normalizeSpaces, type CheckoutForm } from '@store/domain';
import type { CartLineView } from '../../../entities/cart';
import type { CourierDestination } from '../../../entities/delivery';
import type { OrderBody } from '../../../shared/api';

/** Everything an order from the cart is made of: the form, the lines, the delivery and payment choices. */
export interface OrderDraft {
  values: CheckoutForm;
  lines: CartLineView[];
  city: CitySelection;
  deliveryId: number;
  shopId: number | null;
  destination: CourierDestination | null;
  paymentMethodId: number;
  userId: number | null;
  hashCode: string | null;
  utmSource: string | null;
}

const text = (value: string | undefined) => (value && normalizeSpaces(value)) || null;

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
  const isLegal = values.isLegal === true;
  const addressIsLegal = isLegal && values.legalAddressCoincides === true;
  const courierAddress = deliveryId === DELIVERY.COURIER && !addressIsLegal;
  const goods = lines.reduce((sum, line) => sum + (line.info?.price ?? 0) * line.quantity, 0);
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
    customer: normalizeSpaces(values.customer ?? ''),
    phone: normalizePhone(values.phone ?? '') ?? (values.phone ?? '').trim(),
    phoneContact: values.phoneContact?.trim() ? (normalizePhone(values.phoneContact) ?? values.phoneContact.trim()) : null,
    email: text(values.email),
    agreementContract: values.agreementContract === true,
    agreementNotification: values.agreementNotification === true,
    isLegal,
    legalName: isLegal ? text(values.legalName) : null,
    legalAddress: isLegal ? text(values.legalAddress) : null,
    legalEmail: isLegal ? text(values.legalEmail) : null,
    inn: isLegal ? text(values.inn) : null,
    kpp: isLegal ? text(values.kpp) : null,
    legalAddressCoincides: addressIsLegal,
    city: courierAddress ? text(values.city) : null,
    street: courierAddress ? text(values.street) : null,
    house: courierAddress ? text(values.house) : null,
    apartment: courierAddress ? text(values.apartment) : null,
    comment: text(values.comment),
    paymentMethod: draft.paymentMethodId,
    cityId: city.cityId,
    cityCode: city.code,
    shopId: deliveryId === DELIVERY.POINT ? draft.shopId : null,
    deliveryId,
    productData: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      defectSerialNumber: line.defectSerialNumber,
      price: line.info?.price ?? undefined,
    })),
    courierCompany,
    userId: draft.userId,
    hashCode: draft.hashCode,
    totalPrice: Math.round((goods + delivery) * 100) / 100,
    totalDelivery: delivery,
    cdekPrice: deliveryId === DELIVERY.COURIER_COMPANY ? delivery : null,
    utmSource: draft.utmSource,
  };
}
