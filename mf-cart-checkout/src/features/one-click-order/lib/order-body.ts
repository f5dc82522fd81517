import type { Product } from '@store/api-client';
import { DELIVERY, ONE_CLICK_QUANTITY, PAYMENT_METHOD, type CheckoutForm, type DeliveryId } from '@store/domain';
import type { Buyer } from '../../../entities/order';
import { toWire, type OrderBody } from '../../../shared/api';
import { buyerFields, needsCourierAddress, text } from '../../../shared/lib/buyer-fields';

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

/** «Другой город» goes by the courier company; a city with shops by pickup or the courier, as chosen. */
export const oneClickDeliveryId = (values: OneClickValues, otherCity: boolean): DeliveryId => {
  if (otherCity) return DELIVERY.COURIER_COMPANY;
  return values.delivery === 'courier' ? DELIVERY.COURIER : DELIVERY.POINT;
};

/** Payment of a one-click order: a legal entity by invoice; SBP now, else on receipt (card online for «Другой город»). */
function paymentOf(values: OneClickValues, otherCity: boolean): number {
  if (values.isLegal) return PAYMENT_METHOD.BANK_INVOICE;
  if (values.sbpPayment === 'true') return PAYMENT_METHOD.SBP_PAYMENT;
  return otherCity ? PAYMENT_METHOD.CARD : PAYMENT_METHOD.ON_RECEIPT;
}

/**
 * The body of POST /api/order/one-click: one unit of one product (or marked-down item), pickup from
 * the city's shop or the courier in a city with shops, the courier company to the door for
 * «Другой город» (its price is the server's to quote: a total is sent only where delivery is free).
 */
export function oneClickBody(input: {
  values: OneClickValues;
  product: Product;
  price: number;
  city: { cityId: number; stockCode: number; shopId: number };
  otherCity: boolean;
  buyer: Buyer;
  utmSource: string | null;
}): OrderBody {
  const { values, product, price, city, otherCity } = input;
  const deliveryId = oneClickDeliveryId(values, otherCity);
  return {
    ...buyerFields(values, needsCourierAddress(values, deliveryId) || otherCity),
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
    ...input.buyer,
    totalPrice: otherCity ? undefined : price,
    totalDelivery: otherCity ? undefined : 0,
    utmSource: input.utmSource,
  };
}
