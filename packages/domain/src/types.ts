/** Entities of SPEC §3 as they travel between the API and the apps. Dates are ISO strings. */
import type { CatalogueType, ConfirmationState, OnlinePaymentStatus, OrderStatusId, PaymentStatus, ProductStatus } from './enums';

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

export interface Product {
  id: number;
  title: string;
  sku: string;
  categories: ProductCategory[];
  productImages: { name: string; main: boolean }[];
  productPrices: ProductPrice[];
  productDefects: ProductDefect[];
  metaProducts: MetaProduct[];
  defectSerialNumber: string | null;
  defectReason: string | null;
  assembled: boolean;
  status: ProductStatus;
  dateArrival: string | null;
  totalQuantity: number;
  assembledQuantity: number;
  selected?: boolean;
  quantity?: number;
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

export interface City {
  id: number;
  name: string;
  /** Stock code of the city's prices. */
  code: number;
  /** Id of the city's default shop. */
  shop: number;
  shops?: Shop[];
}

export interface Region {
  name: string;
  cities: City[];
}

/** A pickup point of the courier company (another city). */
export interface CourierCompanyPoint {
  code: string;
  address: string;
  address_full: string;
  cityCode: number;
  coordinates: [number, number];
}

export interface DeliveryOption {
  id: number;
}

export interface PaymentMethod {
  id: number;
  name: string;
  description: string;
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

export interface Category {
  id: number;
  slug: string;
  name: string;
  count: number;
  children: Category[];
}

export interface CatalogueResponse {
  type: 'product' | 'category';
  items: Product[];
  producers: { id: number; name: string }[];
  attributes: { name: string; values: string[] }[];
  minPrice: number;
  maxPrice: number;
  total: number;
  category: Category | null;
  slugs: string[];
  catalogueType?: CatalogueType;
}

export interface SearchResponse {
  products: Product[];
  productsCount: number;
  parentCategories: { id: number; slug: string; name: string }[];
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

export interface CompareItem {
  productId: number;
  count: number;
}

/** A viewed product, newest first, at most VIEW_HISTORY_CAP. */
export interface ViewHistoryItem {
  id: number;
  defectSerialNumber: string | null;
}

export interface MenuItem {
  id: number;
  title: string;
  href: string;
}

export interface Review {
  score: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  userId: number;
}

export interface NewsListResponse<T> {
  items: T[];
  currentPage: number;
  total: number;
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

export interface LoginResponse {
  accessToken: string;
  user: User;
}

export interface PhoneCodeResponse {
  hashCode: string;
  newUser: boolean;
  /** When the server sets its own code lifetime (SPEC §4). */
  codeDeathDate?: string;
}
