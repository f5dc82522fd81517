import {
  canPayOnline,
  DEFECT_ITEM_LABEL,
  DELIVERY,
  hoursLeftToPay,
  orderStatusLabel,
  PAYMENT_METHOD_NAMES,
  PAYMENT_WINDOW_MS,
  paymentLabel,
  payInProfileText,
  type OrderPayability,
  type OrderStatusId,
  type PaymentMethodId,
} from '@store/domain';
import type { OrderLineRow, OrderRow } from '../repositories/orders';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The payment facts of an order as SPEC §3 names them (paykeeperStatus, paymentOnline). */
export function paymentFacts(row: Pick<OrderRow, 'payment_status' | 'status_id' | 'confirmed' | 'created_at'>) {
  const paymentOnline: OrderPayability['paymentOnline'] =
    row.payment_status === null ? null : { status: row.payment_status === 'pending' ? 'waiting-for-payment' : 'paid' };
  return {
    statusId: row.status_id as OrderStatusId,
    paykeeperStatus: row.payment_status,
    paymentOnline,
    confirmed: row.confirmed as OrderPayability['confirmed'],
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** An order as the profile shows it: SPEC §3 Order and Order product, plus the payment label facts of §4. */
export function orderDto(row: OrderRow & { lines: OrderLineRow[] }, now: Date) {
  const facts = paymentFacts(row);
  const payable = canPayOnline(facts, now);
  const deliveryPoint =
    row.delivery_id === DELIVERY.POINT && row.shop_title
      ? { title: row.shop_title, address: row.shop_address ?? '' }
      : row.point_address
        ? { title: 'Пункт выдачи курьерской компании', address: row.point_address }
        : null;
  return {
    id: row.id,
    statusId: row.status_id,
    statusName: orderStatusLabel(facts, now),
    createdAt: facts.createdAt,
    paidAt: iso(row.paid_at),
    paykeeperStatus: facts.paykeeperStatus,
    paymentOnline: facts.paymentOnline,
    paymentMethodId: row.payment_method_id,
    paymentMethodName: PAYMENT_METHOD_NAMES[row.payment_method_id as PaymentMethodId] ?? 'Способ оплаты уточняется',
    deliveryId: row.delivery_id,
    deliveryPoint,
    city: row.address_city ?? row.city_name,
    street: row.street,
    house: row.house,
    apartment: row.apartment,
    comment: row.comment,
    legalAddressCoincides: row.legal_address_coincides,
    orderLegal: row.is_legal ? { legalAddress: row.legal_address ?? '' } : null,
    confirmed: row.confirmed,
    goodsTotal: row.goods_total,
    servicesTotal: row.services_total,
    deliveryPrice: row.delivery_price,
    totalPrice: row.total_price,
    prepayment: row.prepayment,
    deliveryPeriodDays: row.courier_period_days,
    paymentLabel: paymentLabel(facts, now),
    canPayOnline: payable,
    payInProfileText: payable ? payInProfileText(hoursLeftToPay(facts.createdAt, now)) : null,
    paymentDeadline: row.payment_status === null ? null : new Date(new Date(row.created_at).getTime() + PAYMENT_WINDOW_MS).toISOString(),
    orderProducts: row.lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      sku: line.sku,
      productName: line.product_name,
      quantity: line.quantity,
      price: line.price,
      defectSerialNumber: line.defect_serial_number,
      defectLabel: line.defect_serial_number ? DEFECT_ITEM_LABEL : null,
      status: line.product_status,
      assemblyService: line.assembly_price === null ? null : { price: line.assembly_price },
      metaProducts: [],
    })),
  };
}
