import { hoursGenitive, normalizeKpp, ORDER_CONFIRMATION, PAYMENT_WINDOW_HOURS, PRODUCT_STATUS } from '@store/domain';
import { z } from 'zod';
import { serialNumber } from './cart';
import { bigIdParam, codeNotSentSchema, codeSendErrorSchema, errorSchema, idListParam, idParam, text } from './common';
import { metaProductOut } from './product';

/** A one-line form field, trimmed, at most `max` characters. */
const line = (max = 64) => text().trim().max(max);
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const money = z.coerce.number().min(0).max(100_000_000);

/** One line the client orders; the price it shows is only compared, never used. */
const productLine = z.object({
  id: idParam,
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  defectSerialNumber: serialNumber.nullish(),
  price: money.optional(),
});

/**
 * A service ordered with a line of the order (SPEC §7 `services`; its shape is not shown): the
 * assembly of that line's goods, priced by the server (SPEC §9 assembly-service price) per unit.
 */
const serviceLine = z.object({
  type: z.literal('assembly'),
  productId: idParam,
  defectSerialNumber: serialNumber.nullish(),
  price: money.optional(),
});

/**
 * The one-click order of SPEC §7 "add new one-click order" with the form fields of §3. The form
 * fields are checked by the shared rules (errorArray); the figures are recomputed by the server.
 */
export const orderBody = z.object({
  // Form fields (SPEC §3 One-click order form, Checkout form).
  phone: line(32).default(''),
  phoneContact: line(32).nullish(),
  customer: line().default(''),
  name: line().nullish(),
  email: line(128).nullish(),
  newsletterConsent: flag.optional(),
  agreementContract: flag.default(false),
  agreementNotification: flag.default(false),
  viber: flag.optional(),
  whatsapp: flag.optional(),
  telegram: flag.optional(),
  city: line().nullish(),
  street: line().nullish(),
  house: line(16).nullish(),
  apartment: line(16).nullish(),
  comment: text({ multiline: true }).trim().max(1000).nullish(),
  sbpPayment: flag.optional(),
  isLegal: flag.default(false),
  inn: line(10).nullish(),
  // Kept as the profile keeps it (normalizeKpp of @store/domain).
  kpp: line(9).transform(normalizeKpp).nullish(),
  legalName: line(64).nullish(),
  legalAddress: line(128).nullish(),
  legalEmail: line(128).nullish(),
  legalAddressCoincides: flag.default(false),
  // Order facts.
  paymentMethod: z.coerce.number().int().min(1).max(99),
  cityId: bigIdParam.optional(),
  cityCode: z.coerce.number().int().min(1).max(999_999).optional(),
  shopId: idParam.nullish(),
  deliveryId: z.coerce.number().int().min(1).max(99),
  productData: z.array(productLine).min(1).max(50),
  /** Delivery by the courier company (deliveryId 5): where to, as for POST /api/courier-company/price. */
  courierCompany: z
    .object({
      cityCode: z.coerce.number().int().min(1).max(999_999),
      mode: z.enum(['office', 'courier']),
      pointCode: line(32).nullish(),
      address: z.object({ city: line().optional(), address: line(256).optional() }).nullish(),
    })
    .nullish(),
  userId: idParam.nullish(),
  /** The confirmed code's handle, when the `phoneCode` cookie is not sent. */
  hashCode: line(64).nullish(),
  // Client figures: compared with the server's, a mismatch is a 409 with the server's figures.
  totalPrice: money.optional(),
  totalDelivery: money.optional(),
  cdekPrice: money.nullish(),
  discount: money.optional(),
  services: z.array(serviceLine).max(50).optional(),
  // Accepted and ignored: the server decides these.
  productStatus: z.enum(PRODUCT_STATUS).nullish(),
  confirmed: z.enum(ORDER_CONFIRMATION).nullish(),
  ymClientId: line(64).nullish(),
  utmSource: line(128).nullish(),
});
export type OrderBody = z.infer<typeof orderBody>;

const orderErrorSchema = errorSchema.extend({ errorArray: z.array(z.string()).optional(), confirmPhone: z.boolean().optional() });
const priceConflictSchema = errorSchema.extend({
  totalPrice: z.number().optional(),
  totalDelivery: z.number().optional(),
  cdekPrice: z.number().nullable().optional(),
  servicesTotal: z.number().optional(),
  services: z.array(z.object({ productId: z.number(), defectSerialNumber: z.string().nullable(), price: z.number() })).optional(),
  products: z.array(z.object({ id: z.number(), defectSerialNumber: z.string().nullable(), price: z.number() })).optional(),
});

export const orderCreated = z.object({ orderId: z.number(), address: z.string().optional() });

const createResponses = {
  200: orderCreated,
  400: orderErrorSchema,
  401: errorSchema,
  403: orderErrorSchema,
  409: priceConflictSchema,
  422: errorSchema,
  429: errorSchema,
  502: errorSchema,
};

