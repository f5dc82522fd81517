import {
  canPayOnline,
  isCompleteCode,
  MESSAGES,
  normalizePhone,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  PAYMENT_WINDOW_TEXTS,
  paymentStartFailed,
  payNowAmount,
  validateCheckoutPhone,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DatabaseUnavailableError } from '../db/unavailable';
import { HttpError } from '../http-error';
import { ORDER_NOT_FOUND } from '../lib/messages';
import { cookieText } from '../lib/text';
import {
  cartOrderSchema,
  checkPhoneCodeSchema,
  confirmPhoneSchema,
  oneClickOrderSchema,
  orderByIdSchema,
  ordersListSchema,
  repaySchema,
  similarOrdersSchema,
} from '../schemas/orders';
import { DEMO_SITE_MESSAGE, newPayment, ORDER_CODE_MAX_AGE_MS, placeOrder } from '../services/order-placement';
import { orderDto, paymentFacts } from '../services/order-view';

/** A new order code for the same phone only after this many seconds (SPEC §8 «417 on phone confirm»). */
export const RESEND_AFTER_SEC = 60;
export const ORDERS_PAGE_SIZE = 10;
const TOO_MANY = 'Слишком много запросов. Попробуйте позже';
const FORBIDDEN_ORDER = 'Это заказ другого пользователя';

