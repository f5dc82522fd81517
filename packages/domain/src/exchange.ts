/** 1C's exchange (CommerceML 2): the rules and texts the API and its command line share (decision 0056). */
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatusId } from './enums';
import { transliterate } from './search-forgiveness';

/** The longest slug a category gets from its name (a URL segment stays readable). */
export const CATEGORY_SLUG_MAX = 60;

/**
 * A category's slug from its name, by one rule: Cyrillic in Latin as brands are spelt
 * (`transliterate`), anything but a Latin letter or a digit a dash, no dash at the ends, at most
 * CATEGORY_SLUG_MAX characters; a name with nothing to keep is «razdel». `uniqueSlug` then adds
 * «-2», «-3»… when the slug is taken.
 */
export function categorySlug(name: string): string {
  const slug = transliterate(name.normalize('NFC'))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'razdel';
}

/** `slug`, or the first of «slug-2», «slug-3»… that `taken` does not hold. */
export function uniqueSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, CATEGORY_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** What the default price-type rule looks for: the price type of this name is the retail price. */
export const RETAIL_PRICE_TYPE_NAME = 'Розничная';

/**
 * The price type that is the retail price of every stock code while the operator has mapped none:
 * the only one, else the one named «Розничная» (any case), else the first as 1C listed them.
 */
export function defaultPriceType<T extends { name: string }>(types: readonly T[]): T | null {
  if (types.length <= 1) return types[0] ?? null;
  return types.find((t) => t.name.trim().toLowerCase() === RETAIL_PRICE_TYPE_NAME.toLowerCase()) ?? types[0]!;
}

/** Names of a characteristic or property that make an offer a marked-down item with a serial number. */
export const SERIAL_NUMBER_NAMES = ['серийный номер', 'серийный №', 'серия', 'уценка', 'причина уценки'] as const;
/** Names whose value is the reason of the mark-down. */
export const DEFECT_REASON_NAMES = ['причина уценки', 'уценка', 'дефект'] as const;
/** The reason of a marked-down item 1C sent without one. */
export const DEFAULT_DEFECT_REASON = 'Уценённый товар';

/** Names of a property whose value is the product's producer (beside Изготовитель). */
export const PRODUCER_PROPERTY_NAMES = ['производитель', 'изготовитель', 'бренд', 'марка', 'торговая марка'] as const;

/** The weight and dimensions a product gets when neither 1C nor its category says (reported). */
export const FALLBACK_PARCEL = { weightKg: 1, lengthCm: 30, widthCm: 20, heightCm: 20 } as const;

/**
 * 1C's order statuses (lower case) → SPEC §4's ids, used for every name the operator's table does
 * not list: the store's own names, «[N] …» as the store sends them, and the words 1C's typical
 * configurations use.
 */
export const DEFAULT_STATUS_NAMES: Readonly<Record<string, OrderStatusId>> = {
  ...Object.fromEntries(Object.entries(ORDER_STATUS_NAMES).map(([id, name]) => [name.toLowerCase(), Number(id) as OrderStatusId])),
  принят: ORDER_STATUS.PROCESSING,
  'в работе': ORDER_STATUS.PROCESSING,
  подтвержден: ORDER_STATUS.STOCK_CONFIRMED,
  согласован: ORDER_STATUS.STOCK_CONFIRMED,
  'к обеспечению': ORDER_STATUS.STOCK_CHECK,
  'к оплате': ORDER_STATUS.IN_PAYMENT,
  'ожидается оплата': ORDER_STATUS.IN_PAYMENT,
  'к выполнению': ORDER_STATUS.PROCESSING,
  'к отгрузке': ORDER_STATUS.PROCESSING,
  собран: ORDER_STATUS.READY,
  'готов к выдаче': ORDER_STATUS.READY,
  отгружен: ORDER_STATUS.ON_THE_WAY,
  доставляется: ORDER_STATUS.ON_THE_WAY,
  'в пути': ORDER_STATUS.ON_THE_WAY,
  выполнен: ORDER_STATUS.DONE,
  закрыт: ORDER_STATUS.DONE,
  отменен: ORDER_STATUS.CANCELLED,
  отменён: ORDER_STATUS.CANCELLED,
};

/**
 * SPEC §4's status id of 1C's status text: the operator's table (`mapped`, lower-case names)
 * first, then «[N] …» (the store's own id as the store sent it), then the default names; null for
 * a status the store cannot map (reported, nothing changed).
 */
export function orderStatusFrom1C(text: string, mapped: ReadonlyMap<string, number>): OrderStatusId | null {
  const name = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!name) return null;
  const own = mapped.get(name);
  if (own !== undefined) return own as OrderStatusId;
  const bracket = /^\[(\d{1,2})\]/.exec(name);
  if (bracket) {
    const id = Number(bracket[1]);
    if (id >= 1 && id <= 16) return id as OrderStatusId;
  }
  return DEFAULT_STATUS_NAMES[name] ?? DEFAULT_STATUS_NAMES[name.replace(/^\[\d+\]\s*/, '')] ?? null;
}

/** The store's status as it goes to 1C: «[N] Название», as 1C-Bitrix sends it. */
export const orderStatusFor1C = (statusId: number): string =>
  `[${statusId}] ${ORDER_STATUS_NAMES[statusId as OrderStatusId] ?? ORDER_STATUS_NAMES[ORDER_STATUS.NEW]}`;

/** Texts of the exchange's answers (1C shows them to its operator) and of the command line. */
export const EXCHANGE_TEXTS = {
  disabled: 'Обмен с 1С выключен: не заданы EXCHANGE_LOGIN и EXCHANGE_PASSWORD',
  wrongCredentials: 'Неверный логин или пароль обмена',
  tooManyAttempts: 'Слишком много неудачных попыток входа, попробуйте позже',
  noSession: 'Сеанс обмена не найден или истёк: начните обмен заново (checkauth)',
  wrongType: 'Сеанс начат для другого типа обмена',
  unknownMode: 'Неизвестный режим обмена',
  noFileName: 'Не указано имя файла (filename)',
  badFileName: 'Недопустимое имя файла: путь должен оставаться в папке обмена',
  emptyBody: 'Пустое тело запроса: нет данных файла',
  fileTooLarge: 'Файл слишком большой',
  fileMissing: 'Файл не загружен в этом сеансе',
  busy: 'Файл обрабатывается другим запросом, повторите',
  done: 'Выгрузка данных завершена',
  fileReceived: 'Файл принят',
  notCommerceMl: 'Это не документ CommerceML (нет КоммерческаяИнформация)',
  badEncoding: 'Неподдерживаемая кодировка файла',
  zipBad: 'Архив повреждён или не является zip',
  zipTooLarge: 'Архив распаковывается больше допустимого размера',
  zipEntryOutside: 'В архиве файл с путём вне папки обмена',
} as const;
