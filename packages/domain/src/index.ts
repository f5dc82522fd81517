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
  METRIKA_GOALS,
  PAYMENT_WINDOW_HOURS,
  PAYMENT_WINDOW_MS,
  CODE_LENGTH,
  CODE_LIFETIME_MS,
  WRONG_CODE_ERROR_MS,
  SEARCH,
  SEARCH_QUERY_MAX_LENGTH,
  CATALOGUE_PAGE_SIZE,
  VIEW_HISTORY_CAP,
  ONE_CLICK_QUANTITY,
  SIMILAR_ORDERS_SHOWN,
  IMAGE_QUALITY_DEFAULT,
  IMAGE_WIDTHS,
  INSTALMENT_PLANS,
  SHELL_BREAKPOINTS,
  TOAST,
  MAP,
  SLIDER_SNAP_MS,
  SUPPORT_HOURS,
  SUPPORT_TIME_ZONE,
  COPYRIGHT_FROM_YEAR,
  SHOP_AGE_YEARS,
} from './constants';
export type { MetrikaGoal } from './constants';
export { TOKEN_COOKIE, USER_COOKIE } from './session-cookies';
export {
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  PAYMENT_STATE,
  PRODUCT_STATUS,
  CONFIRMATION,
  CONFIRMATION_STATE_OF,
  ORDER_CONFIRMATION,
  CATALOGUE_TYPE,
  CATALOGUE_TYPE_LABELS,
  DEFECT_ITEM_LABEL,
  ADDRESS_KIND,
  DELIVERY,
  PAYMENT_METHOD,
  PAYMENT_METHOD_NAMES,
  RATING_LEVELS,
} from './enums';
export type { OrderStatusId, ProductStatus, ConfirmationState, CatalogueType, AddressKind, DeliveryId, PaymentMethodId } from './enums';
export {
  stockCodeForCity,
  priceForStock,
  isDiscountActive,
  effectivePrice,
  defectPrice,
  productPriceForCity,
  crossedOutPrice,
  productOldPriceForCity,
} from './price-selection';
export { deliveryPrepayment } from './prepayment';
export { courierCompanyPrice } from './courier-company-price';
export type { CourierCompanyQuote } from './courier-company-price';
export { PAYMENT_LABEL, paymentLabel, paymentState } from './payment-label';
export type { PaymentLabel } from './payment-label';
export {
  orderStatusLabel,
  canPayOnline,
  hoursLeftToPay,
  payInProfileText,
  PAYMENT_WINDOW_TEXTS,
  CLOSED_ORDER_STATUSES,
  isOrderClosed,
} from './order-status';
export type { OrderPayability } from './order-status';
export { pluralRu, GOODS_FORMS, hoursGenitive } from './plural';
export type { PluralForms } from './plural';
export { formatNumber, formatPrice } from './currency';
export { SSR_IDS, SHELL_MENUS, SHELL_MENU_CODES } from './ssr-ids';
export { buildBreadcrumbs, breadcrumbListJsonLd } from './breadcrumbs';
export type { Crumb, BreadcrumbCategory, BreadcrumbInput } from './breadcrumbs';
export { normalizePhone, formatPhone, phoneHref } from './phone';
export { FOOTER, supportHoursLine, copyrightLine, copyrightYear } from './footer';
export { detectLoginIdentifier } from './login-identifier';
export {
  INPUT_LIMITS,
  CONTACT_LIMITS,
  RATING_SCORES,
  inputLimit,
  normalizeSpaces,
  validateRequired,
  validatePhone,
  validateCheckoutPhone,
  validatePhoneContact,
  validateEmail,
  validateLegalEmail,
  validateAgreement,
  validateInn,
  validateKpp,
  isCompanyInn,
  normalizeKpp,
  validateLegalDetails,
  validateSecretCode,
  isCompleteCode,
  validateConfirmationCode,
  validateScore,
  isSearchQueryReady,
  validateCheckoutForm,
  validateCalculator,
} from './validation';
export type { FieldValidator, FormErrors, CheckoutForm, CalculatorForm, LegalDetails } from './validation';
export {
  MESSAGES,
  NOTICES,
  courierPriceFailed,
  loginFailed,
  orderCreateFailed,
  paymentStartFailed,
  callOperator,
  deliveryPriceMissing,
  searchShownFor,
} from './messages';
export { checkMinimumOrder } from './minimum-order';
export { allowedPaymentMethods, isPaymentMethodAllowed, confirmationFor } from './payment-methods';
export { itemKey, sameItem, toItemRef } from './item';
export type { ItemRef, ItemRefLike } from './item';
export { roundMoney, moneyTotal } from './money';
export type { CountedLine } from './money';
export { addToCart, decrementInCart, removeFromCart, toggleSelection, setAllSelected, clearCart, cartCount, cartTotal } from './cart';
export type { CartLine } from './cart';
export {
  LOCAL_CART_KEY,
  EARLY_CART_ADDS_KEY,
  CART_ADD_ATTRIBUTE,
  CART_BADGE_ATTRIBUTE,
  CART_ADD_HANDOVER_EVENT,
  cartAddAttribute,
  parseCartAddAttribute,
  storedCartCount,
  parseEarlyCartAdds,
  storeEarlyCartAdd,
} from './early-cart-adds';
export type { EarlyCartStorage } from './early-cart-adds';
export {
  CART_PRODUCTS_EARLY_KEY,
  askCartProductsEarly,
  cartProductAddress,
  takeCartProductEarly,
  drawCartTitlesEarly,
  earlyCartTitle,
  CART_EARLY_TITLE_ATTRIBUTE,
  type EarlyProductsWindow,
  type EarlyTitleSlot,
} from './cart-products-early';
export { parseStoredCart, storedCart } from './stored-cart';
export { rememberView } from './view-history';
export type { ViewHistoryItem } from './view-history';
export { assemblyServicePrice } from './assembly-service';
export { shopHoursOn } from './shop-hours';
export { searchOffset, searchHasMore } from './search-paging';
export { legacyStorePath } from './legacy-urls';
export { categoryPath, productPath, parseStorePath } from './store-paths';
export { matchRoute, isShellLessPath } from './route-match';
export type { StorePath } from './store-paths';
export { STORE_NAME, documentTitle, canonicalPath, ownPageMeta, pageHead, scriptJson } from './page-head';
export type { PageHead, PageHeadInput, PageHeadMeta } from './page-head';
export { COMPARE_LIMIT, compareLimitText } from './compare-limit';
export { FAVOURITES_PUSH_LIMIT } from './favourites-limit';
export { formatDisplayDate } from './display-date';
export { SIGN_IN_TEXTS, PASSWORD_LENGTH, recoveryFailed, resendCodeIn, validateLoginIdentifier, validatePasswordRepeat } from './sign-in';
export { orderHistoryPages, parseOrderStatusId, ORDER_STATUS_FILTERS, DELIVERY_NAMES, paymentArrivalText } from './order-history';
export { isOnlinePayment, payNowAmount, type PayNowFacts } from './online-payment';
export {
  BRAND_SPELLING_EXCEPTIONS,
  brandSpellings,
  cyrillicSpelling,
  otherLayoutQuery,
  searchTokens,
  switchKeyboardLayout,
  transliterate,
} from './search-forgiveness';
export type { BrandSpelling } from './search-forgiveness';
export {
  GUEST_PRESENCE_PAGES,
  HYDRATE_AT_PRESENCE_ATTRIBUTE,
  NEWCOMER_PRESENCE_PAGES,
  PRESENCE_AREA_ATTRIBUTE,
  PRESENCE_EVENTS,
  PRESENCE_TARGETS,
  headlessWaitsForPresence,
  hydrationWaitsForPresence,
  isNewcomer,
  isPresence,
  type PresenceTarget,
  type PresenceVisit,
} from './presence';
export { REQUEST_ID_HEADER, requestIdOf } from './request-id';
export {
  CATEGORY_SLUG_MAX,
  DEFAULT_DEFECT_REASON,
  DEFAULT_STATUS_NAMES,
  DEFECT_REASON_NAMES,
  EXCHANGE_TEXTS,
  FALLBACK_PARCEL,
  PRODUCER_PROPERTY_NAMES,
  RETAIL_PRICE_TYPE_NAME,
  SERIAL_NUMBER_NAMES,
  categorySlug,
  defaultPriceType,
  orderStatusFor1C,
  orderStatusFrom1C,
  uniqueSlug,
} from './exchange';
export {
  ORDER_MESSAGE_KINDS,
  ORDER_MESSAGE_TEXTS,
  PAYMENT_REMINDER_BEFORE_MS,
  SMS_STATUSES,
  UNSUBSCRIBABLE_KINDS,
  deliveryLine,
  escapeHtml,
  orderPageUrl,
  paymentWindowEnd,
  renderOrderMail,
  renderStatusSms,
  statusChangeMessages,
  storeDateTime,
} from './order-messages';
export type { MessageContext, MessageLine, OrderMessageFacts, OrderMessageKind, RenderedMail, StatusChangeSource } from './order-messages';
export {
  DEFECT_LABEL,
  MARKET_PLATFORM,
  attributesDescription,
  defectOfferDescription,
  defectOfferName,
  ymlCdata,
  ymlDate,
  ymlPrice,
  ymlText,
} from './market-feed';
