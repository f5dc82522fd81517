import { normalizePhone } from '@store/domain';
import type { Queryable } from '../../db';
import type { NewOrder } from '../../repositories/orders';
import type { OrderBody } from '../../schemas/orders';
import type { ServiceContext } from '../context';
import type { Destination, PricedGoods } from './price';
import type { SettledOrder } from './settle';
import type { ValidOrder } from './validate';

/** The order row of a validated, priced and settled order. */
export function orderRecord(
  input: {
    userId: number | null;
    valid: ValidOrder;
    destination: Destination;
    goods: PricedGoods;
    settled: SettledOrder;
    oneClick: boolean;
    idempotencyKey: string | null;
    requestHash: string;
    now: Date;
  },
  body: OrderBody,
): NewOrder {
  const { valid, destination, goods, settled } = input;
  return {
    userId: input.userId,
    phone: valid.phone,
    customer: valid.customer,
    email: body.email || null,
    phoneContact: body.phoneContact ? normalizePhone(body.phoneContact) : null,
    statusId: settled.statusId,
    cityId: destination.city.id,
    stockCode: destination.stockCode,
    shopId: destination.shopId,
    deliveryId: body.deliveryId,
    paymentMethodId: body.paymentMethod,
    goodsTotal: goods.goodsTotal,
    servicesTotal: goods.servicesTotal,
    deliveryPrice: settled.deliveryPrice,
    totalPrice: settled.totalPrice,
    prepayment: settled.prepayment,
    confirmed: settled.confirmation,
    paymentStatus: settled.payNow > 0 ? 'pending' : null,
    isLegal: body.isLegal,
    legal: body.isLegal
      ? { name: body.legalName!, address: body.legalAddress!, email: body.legalEmail!, inn: body.inn!, kpp: body.kpp! }
      : null,
    legalAddressCoincides: body.isLegal && body.legalAddressCoincides,
    address: { city: body.city || null, street: body.street || null, house: body.house || null, apartment: body.apartment || null },
    comment: body.comment || null,
    courier: settled.courier,
    contacts: {
      viber: body.viber ?? false,
      whatsapp: body.whatsapp ?? false,
      telegram: body.telegram ?? false,
      newsletter: body.newsletterConsent ?? false,
    },
    utmSource: body.utmSource || null,
    ymClientId: body.ymClientId || null,
    oneClick: input.oneClick,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    createdAt: input.now,
  };
}

/**
 * Step 4, persist: the order row first — a concurrent submit with the same idempotency key waits
 * on it and then finds the key taken (null) — then the guest's phone code is spent.
 */
export async function persistOrder(
  ctx: Pick<ServiceContext, 'repos' | 'phoneCodes'>,
  tx: Queryable,
  record: NewOrder,
  hashCode: string | null,
  codeMaxAgeMs: number,
): Promise<{ orderId: number | null; codeSpent: boolean }> {
  const orderId = await ctx.repos.orders.insert(tx, record);
  if (orderId === null) return { orderId, codeSpent: false };
  const codeSpent = hashCode === null || (await ctx.phoneCodes.consumeConfirmed(tx, hashCode, record.phone, 'order', codeMaxAgeMs));
  return { orderId, codeSpent };
}
