import {
  allowedPaymentMethods,
  assemblyServicePrice,
  checkMinimumOrder,
  confirmationFor,
  CONFIRMATION,
  CONFIRMATION_STATE_OF,
  defectPrice,
  DEFAULT_CITY,
  DELIVERY,
  deliveryPrepayment,
  MESSAGES,
  normalizePhone,
  ONE_CLICK_QUANTITY,
  ORDER_STATUS,
  orderCreateFailed,
  PAYMENT_METHOD,
  productPriceForCity,
  stockCodeForCity,
  validateCheckoutForm,
  type ProductStatus,
} from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../http-error';
import { FORBIDDEN_OTHER_USER, UNAUTHORIZED } from '../plugins/auth';
import type { OrderBody } from '../schemas/orders';
import type { Queryable } from '../db';
import { quoteCourierCompany } from './order-pricing';

/** A confirmed order code stays good for an order this long after confirmation. */
export const ORDER_CODE_MAX_AGE_MS = 30 * 60 * 1000;
/** Orders per IP and hour: a guard against scripted ordering (each order still needs a confirmed phone). */
export const ORDERS_PER_IP_PER_HOUR = 30;

/** Methods paid through the payment gateway: the answer carries the payment address. */
export const ONLINE_METHODS: readonly number[] = [PAYMENT_METHOD.CARD, PAYMENT_METHOD.SBP, PAYMENT_METHOD.QR, PAYMENT_METHOD.SBP_PAYMENT];

export const DEMO_SITE_MESSAGE = 'Это демонстрационная версия сайта: оформление заказов и оплата недоступны';
export const CONFIRM_PHONE_MESSAGE = 'Подтвердите номер телефона кодом из SMS';
export const ACCOUNT_PHONE_MESSAGE =
  'Заказ оформляется на данные вашего аккаунта. Чтобы оформить заказ на другой номер, выйдите из аккаунта';
export const PRICE_CHANGED_MESSAGE = 'Цены изменились. Проверьте сумму заказа и подтвердите его снова';
export const ONE_CLICK_QUANTITY_MESSAGE = `В заказ в один клик входит ${ONE_CLICK_QUANTITY} шт. одного товара`;
export const IDEMPOTENCY_REUSED_MESSAGE = 'Ключ Idempotency-Key уже использован для другого заказа';
export const PAYMENT_METHOD_NOT_ALLOWED = 'Выбранный способ оплаты недоступен для данной доставки';
export const assemblyNotOffered = (title: string) => `Сборка не предлагается для товара «${title}»`;
export const ASSEMBLY_WITHOUT_GOODS = 'Сборка выбрана для товара, которого нет в заказе';

export interface PlacedOrder {
  orderId: number;
  address?: string;
}

/** Thrown inside the order transaction when the idempotency key is taken: the transaction rolls back. */
class KeyTaken extends Error {}

interface PricedLine {
  productId: number;
  sku: string;
  title: string;
  quantity: number;
  price: number;
  defectSerialNumber: string | null;
  status: ProductStatus;
  categories: { deliveryPrice: number | null; percentPrepayment: number | null }[];
  /** The assembly service's price per unit the buyer ordered with this line, else null. */
  assemblyPrice: number | null;
  /** What the assembly of this product would cost (SPEC §9), null when none is offered. */
  assemblyOffered: number | null;
}

const roundMoney = (value: number) => Math.round(value * 100) / 100;
const differs = (client: number | null | undefined, server: number) =>
  client !== undefined && client !== null && Math.abs(client - server) > 0.009;

/** The body fields that make an order what it is, for telling a repeated submit from another order under one key. */
function requestHash(body: OrderBody): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...body, hashCode: undefined }))
    .digest('hex');
}

/**
 * Places an order (SPEC §7 "add new one-click order", §5, §6, §9). Everything the client says
 * about money is recomputed: line prices from the city's stock code, delivery (pickup and the
 * in-city courier are free, the courier company is quoted by our provider), prepayment, minimum
 * order, payment methods and confirmation. One transaction writes the order, its lines, the stock
 * reservation, the spent phone code and the payment; any failure leaves none of them.
 */
