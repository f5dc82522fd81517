/** @store/domain: types, enumerations, constants and pure rules shared by the apps and the API. */
export {
  DEFAULT_CITY,
  OTHER_CITY,
  MAIN_STOCK_CODE,
  CITY_REGION_IDS,
  SELECTED_CITY_COOKIE,
  SELECTED_CITY_COOKIE_DAYS,
  UTM_COOKIE,
  UTM_COOKIE_DAYS,
  MIN_ORDER,
  COURIER_COMPANY_MARKUP,
  PAYMENT_WINDOW_MS,
  PAYMENT_EXPIRED_AFTER_MS,
  PAYMENT_ARRIVAL_MINUTES,
  PREPAYMENT_PRICE_THRESHOLD,
  PREPAYMENT_FIXED,
  CODE_LENGTH,
  CODE_LIFETIME_MS,
  SEARCH,
  CATALOGUE_PAGE_SIZE,
  VIEW_HISTORY_CAP,
  ONE_CLICK_QUANTITY,
  SIMILAR_ORDERS_SHOWN,
  INSTALMENT_PLANS,
  BREAKPOINTS,
  SHELL_BREAKPOINTS,
  TOAST,
  MAP,
  SLIDER_SNAP_MS,
  PERSIST_TIMEOUT_MS,
  QUERY_CACHE_MS,
  SUPPORT_HOURS,
  COPYRIGHT_FROM_YEAR,
  SHOP_AGE_YEARS,
} from './constants';
export {
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  PAYMENT_STATE,
  STOCK_AVAILABILITY,
  CONFIRMATION,
  CATALOGUE_TYPE,
  CATALOGUE_TYPE_LABELS,
  DELIVERY,
  PAYMENT_METHOD,
  PAYMENT_METHOD_NAMES,
} from './enums';
export type {
  OrderStatusId,
  PaymentStatus,
  OnlinePaymentStatus,
  ProductStatus,
  ConfirmationValue,
  CatalogueType,
  AddressKind,
  DeliveryId,
  PaymentMethodId,
} from './enums';
export type {
  ProductPrice,
  ProductDefect,
  MetaProduct,
  ProductCategory,
  Product,
  OrderProduct,
  Order,
  Shop,
  City,
  Region,
  CourierCompanyPoint,
  DeliveryOption,
  PaymentMethod,
  LegalData,
  User,
  Category,
  CatalogueResponse,
  SearchResponse,
  FavouriteItem,
  CartLine,
  CompareItem,
  ViewHistoryItem,
  MenuItem,
  Review,
  NewsListResponse,
  CheckoutForm,
  OneClickOrderForm,
  LoginResponse,
  PhoneCodeResponse,
} from './types';
export { stockCodeForCity, priceForStock, isDiscountActive, effectivePrice, defectPrice, productPriceForCity } from './price-selection';
export { deliveryPrepayment } from './prepayment';
export type { PrepaymentInput } from './prepayment';
export { courierCompanyPrice, courierCompanyPeriod } from './courier-company-price';
export type { CourierCompanyQuote } from './courier-company-price';
export { paymentLabel, paymentWindowOpen } from './payment-label';
export type { PaymentLabel, PaymentLabelInput } from './payment-label';
export { orderStatusLabel, canPayOnline, hoursLeftToPay, payInProfileText, isPaymentAttemptExpired } from './order-status';
export type { OrderStatusInput } from './order-status';
export { pluralRu, hoursGenitive } from './plural';
export { formatPrice } from './currency';
export { isMobilePhone, normalizePhone, isCheckoutPhone, formatPhone } from './phone';
export { detectLoginIdentifier } from './login-identifier';
export {
  INPUT_LIMITS,
  normalizeSpaces,
  validateRequired,
  validateCustomer,
  validatePhone,
  validatePhoneContact,
  validateEmail,
  validateAgreement,
  validateInn,
  validateKpp,
  validateSecretCode,
  validateScore,
  validateCheckoutForm,
} from './validation';
export { MESSAGES, courierPriceFailed, deliveryPriceMissing, loginFailed, orderCreateFailed, minimumOrderText } from './messages';
export { minimumOrder, checkMinimumOrder } from './minimum-order';
export { allowedPaymentMethods, confirmationFor } from './payment-methods';
export { addToCart, decrementInCart, toggleSelection, cartCount, cartTotal } from './cart';
