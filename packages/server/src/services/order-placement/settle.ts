import {
  allowedPaymentMethods,
  CONFIRMATION,
  CONFIRMATION_STATE_OF,
  confirmationFor,
  DELIVERY,
  deliveryPrepayment,
  isOnlinePayment,
  MESSAGES,
  moneyTotal,
  ORDER_STATUS,
  payNowAmount,
  roundMoney,
} from '@store/domain';
import { HttpError } from '../../http-error';
import type { OrderBody } from '../../schemas/orders';
import type { Caller, ServiceContext } from '../context';
import { quoteCourierCompany } from '../order-pricing';
import { PAYMENT_METHOD_NOT_ALLOWED, PRICE_CHANGED_MESSAGE } from './messages';
import type { Destination, PricedGoods } from './price';

export interface SettledOrder {
  deliveryPrice: number;
  courier: { cityCode: number; mode: string; pointCode: string | null; pointAddress: string | null; periodDays: number } | null;
  totalPrice: number;
  prepayment: number;
  /** What the buyer pays at once: online, the whole order; on receipt, the prepayment. */
  payNow: number;
  confirmation: number;
  /** The operator confirms the goods before they can be paid. */
  waiting: boolean;
  statusId: number;
}

const differs = (client: number | null | undefined, server: number) =>
  client !== undefined && client !== null && Math.abs(client - server) > 0.009;

/**
 * The rest of the price: delivery (pickup and the in-city courier are free, the courier company
 * is quoted by our provider), payment method, confirmation and prepayment. The client's figures
 * must be the server's, else a 409 carrying the server's.
 */
export async function settleOrder(
  ctx: Pick<ServiceContext, 'db' | 'repos' | 'providers' | 'settings'>,
  caller: Caller,
  body: OrderBody,
  destination: Destination,
  goods: PricedGoods,
): Promise<SettledOrder> {
  const { lines, goodsTotal, servicesTotal } = goods;
  let deliveryPrice = 0;
  let courier: SettledOrder['courier'] = null;
  if (body.deliveryId === DELIVERY.COURIER_COMPANY) {
    if (!body.courierCompany) throw new HttpError(400, MESSAGES.calculatorPoint, { errorArray: [MESSAGES.calculatorPoint] });
    const quote = await quoteCourierCompany(
      ctx,
      caller,
      lines.map((l) => ({ id: l.productId, quantity: l.quantity })),
      body.courierCompany,
    );
    deliveryPrice = quote.price;
    const pointCode = body.courierCompany.mode === 'office' ? (body.courierCompany.pointCode ?? null) : null;
    // The order keeps the point's address: the carrier's points close and are refreshed daily.
    const point = pointCode ? await ctx.providers.courierCompany.point(pointCode) : null;
    courier = {
      cityCode: body.courierCompany.cityCode,
      mode: body.courierCompany.mode,
      pointCode,
      pointAddress: point?.address_full ?? null,
      periodDays: quote.minPeriod,
    };
  }
  const totalPrice = roundMoney(goodsTotal + servicesTotal + deliveryPrice);

  const methods = allowedPaymentMethods({
    isLegal: body.isLegal,
    deliveryId: body.deliveryId,
    otherCity: destination.otherCity,
    deliveryPaid: deliveryPrice > 0,
  });
  if (methods.length === 0) throw new HttpError(400, MESSAGES.noPaymentMethods, { errorArray: [MESSAGES.noPaymentMethods] });
  if (!methods.some((id) => id === body.paymentMethod))
    throw new HttpError(400, PAYMENT_METHOD_NOT_ALLOWED, { errorArray: [PAYMENT_METHOD_NOT_ALLOWED] });
  const confirmation =
    CONFIRMATION_STATE_OF[
      confirmationFor(
        lines.map((l) => l.status),
        body.isLegal,
      )
    ];
  // A private buyer paying on receipt prepays the delivery of goods brought by our courier (SPEC §9).
  const prepayment =
    !body.isLegal && !isOnlinePayment(body.paymentMethod) && body.deliveryId === DELIVERY.COURIER
      ? moneyTotal(lines, (l) => deliveryPrepayment({ priceRetail: l.price, categories: l.categories }))
      : 0;
  const payNow = payNowAmount({ paymentMethodId: body.paymentMethod, totalPrice, prepayment });

  const tampered =
    differs(body.totalPrice, totalPrice) ||
    differs(body.totalDelivery, deliveryPrice) ||
    (body.deliveryId === DELIVERY.COURIER_COMPANY && differs(body.cdekPrice, deliveryPrice)) ||
    differs(body.discount, 0) ||
    goods.clientServicePrices.some((s) => differs(s.price, s.line.assemblyPrice!)) ||
    goods.clientPrices.some((c) => differs(c.price, c.line.price));
  if (tampered) {
    throw new HttpError(409, PRICE_CHANGED_MESSAGE, {
      totalPrice,
      totalDelivery: deliveryPrice,
      cdekPrice: body.deliveryId === DELIVERY.COURIER_COMPANY ? deliveryPrice : null,
      servicesTotal,
      services: lines.flatMap((l) =>
        l.assemblyPrice === null ? [] : [{ productId: l.productId, defectSerialNumber: l.defectSerialNumber, price: l.assemblyPrice }],
      ),
      products: lines.map((l) => ({ id: l.productId, defectSerialNumber: l.defectSerialNumber, price: l.price })),
    });
  }
  const waiting = confirmation === CONFIRMATION.WAITING;
  const statusId = payNow > 0 && !waiting ? ORDER_STATUS.IN_PAYMENT : ORDER_STATUS.NEW;
  return { deliveryPrice, courier, totalPrice, prepayment, payNow, confirmation, waiting, statusId };
}
