/** Enumerations of SPEC §4 (and the delivery and payment-method ids of §9) as code. */

type ValueOf<T> = T[keyof T];

/** Order status ids (SPEC §4). 5/6 and 3/15 are pairs the backend keeps apart; shoppers see one name. */
export const ORDER_STATUS = {
  NEW: 1,
  ON_THE_WAY: 2,
  DONE: 3,
  CANCELLED: 4,
  READY: 5,
  READY_ALT: 6,
  ARCHIVE: 7,
  STOCK_CHECK: 8,
  STOCK_CONFIRMED: 9,
  CREDIT_APPROVAL: 10,
  PROCESSING: 11,
  /** 'Payment in process': its display depends on the payment (see order-status.ts). */
  IN_PAYMENT: 12,
  TEMP: 13,
  CREDIT_REFUSED: 14,
  DONE_ALT: 15,
  NOT_DONE: 16,
} as const;
export type OrderStatusId = ValueOf<typeof ORDER_STATUS>;

/**
 * Display names. The spec gives Russian for 1 and 4 ('Новый', 'Отменен') and says 10 and 12 are
 * shown as waiting for credit / for payment; the rest is our Russian for its English words.
 */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatusId, string>> = {
  1: 'Новый',
  2: 'В пути',
  3: 'Выполнен',
  4: 'Отменен',
  5: 'Готов к выдаче',
  6: 'Готов к выдаче',
  7: 'Архив',
  8: 'Проверка наличия',
  9: 'Наличие подтверждено',
  10: 'Ожидает одобрения кредита',
  11: 'В обработке',
  12: 'Ожидает оплату',
  13: 'Временный',
  14: 'Отказ в кредите',
  15: 'Выполнен',
  16: 'Не выполнен',
};

/** Status of the payment-gateway payment (`paykeeperStatus`). */
export type PaymentStatus = 'pending' | 'stuck' | 'obtained';

/** Status of the online payment (`paymentOnline.status`). */
export type OnlinePaymentStatus = 'waiting-for-payment' | 'paid' | 'cancelled';

/** Numeric payment state: null when no payment is needed, then waiting 0, paid 1, cancelled 2. */
export const PAYMENT_STATE = { NONE: null, WAITING: 0, PAID: 1, CANCELLED: 2 } as const;
export type PaymentState = ValueOf<typeof PAYMENT_STATE>;

export const PRODUCT_STATUS = { IN_STOCK: 'inStock', TO_ORDER: 'toOrder', ON_WAY: 'onWay' } as const;
export type ProductStatus = ValueOf<typeof PRODUCT_STATUS>;

/** Confirmation of an order by the operator (`Order.confirmed`): waiting 0, confirmed 1, none needed 2. */
export const CONFIRMATION = { WAITING: 0, CONFIRMED: 1, NONE: 2 } as const;
export type ConfirmationState = ValueOf<typeof CONFIRMATION>;

/** The confirmation value sent with a new order (see payment-methods.ts `confirmationFor`). */
export const ORDER_CONFIRMATION = { WAIT: 'waitConfirmation', WITHOUT: 'withoutConfirmation' } as const;
export type ConfirmationValue = ValueOf<typeof ORDER_CONFIRMATION>;

/** The numeric state an order starts in for each confirmation value. */
export const CONFIRMATION_STATE_OF: Readonly<Record<ConfirmationValue, ConfirmationState>> = {
  waitConfirmation: CONFIRMATION.WAITING,
  withoutConfirmation: CONFIRMATION.NONE,
};

export const CATALOGUE_TYPE = { NEW: 'NEW', DEFECTS: 'DEFECTS' } as const;
export type CatalogueType = ValueOf<typeof CATALOGUE_TYPE>;
export const CATALOGUE_TYPE_LABELS: Readonly<Record<CatalogueType, string>> = { NEW: 'Новые', DEFECTS: 'Уцененные' };

/** The label of an order line or card that is a marked-down item (has a defectSerialNumber). */
export const DEFECT_ITEM_LABEL = 'Уцененный товар';

/** Address kinds of the delivery-cost calculator: a pickup office or the buyer's home (courier). */
export const ADDRESS_KIND = { HOME: 'home', OFFICE: 'office' } as const;
export type AddressKind = ValueOf<typeof ADDRESS_KIND>;

/** Delivery types of SPEC §9; the store uses POINT, COURIER and COURIER_COMPANY. */
export const DELIVERY = { FIXED: 1, POINT: 2, DPD: 3, COURIER: 4, COURIER_COMPANY: 5 } as const;
export type DeliveryId = ValueOf<typeof DELIVERY>;
export const USED_DELIVERY_IDS: readonly DeliveryId[] = [DELIVERY.POINT, DELIVERY.COURIER, DELIVERY.COURIER_COMPANY];

/**
 * Payment methods of SPEC §9. BANK_INVOICE is ours: the spec names the legal entities' «Оплата по
 * банковскому счету» without an id, and 11 is the one gap in its list, so it cannot collide.
 */
export const PAYMENT_METHOD = {
  ON_RECEIPT: 2,
  ONLINE_CREDIT: 3,
  MONEYCARE: 4,
  CARD: 5,
  SBP: 6,
  CARD_OR_CREDIT: 7,
  OTP_CREDIT: 8,
  POS_CREDIT: 9,
  QR: 10,
  BANK_INVOICE: 11,
  HOME_CREDIT: 12,
  SBP_PAYMENT: 13,
} as const;
export type PaymentMethodId = ValueOf<typeof PAYMENT_METHOD>;

/** Names shown in the payment-method list; only 11 is the spec's own wording. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodId, string>> = {
  2: 'Оплата при получении',
  3: 'Онлайн-кредит',
  4: 'Рассрочка MoneyCare',
  5: 'Банковской картой онлайн',
  6: 'СБП',
  7: 'Картой или в кредит',
  8: 'Кредит ОТП Банк',
  9: 'Кредит в магазине',
  10: 'Оплата по QR-коду',
  11: 'Оплата по банковскому счету',
  12: 'Кредит Хоум Банк',
  13: 'Оплата через СБП',
};

/** The five rating levels (SPEC §5: terrible, bad, ordinary, good, excellent), for scores 1–5. */
export const RATING_LEVELS = ['Ужасно', 'Плохо', 'Обычно', 'Хорошо', 'Отлично'] as const;