export const oneClickOrderSchema = {
  summary: 'Заказ в один клик: цены, доставку, способ оплаты и резерв считает сервер',
  description:
    'Гость подтверждает телефон кодом (cookie phoneCode или hashCode), вошедший пользователь заказывает на телефон аккаунта. ' +
    'Заголовок Idempotency-Key: повторная отправка возвращает тот же заказ. Несовпадение totalPrice/price/cdekPrice/totalDelivery с расчётом сервера — 409 с его цифрами.',
  tags: ['orders'],
  // Loose: a request carries many headers; only the one read here is checked.
  headers: z.looseObject({ 'idempotency-key': text().trim().min(8).max(128).optional() }),
  body: orderBody,
  response: createResponses,
};

export const cartOrderSchema = {
  ...oneClickOrderSchema,
  summary: 'Заказ из корзины (несколько строк): те же правила, что у заказа в один клик',
};

export const confirmPhoneSchema = {
  summary: 'Отправить код подтверждения телефона для заказа (SMS); hashCode также ставится в cookie phoneCode',
  tags: ['orders'],
  querystring: z.object({ phone: text().max(32).default(''), name: line().optional(), email: line(128).optional() }),
  response: {
    200: z.object({ hashCode: z.string(), expiresAt: z.string(), time: z.number() }),
    400: errorSchema,
    403: codeSendErrorSchema,
    417: errorSchema.extend({ time: z.number() }),
    429: errorSchema,
    502: codeNotSentSchema,
  },
};

export const checkPhoneCodeSchema = {
  summary: 'Проверить код подтверждения телефона: true или false',
  tags: ['orders'],
  querystring: z.object({
    code: text().max(16).default(''),
    hashCode: text().max(64).default(''),
    phone: text().max(32).default(''),
  }),
  response: { 200: z.boolean(), 400: errorSchema, 429: errorSchema },
};

const orderProductOut = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  productName: z.string(),
  quantity: z.number(),
  price: z.number(),
  defectSerialNumber: z.string().nullable(),
  defectLabel: z.string().nullable(),
  status: z.string(),
  /** The assembly ordered with this line: its price per unit; null when none was ordered. */
  assemblyService: z.object({ price: z.number() }).nullable(),
  metaProducts: z.array(metaProductOut).describe('Наличие по магазинам, как у товара; у строки заказа пусто'),
});

export const orderOut = z.object({
  id: z.number(),
  statusId: z.number(),
  statusName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paykeeperStatus: z.enum(['pending', 'stuck', 'obtained']).nullable(),
  paymentOnline: z.object({ status: z.enum(['waiting-for-payment', 'paid', 'cancelled']) }).nullable(),
  paymentMethodId: z.number(),
  paymentMethodName: z.string(),
  deliveryId: z.number(),
  deliveryPoint: z.object({ title: z.string(), address: z.string() }).nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  house: z.string().nullable(),
  apartment: z.string().nullable(),
  comment: z.string().nullable(),
  legalAddressCoincides: z.boolean(),
  orderLegal: z.object({ legalAddress: z.string() }).nullable(),
  confirmed: z.number(),
  goodsTotal: z.number(),
  servicesTotal: z.number(),
  deliveryPrice: z.number(),
  totalPrice: z.number(),
  prepayment: z.number(),
  deliveryPeriodDays: z.number().nullable(),
  paymentLabel: z.string(),
  canPayOnline: z.boolean(),
  payInProfileText: z.string().nullable(),
  paymentDeadline: z.string().nullable(),
  orderProducts: z.array(orderProductOut),
});

export const similarOrdersSchema = {
  summary: 'Открытые заказы телефона с любым из товаров (только владельцу телефона: вход или подтверждённый код)',
  tags: ['orders'],
  querystring: z.object({ phone: text().max(32).default(''), products: idListParam, hashCode: text().max(64).optional() }),
  response: { 200: z.object({ items: z.array(orderOut) }), 400: errorSchema, 403: errorSchema },
};

export const ordersListSchema = {
  summary: 'Заказы пользователя, новые первыми, по 10 на странице; фильтр по статусу',
  tags: ['orders'],
  querystring: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    status: z.coerce.number().int().min(1).max(16).optional(),
  }),
  response: { 200: z.object({ items: z.array(orderOut), currentPage: z.number(), total: z.number() }), 400: errorSchema, 401: errorSchema },
};

export const orderByIdSchema = {
  summary: 'Заказ пользователя (только владельцу)',
  tags: ['orders'],
  params: z.object({ id: bigIdParam }),
  response: { 200: orderOut, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
};

export const repaySchema = {
  summary: `Повторная оплата заказа онлайн в пределах ${PAYMENT_WINDOW_HOURS} ${hoursGenitive(PAYMENT_WINDOW_HOURS)}: новый адрес оплаты`,
  tags: ['orders', 'payment'],
  params: z.object({ id: bigIdParam }),
  response: {
    200: z.object({ orderId: z.number(), address: z.string() }),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
    502: errorSchema,
  },
};
