import type { ReceiptLine } from '../providers/payment-gateway';

/** What a payment is for: the order's buyer and what the order holds, as the receipt names them. */
export interface PaymentSubject {
  orderId: number;
  customer: string;
  /** 11 digits, 79XXXXXXXXX. */
  phone: string;
  email: string | null;
  lines: { title: string; price: number; quantity: number; assemblyPrice: number | null }[];
  deliveryPrice: number;
}

/** A receipt line's name is at most 128 characters (PayKeeper's cart, 54-ФЗ). */
const NAME_LIMIT = 128;
export const DELIVERY_LINE = 'Доставка';
export const assemblyLine = (title: string) => `Сборка: ${title}`;
export const prepaymentLine = (orderId: number) => `Предоплата по заказу № ${orderId}`;

const kopecks = (roubles: number) => Math.round(roubles * 100);

const line = (name: string, price: number, quantity: number, kind: ReceiptLine['kind']): ReceiptLine => ({
  name: name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT - 1)}…` : name,
  price,
  quantity,
  sum: (kopecks(price) * quantity) / 100,
  kind,
});

/**
 * The 54-ФЗ receipt of a payment of `amount`: the goods, each line's assembly and the delivery as
 * services, when they add up to the amount (a payment of the whole order); otherwise (the
 * delivery prepayment of an order paid on receipt, SPEC §9) one service line of the prepayment.
 * The lines' sums always add up to the amount to the kopeck: the gateway refuses a receipt that does not.
 */
export function paymentReceipt(subject: PaymentSubject, amount: number): ReceiptLine[] {
  const lines: ReceiptLine[] = [];
  for (const item of subject.lines) {
    lines.push(line(item.title, item.price, item.quantity, 'goods'));
    if (item.assemblyPrice !== null && item.assemblyPrice > 0) {
      lines.push(line(assemblyLine(item.title), item.assemblyPrice, item.quantity, 'service'));
    }
  }
  if (subject.deliveryPrice > 0) lines.push(line(DELIVERY_LINE, subject.deliveryPrice, 1, 'service'));
  const total = lines.reduce((sum, l) => sum + kopecks(l.sum), 0);
  if (total === kopecks(amount)) return lines;
  return [line(prepaymentLine(subject.orderId), amount, 1, 'service')];
}
