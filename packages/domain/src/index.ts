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
  WRONG_CODE_ERROR_MS,
  SEARCH,
  CATALOGUE_PAGE_SIZE,
  VIEW_HISTORY_CAP,
  ONE_CLICK_QUANTITY,
  SIMILAR_ORDERS_SHOWN,
  IMAGE_QUALITY_DEFAULT,
  IMAGE_WIDTHS,
  INSTALMENT_PLANS,
  BREAKPOINTS,
  SHELL_BREAKPOINTS,
  TOAST,
  MAP,
  SLIDER_SNAP_MS,
  PERSIST_TIMEOUT_MS,
  QUERY_CACHE_MS,
  SUPPORT_HOURS,
  SUPPORT_TIME_ZONE,
  COPYRIGHT_FROM_YEAR,
  SHOP_AGE_YEARS,
} from './constants';
export {
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  PAYMENT_STATUS,
  ONLINE_PAYMENT_STATUS,
  PAYMENT_STATE,
  STOCK_AVAILABILITY,
  PRODUCT_STATUS,
  CONFIRMATION,
  ORDER_CONFIRMATION,
  CONFIRMATION_STATE_OF,
  CATALOGUE_TYPE,
  CATALOGUE_TYPE_LABELS,
  DEFECT_ITEM_LABEL,
  ADDRESS_KIND,
  DELIVERY,
  USED_DELIVERY_IDS,
  PAYMENT_METHOD,
  PAYMENT_METHOD_NAMES,
  RATING_LEVELS,
} from './enums';
export type {
  OrderStatusId,
  PaymentStatus,
  OnlinePaymentStatus,
  PaymentState,
  StockAvailability,
  ProductStatus,
  ConfirmationState,
  ConfirmationValue,
  CatalogueType,
  AddressKind,
  DeliveryId,
  PaymentMethodId,
  RatingLevel,
} from './enums';
export { stockCodeForCity, priceForStock, isDiscountActive, effectivePrice, defectPrice, productPriceForCity } from './price-selection';
export { deliveryPrepayment } from './prepayment';
export type { PrepaymentInput } from './prepayment';
export { courierCompanyPrice, courierCompanyPeriod } from './courier-company-price';
export type { CourierCompanyQuote } from './courier-company-price';
export { PAYMENT_LABEL, paymentLabel, paymentState, paymentWindowOpen } from './payment-label';
export type { PaymentLabel, OrderPaymentFacts } from './payment-label';
export { orderStatusLabel, canPayOnline, hoursLeftToPay, payInProfileText, isPaymentAttemptExpired } from './order-status';
export type { OrderPayability } from './order-status';
export { HOUR_FORMS, HOUR_GENITIVE_FORMS, pluralRu, hoursGenitive } from './plural';
export type { PluralForms } from './plural';
export { formatNumber, formatPrice } from './currency';
export { isMobilePhone, normalizePhone, isCheckoutPhone, formatPhone } from './phone';
export { detectLoginIdentifier } from './login-identifier';
export type { LoginIdentifier } from './login-identifier';
export {
  INPUT_LIMITS,
  RATING_SCORES,
  inputLimit,
  normalizeSpaces,
  validateRequired,
  validateCustomer,
  validatePhone,
  validateCheckoutPhone,
  validatePhoneContact,
  validateEmail,
  validateLegalEmail,
  validateAgreement,
  validateInn,
  validateKpp,
  validateSecretCode,
  isCompleteCode,
  validateConfirmationCode,
  validateScore,
  isSearchQueryReady,
  validateCheckoutForm,
  validateCalculator,
} from './validation';
export type { FieldValidator, FormErrors, CheckoutValidationOptions, CheckoutForm, CalculatorForm } from './validation';
export {
  MESSAGES,
  NOTICES,
  PHONE_TEMPLATES,
  withPhone,
  courierPriceFailed,
  loginFailed,
  orderCreateFailed,
  callOperator,
  deliveryPriceMissing,
  minimumOrderText,
} from './messages';
export { minimumOrder, checkMinimumOrder } from './minimum-order';
export type { MinimumOrderCase } from './minimum-order';
export {
  PAYMENT_METHODS_DEFAULT,
  PAYMENT_METHODS_PREPAID,
  PAYMENT_METHODS_LEGAL,
  allowedPaymentMethods,
  isPaymentMethodAllowed,
  confirmationFor,
} from './payment-methods';
export type { PaymentMethodsCase } from './payment-methods';
export { addToCart, decrementInCart, removeFromCart, toggleSelection, setAllSelected, clearCart, cartCount, cartTotal } from './cart';
export type { CartItemKey, CartLine } from './cart';
export { rememberView } from './view-history';
export type { ViewHistoryItem } from './view-history';
export { assemblyServicePrice } from './assembly-service';
export { shopHoursOn } from './shop-hours';
export { searchOffset, searchHasMore } from './search-paging';
export { LEGACY_STORE_CATEGORIES, legacyStorePath } from './legacy-urls';
export { STORE_ROOT, categoryPath, productPath, parseStorePath } from './store-paths';
export type { StorePath } from './store-paths';
export { STORE_NAME, documentTitle, canonicalPath } from './page-head';
export { COMPARE_LIMIT, compareLimitText } from './compare-limit';
export { formatDisplayDate } from './display-date';
export { SIGN_IN_TEXTS, recoveryFailed, validateLoginIdentifier, validatePasswordRepeat } from './sign-in';
export {
  ORDER_HISTORY_PAGE_SIZE,
  orderHistoryPages,
  parseOrderStatusId,
  ORDER_STATUS_FILTERS,
  DELIVERY_NAMES,
  MINUTE_GENITIVE_FORMS,
  paymentArrivalText,
} from './order-history';
export { ONLINE_PAYMENT_METHODS, isOnlinePayment } from './online-payment';
export { switchKeyboardLayout, transliterate, brandKey, brandAliasTable, searchQueryCandidates } from './search-forgiveness';
export type { SearchCandidate } from './search-forgiveness';
