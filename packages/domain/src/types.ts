/**
 * Entities of SPEC §3 in the shape the domain's rules take (price selection, prepayment, order
 * status and payment label, shop hours, cart lines, the checkout forms). The API's answers are
 * typed elsewhere, once: generated from its OpenAPI document (@store/api-client). Dates are ISO strings.
 */
import type { ConfirmationState, OnlinePaymentStatus, OrderStatusId, PaymentStatus, ProductStatus } from './enums';

/** A product's price at one stock (a city's stock code); see price-selection.ts. */
export interface ProductPrice {
  stockCode: number;
  priceRetail: number;
  priceDiscount: number | null;
  priceDiscountEndDate: string | null;
  defectPriceRetail: number | null;
}

/** A marked-down item of a product, identified by its serial number. */
export interface ProductDefect {
  serialNumber: string;
  priceRetail: number;
  priceDiscount: number | null;
  stockCode: number;
  quantity: number;
}

/** Stock of a product at one pickup point. */
export interface MetaProduct {
  point: { cityId: number };
  pointId: number;
  stockCode: number;
  quantity: number;
  assembledQuantity: number;
  status: ProductStatus;
  createdAt: string;
}

/** A product's category with its parent chain and the delivery, prepayment and assembly settings. */
export interface ProductCategory {
  id: number;
  slug: string;
  name: string;
  parent: ProductCategory | null;
  deliveryPrice: number | null;
  percentPrepayment: number | null;
  assemblyService: { price: number } | null;
}

export interface OrderProduct {
  id: number;
  sku: string;
  productName: string;
  quantity: number;
  price: number;
  /** Set for a marked-down item, labelled DEFECT_ITEM_LABEL. */
  defectSerialNumber: string | null;
  metaProducts: MetaProduct[];
}

export interface Order {
  id: number;
  statusId: OrderStatusId;
  createdAt: string;
  paidAt: string | null;
  paykeeperStatus: PaymentStatus | null;
  paymentOnline: { status: OnlinePaymentStatus } | null;
  paymentMethodId: number;
  deliveryId: number;
  deliveryPoint: { title: string; address: string } | null;
  city: string | null;
  street: string | null;
  house: string | null;
  apartment: string | null;
  comment: string | null;
  legalAddressCoincides: boolean;
  orderLegal: { legalAddress: string } | null;
  confirmed: ConfirmationState;
  orderProducts: OrderProduct[];
}

export interface Shop {
  id: number;
  code: number;
  title: string;
  address: string;
  phone: string | null;
  /** Mon–Fri. */
  openingHoursMain: string | null;
  /** Sat–Sun. */
  openingHoursWeekend: string | null;
  /** Overrides the others when set. */
  openingHoursCustom: string | null;
}

export interface LegalData {
  inn: string;
  kpp: string;
  legalAddress: string;
  legalName: string;
  legalEmail: string;
}

export interface User {
  id: number;
  firstName: string | null;
  lastName: string | null;
  middleName: string | null;
  phone: string | null;
  email: string | null;
  phoneConfirm: boolean;
  legal: LegalData | null;
}

export interface FavouriteItem {
  productId: number;
  defectSerialNumber: string | null;
}

/** One cart line: a product, or one marked-down item of it. */
export interface CartLine {
  id: number;
  defectSerialNumber: string | null;
  quantity: number;
  selected: boolean;
}

/** A viewed product, newest first, at most VIEW_HISTORY_CAP. */
export interface ViewHistoryItem {
  id: number;
  defectSerialNumber: string | null;
}

/** The checkout form; optional fields are absent for private buyers or pickup. */
export interface CheckoutForm {
  customer: string;
  phone: string;
  phoneContact?: string;
  email?: string;
  agreementContract: boolean;
  agreementNotification: boolean;
  isLegal: boolean;
  legalName?: string;
  legalAddress?: string;
  legalEmail?: string;
  inn?: string;
  kpp?: string;
  legalAddressCoincides?: boolean;
  city?: string;
  street?: string;
  house?: string;
  apartment?: string;
  comment?: string;
}

/** The one-click order form: the checkout fields plus consents, messengers and the SBP choice. */
export interface OneClickOrderForm extends CheckoutForm {
  newsletterConsent: boolean;
  viber: boolean;
  whatsapp: boolean;
  telegram: boolean;
  sbpPayment: 'true' | 'false';
}