export async function placeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: OrderBody,
  options: { oneClick: boolean; idempotencyKey: string | undefined },
): Promise<PlacedOrder> {
  const now = app.settings.now();
  if (app.settings.demoSite) throw new HttpError(403, DEMO_SITE_MESSAGE);
  if (!(await app.rateCounters.hit(`order:ip:${request.ip}`, ORDERS_PER_IP_PER_HOUR, 3_600_000))) {
    throw new HttpError(429, 'Слишком много заказов. Попробуйте позже или позвоните оператору');
  }

  // Who orders: a signed-in user only for themselves (SPEC §5), with the account's phone.
  if (body.userId !== undefined && body.userId !== null) {
    if (request.userId === null) throw new HttpError(401, UNAUTHORIZED);
    if (request.userId !== body.userId) throw new HttpError(403, FORBIDDEN_OTHER_USER);
  }

  const form = {
    ...body,
    customer: body.customer || body.name || '',
    phoneContact: body.phoneContact ?? undefined,
    email: body.email ?? undefined,
    city: body.city ?? undefined,
    street: body.street ?? undefined,
    house: body.house ?? undefined,
    apartment: body.apartment ?? undefined,
    inn: body.inn ?? undefined,
    kpp: body.kpp ?? undefined,
    legalName: body.legalName ?? undefined,
    legalAddress: body.legalAddress ?? undefined,
    legalEmail: body.legalEmail ?? undefined,
    comment: body.comment ?? undefined,
  };
  const formErrors = Object.values(validateCheckoutForm(form, { oneClick: options.oneClick, deliveryId: body.deliveryId })) as string[];
  if (formErrors.length > 0) throw new HttpError(400, formErrors[0]!, { errorArray: formErrors });
  const phone = normalizePhone(body.phone)!;

  if (options.oneClick && (body.productData.length !== 1 || body.productData[0]!.quantity !== ONE_CLICK_QUANTITY)) {
    throw new HttpError(400, ONE_CLICK_QUANTITY_MESSAGE, { errorArray: [ONE_CLICK_QUANTITY_MESSAGE] });
  }

  const hash = requestHash(body);
  const replay = async (q: Queryable): Promise<PlacedOrder | null> => {
    if (!options.idempotencyKey) return null;
    const existing = await app.repos.orders.byIdempotencyKey(q, phone, options.idempotencyKey);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_REUSED_MESSAGE);
    const payment = await app.repos.payments.latestForOrder(existing.id);
    return payment && payment.status === 'pending' ? { orderId: existing.id, address: payment.address } : { orderId: existing.id };
  };
  const first = await replay(app.db);
  if (first) return first;

  let hashCode: string | null = null;
  if (request.userId !== null) {
    const account = await app.repos.orders.userPhone(request.userId);
    if (!account || account.phone !== phone) throw new HttpError(403, ACCOUNT_PHONE_MESSAGE);
  } else {
    hashCode = request.cookies.phoneCode || body.hashCode || null;
    if (!hashCode) throw new HttpError(403, CONFIRM_PHONE_MESSAGE, { confirmPhone: true });
  }

  // Where: the city decides the stock code, the minimum order and the deliveries.
  const city =
    body.cityId !== undefined || body.cityCode !== undefined
      ? await app.repos.orders.city(body.cityId, body.cityCode)
      : await app.repos.orders.city(DEFAULT_CITY.id, undefined);
  if (!city) throw new HttpError(400, 'Город не найден');
  const otherCity = city.is_other;
  if (otherCity && body.deliveryId !== DELIVERY.COURIER_COMPANY && [DELIVERY.POINT, DELIVERY.COURIER].includes(body.deliveryId as 2 | 4)) {
    throw new HttpError(400, 'В другой город доставляет только курьерская компания');
  }
  if (!otherCity && body.deliveryId === DELIVERY.COURIER_COMPANY) {
    throw new HttpError(400, 'Курьерская компания доставляет только в другой город');
  }
  let shopId: number | null = null;
  if (body.deliveryId === DELIVERY.POINT) {
    shopId =
      body.shopId ??
      (await app.db.query<{ default_shop_id: number }>('SELECT default_shop_id FROM cities WHERE id = $1', [city.id]))[0]!.default_shop_id;
    if (!(await app.repos.orders.shopOfCity(shopId, city.id))) throw new HttpError(400, 'Магазин не найден в выбранном городе');
  }
  const stockCode = stockCodeForCity(city.code);

  // What: each line priced by the server.
  const merged = new Map<string, { id: number; quantity: number; defectSerialNumber: string | null; clientPrice?: number }>();
  for (const line of body.productData) {
    const key = `${line.id}:${line.defectSerialNumber ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else
      merged.set(key, {
        id: line.id,
        quantity: line.quantity,
        defectSerialNumber: line.defectSerialNumber ?? null,
        clientPrice: line.price,
      });
  }
  const products = await app.repos.orders.orderable(
    [...merged.values()].map((l) => l.id),
    stockCode,
  );
  const lines: PricedLine[] = [];
  for (const line of merged.values()) {
    const product = products.get(line.id);
    if (!product) throw new HttpError(422, `Товар ${line.id} не найден`);
    let price: number | undefined;
    if (line.defectSerialNumber) {
      const defect = await app.repos.orders.defect(line.defectSerialNumber, product.id, stockCode);
      if (!defect || defect.quantity < line.quantity) throw new HttpError(409, `Уценённый товар «${product.title}» уже продан`);
      price = defectPrice(
        [
          {
            serialNumber: defect.serial_number,
            priceRetail: defect.price_retail,
            priceDiscount: defect.price_discount,
            stockCode,
            quantity: defect.quantity,
          },
        ],
        defect.serial_number,
      );
    } else if (product.price) {
      price = productPriceForCity({ productPrices: [product.price], productDefects: [] }, city.code, now);
    }
    if (price === undefined) throw new HttpError(409, `Товар «${product.title}» недоступен для заказа в выбранном городе`);
    lines.push({
      productId: product.id,
      sku: product.sku,
      title: product.title,
      quantity: line.quantity,
      price,
      defectSerialNumber: line.defectSerialNumber,
      // A marked-down item is a unit on a shelf: always in stock.
      status: line.defectSerialNumber ? 'inStock' : product.status,
      categories: product.categories,
      assemblyPrice: null,
      assemblyOffered: assemblyServicePrice({ title: product.title, categories: product.ownCategories }),
    });
  }
  // Services: the assembly of a line's goods, at the server's price per unit.
  const clientServicePrices: { line: PricedLine; price: number | undefined }[] = [];
  for (const service of body.services ?? []) {
    const line = lines.find((l) => l.productId === service.productId && l.defectSerialNumber === (service.defectSerialNumber ?? null));
    if (!line) throw new HttpError(400, ASSEMBLY_WITHOUT_GOODS, { errorArray: [ASSEMBLY_WITHOUT_GOODS] });
    if (line.assemblyOffered === null) {
      const message = assemblyNotOffered(line.title);
      throw new HttpError(400, message, { errorArray: [message] });
    }
    line.assemblyPrice = line.assemblyOffered;
    clientServicePrices.push({ line, price: service.price });
  }
  const goodsTotal = roundMoney(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
  const servicesTotal = roundMoney(lines.reduce((sum, l) => sum + (l.assemblyPrice ?? 0) * l.quantity, 0));
  if (goodsTotal <= 0) throw new HttpError(400, MESSAGES.ordersRestricted);
  const minimum = checkMinimumOrder(goodsTotal, { otherCity, isLegal: body.isLegal });
  if (minimum) throw new HttpError(400, minimum, { errorArray: [minimum] });

  // How it travels: pickup and the in-city courier are free; the courier company is quoted by us.
  let deliveryPrice = 0;
  let courier: { cityCode: number; mode: string; pointCode: string | null; periodDays: number } | null = null;
  if (body.deliveryId === DELIVERY.COURIER_COMPANY) {
    if (!body.courierCompany) throw new HttpError(400, MESSAGES.calculatorPoint, { errorArray: [MESSAGES.calculatorPoint] });
    const quote = await quoteCourierCompany(
      app,
      lines.map((l) => ({ id: l.productId, quantity: l.quantity })),
      body.courierCompany,
    );
    deliveryPrice = quote.price;
    courier = {
      cityCode: body.courierCompany.cityCode,
      mode: body.courierCompany.mode,
      pointCode: body.courierCompany.mode === 'office' ? (body.courierCompany.pointCode ?? null) : null,
      periodDays: quote.minPeriod,
    };
  }
  const totalPrice = roundMoney(goodsTotal + servicesTotal + deliveryPrice);

  // How it is paid.
  const methods = allowedPaymentMethods({ isLegal: body.isLegal, deliveryId: body.deliveryId, otherCity, deliveryPaid: deliveryPrice > 0 });
  if (methods.length === 0) throw new HttpError(400, MESSAGES.noPaymentMethods, { errorArray: [MESSAGES.noPaymentMethods] });
  if (!methods.some((id) => id === body.paymentMethod))
    throw new HttpError(400, PAYMENT_METHOD_NOT_ALLOWED, { errorArray: [PAYMENT_METHOD_NOT_ALLOWED] });
  const confirmation =
    CONFIRMATION_STATE_OF[
      confirmationFor(
        lines.map((l) => l.status),
        body.isLegal,
      )
    ];
  const online = ONLINE_METHODS.includes(body.paymentMethod);
  // A private buyer paying on receipt prepays the delivery of goods brought by our courier (SPEC §9).
  const prepayment =
    !body.isLegal && !online && body.deliveryId === DELIVERY.COURIER
      ? roundMoney(lines.reduce((sum, l) => sum + deliveryPrepayment({ priceRetail: l.price, categories: l.categories }) * l.quantity, 0))
      : 0;
  const payNow = online ? totalPrice : prepayment;

  // The client's figures must be the server's: otherwise 409 with the server's.
  const tampered =
    differs(body.totalPrice, totalPrice) ||
    differs(body.totalDelivery, deliveryPrice) ||
    (body.deliveryId === DELIVERY.COURIER_COMPANY && differs(body.cdekPrice, deliveryPrice)) ||
    differs(body.discount, 0) ||
    clientServicePrices.some((s) => differs(s.price, s.line.assemblyPrice!)) ||
    [...merged.values()].some((l) =>
      differs(l.clientPrice, lines.find((p) => p.productId === l.id && p.defectSerialNumber === l.defectSerialNumber)!.price),
    );
  if (tampered) {
    throw new HttpError(409, PRICE_CHANGED_MESSAGE, {
      totalPrice,
      totalDelivery: deliveryPrice,
      cdekPrice: body.deliveryId === DELIVERY.COURIER_COMPANY ? deliveryPrice : null,
      servicesTotal,
      services: lines.flatMap((l) =>
        l.assemblyPrice === null ? [] : [{ productId: l.productId, defectSerialNumber: l.defectSerialNumber, price: l.assemblyPrice }],
      ),
      products: lines.map((l) => ({ id: l.productId, defectSerialNumber: l.defectSerialNumber, price: l.price })),
    });
  }

  const waiting = confirmation === CONFIRMATION.WAITING;
  const statusId = payNow > 0 && !waiting ? ORDER_STATUS.IN_PAYMENT : ORDER_STATUS.NEW;
  try {
    return await app.db.transaction(async (tx) => {
      // The key first: a concurrent submit with the same key waits here and then finds it taken.
      const orderId = await app.repos.orders.insert(tx, {
        userId: request.userId,
        phone,
        customer: form.customer.replace(/\s+/g, ' ').trim(),
        email: body.email || null,
        phoneContact: body.phoneContact ? normalizePhone(body.phoneContact) : null,
        statusId,
        cityId: city.id,
        stockCode,
        shopId,
        deliveryId: body.deliveryId,
        paymentMethodId: body.paymentMethod,
        goodsTotal,
        servicesTotal,
        deliveryPrice,
        totalPrice,
        prepayment,
        confirmed: confirmation,
        paymentStatus: payNow > 0 ? 'pending' : null,
        isLegal: body.isLegal,
        legal: body.isLegal
          ? { name: body.legalName!, address: body.legalAddress!, email: body.legalEmail!, inn: body.inn!, kpp: body.kpp! }
          : null,
        legalAddressCoincides: body.isLegal && body.legalAddressCoincides,
        address: { city: body.city || null, street: body.street || null, house: body.house || null, apartment: body.apartment || null },
        comment: body.comment || null,
        courier,
        contacts: {
          viber: body.viber ?? false,
          whatsapp: body.whatsapp ?? false,
          telegram: body.telegram ?? false,
          newsletter: body.newsletterConsent ?? false,
        },
        utmSource: body.utmSource || null,
        ymClientId: body.ymClientId || null,
        oneClick: options.oneClick,
        idempotencyKey: options.idempotencyKey ?? null,
        requestHash: hash,
        createdAt: now,
      });
      if (orderId === null) throw new KeyTaken();

      if (hashCode !== null && !(await app.phoneCodes.consumeConfirmed(tx, hashCode, phone, 'order', ORDER_CODE_MAX_AGE_MS))) {
        throw new HttpError(403, CONFIRM_PHONE_MESSAGE, { confirmPhone: true });
      }

      for (const line of lines) {
        let reservedAt: number | null = null;
        if (line.defectSerialNumber) {
          if (!(await app.repos.orders.reserveDefect(tx, line.defectSerialNumber, line.productId, stockCode, line.quantity))) {
            throw new HttpError(409, `Уценённый товар «${line.title}» уже продан`);
          }
        } else if (line.status === 'inStock') {
          reservedAt = await app.repos.orders.reserveStock(tx, line.productId, stockCode, line.quantity, shopId);
          if (reservedAt === null) throw new HttpError(409, `Товар «${line.title}» закончился в выбранном городе`);
        }
        await app.repos.orders.insertLine(tx, {
          orderId,
          productId: line.productId,
          sku: line.sku,
          productName: line.title,
          quantity: line.quantity,
          price: line.price,
          defectSerialNumber: line.defectSerialNumber,
          productStatus: line.status,
          shopId: reservedAt,
          assemblyPrice: line.assemblyPrice,
        });
      }

      // Goods that wait for the operator are paid once confirmed (POST /api/orders/:id/pay).
      if (payNow > 0 && !waiting) {
        const paymentId = randomBytes(16).toString('hex');
        const { address } = await app.providers.payments.createPayment({ paymentId, orderId, amount: payNow });
        await app.repos.payments.create(tx, { id: paymentId, orderId, amount: payNow, address, createdAt: now });
        return { orderId, address };
      }
      return { orderId };
    });
  } catch (error) {
    if (error instanceof KeyTaken) {
      const existing = await replay(app.db);
      if (existing) return existing;
    }
    if (error instanceof HttpError) throw error;
    request.log.error({ err: error }, 'order placement failed');
    throw new HttpError(502, orderCreateFailed(app.settings.supportPhone));
  }
}

/** A new payment address for an order whose window is open (repayment, or payment after confirmation). */
export async function newPayment(app: FastifyInstance, orderId: number, amount: number): Promise<string> {
  const paymentId = randomBytes(16).toString('hex');
  const { address } = await app.providers.payments.createPayment({ paymentId, orderId, amount });
  await app.repos.payments.create(app.db, { id: paymentId, orderId, amount, address, createdAt: app.settings.now() });
  return address;
}
