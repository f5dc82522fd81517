/** Enumerations of SPEC §4 (and ids of §9) as code. */

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
  IN_PAYMENT: 12,
  TEMP: 13,
  CREDIT_REFUSED: 14,
  DONE_ALT: 15,
  NOT_DONE: 16,
} as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_NAMES: Record<OrderStatusId, string> = {
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

export type PaymentStatus = 'pending' | 'stuck' | 'obtained';
export type OnlinePaymentStatus = 'waiting-for-payment' | 'paid' | 'cancelled';
/** Numeric payment state: none needed null, waiting 0, paid 1, cancelled 2. */
export const PAYMENT_STATE = { NONE: null, WAITING: 0, PAID: 1, CANCELLED: 2 } as const;

export const STOCK_AVAILABILITY = { ON_THE_WAY: 0, IN_STOCK: 1, TO_ORDER: 2, UNKNOWN: 3, ABSENT: 4 } as const;
export type ProductStatus = 'inStock' | 'toOrder' | 'onWay';

/** Confirmation: waiting 0, confirmed 1, none 2. */
export const CONFIRMATION = { WAITING: 0, CONFIRMED: 1, NONE: 2 } as const;
export type ConfirmationValue = 'waitConfirmation' | 'withoutConfirmation';

export const CATALOGUE_TYPE = { NEW: 'NEW', DEFECTS: 'DEFECTS' } as const;
export type CatalogueType = keyof typeof CATALOGUE_TYPE;
export const CATALOGUE_TYPE_LABELS: Record<CatalogueType, string> = { NEW: 'Новые', DEFECTS: 'Уценённые' };

export type AddressKind = 'home' | 'office';

/** Delivery types of SPEC §9; the store uses POINT, COURIER and COURIER_COMPANY. */
export const DELIVERY = { FIXED: 1, POINT: 2, DPD: 3, COURIER: 4, COURIER_COMPANY: 5 } as const;
export type DeliveryId = (typeof DELIVERY)[keyof typeof DELIVERY];

/**
 * Payment methods of SPEC §9. BANK_INVOICE (11, unused in the spec's list) is the legal
 * entities' «Оплата по банковскому счету».
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
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, string> = {
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
