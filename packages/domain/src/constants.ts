/** Business constants of SPEC §9 (and ids of §4) as code. */

/** Default city: Usolye-Sibirskoye (SPEC §9). */
export const DEFAULT_CITY = { id: 195585415, name: 'Усолье-Сибирское', shopId: 107, code: 353 } as const;

/** 'Other city': a special city for delivery by a courier company (SPEC §4, §9). */
export const OTHER_CITY = { id: 4586109697, name: 'Другой город', shopId: 1499, code: 349 } as const;

/** Stock code whose prices apply to 'other city' orders: the home city's (SPEC §9). */
export const MAIN_STOCK_CODE = DEFAULT_CITY.code;

/** Regions queried by the city list: Irkutsk oblast, Buryatia, Krasnoyarsk krai. */
export const CITY_REGION_IDS = [38, 3, 24] as const;

/** Cookies of SPEC §3: the chosen city is kept a year, the ad source a week. */
export const SELECTED_CITY_COOKIE = 'selectedCity';
export const SELECTED_CITY_COOKIE_DAYS = 365;
export const UTM_COOKIE = 'utm_source';
export const UTM_COOKIE_DAYS = 7;

/**
 * SPEC §4: Яндекс Метрика's goals of a fresh sign-in and of a completed registration. The ids are
 * the "JavaScript event" goals to create in the counter's settings under exactly these names.
 */
export const METRIKA_GOALS = { login: 'login', registration: 'registration' } as const;
export type MetrikaGoal = (typeof METRIKA_GOALS)[keyof typeof METRIKA_GOALS];

/** Minimum order totals, ₽ (SPEC §9): home city 200; 'other city' 500 private / 1000 legal. */
export const MIN_ORDER = { homeCity: 200, otherCityPrivate: 500, otherCityLegal: 1000 } as const;

/** Courier-company price shown = (minSum + priceToPoint) + 10 % rounded up + 250 ₽ (SPEC §9). */
export const COURIER_COMPANY_MARKUP = { percent: 10, fixed: 250 } as const;

/** Online payment is possible for 20 hours after the order is created (SPEC §9). */
export const PAYMENT_WINDOW_HOURS = 20;
export const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_HOURS * 3_600_000;
/** A payment paid or created more than 30 minutes ago counts as expired for status purposes. */
export const PAYMENT_EXPIRED_AFTER_MS = 30 * 60 * 1000;
/** Shoppers are told a payment arrives within 5 minutes. */
export const PAYMENT_ARRIVAL_MINUTES = 5;

/** Prepayment for delivery: above this price and with no category deliveryPrice, a fixed sum. */
export const PREPAYMENT_PRICE_THRESHOLD = 50_000;
export const PREPAYMENT_FIXED = 5_000;

/** SMS code: 4 digits, alive 2 minutes unless the server sends a death date. */
export const CODE_LENGTH = 4;
export const CODE_LIFETIME_MS = 2 * 60 * 1000;
/** A wrong confirmation code stays on screen this long (SPEC §4). */
export const WRONG_CODE_ERROR_MS = 5000;

/** Search starts at 3 characters, waits 500 ms after typing, and pages by 6. */
export const SEARCH = { minLength: 3, pageSize: 6, debounceMs: 500 } as const;
/** The longest search query the boxes take and the API reads (the header box, its fallback, the catalogue's `q`). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Catalogue `limit` default; view history keeps the newest 15; a one-click order is for one unit. */
export const CATALOGUE_PAGE_SIZE = 12;
export const VIEW_HISTORY_CAP = 15;
export const ONE_CLICK_QUANTITY = 1;
/** The similar-orders modal shows this many, the rest behind 'Показать больше заказов'. */
export const SIMILAR_ORDERS_SHOWN = 2;
/** Default quality of the image proxy /api/custom-loader. */
export const IMAGE_QUALITY_DEFAULT = 75;
/**
 * Widths the image proxy makes (the layout's breakpoints and 2× screens); pages build `srcset`
 * from these only, and the proxy refuses others (they would fill its disk cache).
 */
export const IMAGE_WIDTHS: readonly number[] = [64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200];

/** Instalment plans (SPEC §9): months, rate %, first payment %. */
export const INSTALMENT_PLANS = [
  { months: 2, ratePercent: 7.5, firstPaymentPercent: 50 },
  { months: 3, ratePercent: 9, firstPaymentPercent: 40 },
  { months: 4, ratePercent: 13, firstPaymentPercent: 40 },
  { months: 6, ratePercent: 18, firstPaymentPercent: 30 },
] as const;

/** The shell switches its catalogue button and dropdown at these max widths. */
export const SHELL_BREAKPOINTS = { mobile: 767, tablet: 991 } as const;

/** Toasts stay 6 s in the bottom right corner. */
export const TOAST = { durationMs: 6000, vertical: 'bottom', horizontal: 'right' } as const;
/** Maps: zoom 17 (10 in the delivery-cost calculator), markers clustered on a 64 px grid, API ru_RU 2.1. */
export const MAP = { zoom: 17, calculatorZoom: 10, clusterGridSize: 64, lang: 'ru_RU', apiVersion: '2.1' } as const;
/** Slider snap animation. */
export const SLIDER_SNAP_MS = 500;

/** Support works daily 10:00-19:00 Irkutsk time; the phone itself is configuration. */
export const SUPPORT_HOURS = '10:00-19:00';
export const SUPPORT_TIME_ZONE = 'Asia/Irkutsk';
/**
 * Irkutsk's offset from UTC, constant since the zone's last change (2014-10-26 02:00 local, i.e.
 * 2014-10-25T18:00Z, IANA tz). display-date.test.ts checks both against the platform's zone data.
 */
export const SUPPORT_UTC_OFFSET = { hours: 8, since: Date.UTC(2014, 9, 25, 18) } as const;
/** Footer copyright runs from 2013 to the current year; the banner says the shop is 32 years old. */
export const COPYRIGHT_FROM_YEAR = 2013;
export const SHOP_AGE_YEARS = 32;