export default async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = app.settings;

  // SPEC §7 "GET confirm-phone": a code by SMS; its handle goes to the answer and the phoneCode cookie.
  r.get('/api/order/confirm-phone', { schema: confirmPhoneSchema }, async (request, reply) => {
    if (settings.demoSite) throw new HttpError(403, DEMO_SITE_MESSAGE);
    const invalid = validateCheckoutPhone(request.query.phone);
    if (invalid) throw new HttpError(400, invalid);
    const phone = normalizePhone(request.query.phone)!;
    app.phoneCodes.assertDeliverable(phone);
    const last = await app.phoneCodes.latest(phone, 'order');
    if (last) {
      const left = Math.ceil((last.createdAt.getTime() + RESEND_AFTER_SEC * 1000 - settings.now().getTime()) / 1000);
      if (left > 0) throw new HttpError(417, `Повторно отправить код можно через ${left} сек.`, { time: left });
    }
    const { windowMs, codeSendsPerPhone, codeSendsPerIp } = settings.rateLimits;
    const byPhone = await app.rateCounters.hit(`order-code:phone:${phone}`, codeSendsPerPhone, windowMs);
    const byIp = await app.rateCounters.hit(`order-code:ip:${request.ip}`, codeSendsPerIp, windowMs);
    if (!byPhone || !byIp) throw new HttpError(429, TOO_MANY);
    const issued = await app.phoneCodes.issue(phone, 'order', { name: request.query.name ?? null, email: request.query.email ?? null });
    void reply.setCookie('phoneCode', issued.hashCode, {
      path: '/api/order',
      httpOnly: true,
      sameSite: 'lax',
      secure: settings.publicUrl.startsWith('https:'),
      maxAge: Math.ceil((settings.codeLifetimeMs + ORDER_CODE_MAX_AGE_MS) / 1000),
    });
    return { hashCode: issued.hashCode, expiresAt: issued.expiresAt.toISOString(), time: RESEND_AFTER_SEC };
  });

  // SPEC §7 "GET check-phone-code": true when the code is right (it is then confirmed for an order).
  r.get('/api/order/check-phone-code', { schema: checkPhoneCodeSchema }, async (request) => {
    const { code, phone } = request.query;
    const hashCode = request.query.hashCode || cookieText(request, 'phoneCode') || '';
    if (!isCompleteCode(code)) throw new HttpError(400, MESSAGES.codeConfirmModal);
    const normalized = normalizePhone(phone);
    if (!normalized || !hashCode) return false;
    if (
      !(await app.rateCounters.hit(`order-code-check:ip:${request.ip}`, settings.rateLimits.codeChecksPerIp, settings.rateLimits.windowMs))
    ) {
      throw new HttpError(429, TOO_MANY);
    }
    const result = await app.phoneCodes.check(hashCode, normalized, 'order', code.trim());
    return result.result === 'ok';
  });

  /**
   * Open orders of a phone with any of the products. Only the phone's owner may look: a signed-in
   * user with that account phone, or a guest whose order code for that phone was confirmed within
   * 30 minutes (the phoneCode cookie or hashCode). Anyone else gets 403 (the client ignores it).
   */
  r.get('/api/order/similar', { schema: similarOrdersSchema }, async (request) => {
    const phone = normalizePhone(request.query.phone);
    if (!phone) throw new HttpError(400, MESSAGES.phoneInvalid);
    let allowed = false;
    if (request.userId !== null) {
      allowed = (await app.repos.orders.userPhone(request.userId))?.phone === phone;
    }
    const hashCode = request.query.hashCode || cookieText(request, 'phoneCode');
    if (!allowed && hashCode) {
      allowed = await app.repos.authState.hasConfirmedOrderCode(
        hashCode,
        phone,
        new Date(settings.now().getTime() - ORDER_CODE_MAX_AGE_MS),
      );
    }
    if (!allowed) throw new HttpError(403, 'Подтвердите номер телефона, чтобы увидеть его заказы');
    const now = settings.now();
    const orders = await app.repos.orders.similar(phone, request.query.products);
    // An order in payment whose window has passed is shown as cancelled: not open any more.
    return { items: orders.map((o) => orderDto(o, now)).filter((o) => o.statusName !== ORDER_STATUS_NAMES[ORDER_STATUS.CANCELLED]) };
  });

  r.post('/api/order/one-click', { schema: oneClickOrderSchema }, async (request) =>
    placeOrder(app, request, request.body, {
      oneClick: true,
      idempotencyKey: request.headers['idempotency-key'],
      phoneCodeCookie: cookieText(request, 'phoneCode'),
    }),
  );

  r.post('/api/order', { schema: cartOrderSchema }, async (request) =>
    placeOrder(app, request, request.body, {
      oneClick: false,
      idempotencyKey: request.headers['idempotency-key'],
      phoneCodeCookie: cookieText(request, 'phoneCode'),
    }),
  );

  r.get('/api/orders', { schema: ordersListSchema, preHandler: app.requireUser }, async (request) => {
    const { page, status } = request.query;
    const { items, total } = await app.repos.orders.listForUser(request.userId!, status, page, ORDERS_PAGE_SIZE);
    const now = settings.now();
    return { items: items.map((o) => orderDto(o, now)), currentPage: page, total };
  });

  const ownOrder = async (userId: number, id: number) => {
    const order = await app.repos.orders.byId(id);
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    if (order.user_id !== userId) throw new HttpError(403, FORBIDDEN_ORDER);
    return order;
  };

  r.get('/api/orders/:id', { schema: orderByIdSchema, preHandler: app.requireUser }, async (request) =>
    orderDto(await ownOrder(request.userId!, request.params.id), settings.now()),
  );

  // Repayment inside the payment window (PAYMENT_WINDOW_MS; SPEC §4 «Можно оплатить в профиле в течение N часов»).
  r.post('/api/orders/:id/pay', { schema: repaySchema, preHandler: app.requireUser }, async (request) => {
    if (settings.demoSite) throw new HttpError(403, DEMO_SITE_MESSAGE);
    const order = await ownOrder(request.userId!, request.params.id);
    const now = settings.now();
    if (order.payment_status === null) throw new HttpError(409, 'Этот заказ не оплачивается онлайн');
    if (order.payment_status !== 'pending') throw new HttpError(409, 'Заказ уже оплачен');
    if (order.confirmed === 0) throw new HttpError(409, 'Оплата станет доступна после подтверждения заказа оператором');
    if (!canPayOnline(paymentFacts(order), now)) throw new HttpError(409, PAYMENT_WINDOW_TEXTS.closed);
    const amount = payNowAmount({ paymentMethodId: order.payment_method_id, totalPrice: order.total_price, prepayment: order.prepayment });
    try {
      return { orderId: order.id, address: await newPayment(app, order, amount) };
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      // Nothing was written: the gateway made no payment, or made one nobody will ever be sent to.
      request.log.error({ err: error, orderId: order.id }, 'repayment: the payment gateway failed');
      throw new HttpError(502, paymentStartFailed(settings.supportPhone));
    }
  });
}
