import {
  DELIVERY,
  formatPrice,
  isPaymentMethodAllowed,
  PAYMENT_METHOD_NAMES,
  allowedPaymentMethods,
  MESSAGES,
  ORDER_STATUS,
  PAYMENT_WINDOW_TEXTS,
  type PaymentMethodId,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { ORDER_NOT_FOUND } from '../lib/messages';
import { isDemoGateway, newNotificationId, type DemoPaymentGateway } from '../providers/payment-gateway';
import { isPaykeeperGateway, PAYKEEPER_NOTIFY_PATH, PAYKEEPER_RETURN_PATH, type PaykeeperGateway } from '../providers/paykeeper';
import type { OrderRow } from '../repositories/orders';
import {
  demoActionSchema,
  demoPageSchema,
  notifySchema,
  paykeeperNotifySchema,
  paykeeperReturnSchema,
  paymentMethodsSchema,
} from '../schemas/payment';
import { applyDemoNotification, applyGatewayWord, askedWord, reportOutcome, type GatewayWord } from '../services/online-payments';
import { DEMO_SITE_MESSAGE } from '../services/order-placement';

/** What each payment method means for the buyer (SPEC §9 ids; 11 is the legal entities' invoice). */
const DESCRIPTIONS: Record<number, string> = {
  2: 'Наличными или картой при получении заказа',
  3: 'Онлайн-заявка на кредит в банке-партнёре',
  4: 'Рассрочка MoneyCare без переплаты',
  5: 'Visa, Mastercard, МИР: оплата на защищённой странице платёжного сервиса',
  6: 'Система быстрых платежей',
  10: 'Сканируйте QR-код в приложении банка',
  11: 'Счёт на оплату для юридического лица, оплачивается через операторов; доставка после полной оплаты',
  13: 'Оплата через Систему быстрых платежей в приложении банка',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:.4rem;border:1px solid #888;cursor:pointer}
.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}</style></head>
<body>${body}</body></html>`;

const EXPIRED_TEXT = 'Срок оплаты заказа истёк, заказ отменён. Оформите заказ заново или позвоните оператору.';

/**
 * Where the buyer goes back from the gateway: a signed-in buyer to the order page; a guest (who
 * cannot open it without signing in) to the cart page, which says whether the order was paid.
 */
function returnAddress(publicUrl: string, order: Pick<OrderRow, 'id' | 'user_id'>, paid: boolean): string {
  const store = publicUrl.replace(/\/$/, '');
  return order.user_id === null
    ? `${store}/cart?order=${order.id}&payment=${paid ? 'paid' : 'unpaid'}`
    : `${store}/profile/orders/${order.id}`;
}

export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = app.settings;
  const gateway = app.providers.payments;

  // The demo page posts an HTML form; parsed here only, for this plugin's routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: import('fastify').FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .send(body);

  // The demo gateway's page, buttons and notification exist only while the demo is the gateway:
  // with a real one, nobody may mark an order paid by pressing a local button.
  if (isDemoGateway(gateway)) demoGatewayRoutes(gateway);
  if (isPaykeeperGateway(gateway)) paykeeperRoutes(gateway);

  function demoGatewayRoutes(demo: DemoPaymentGateway) {
    /** An order cancelled (e.g. unpaid when its payment window closed) takes no more payments. */
    const orderCancelled = async (orderId: number) => (await app.repos.orders.byId(orderId))?.status_id === ORDER_STATUS.CANCELLED;

    // The local gateway's payment page (what a real gateway would host).
    r.get('/api/payment/demo/:paymentId', { schema: demoPageSchema }, async (request, reply) => {
      const payment = await app.repos.payments.byId(request.params.paymentId);
      if (!payment) return html(reply, 404, page('Платёж не найден', '<h1>Платёж не найден</h1>'));
      const title = `Оплата заказа № ${payment.order_id}`;
      if (payment.status !== 'obtained' && (await orderCancelled(payment.order_id))) {
        return html(reply, 409, page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(EXPIRED_TEXT)}</p>`));
      }
      if (payment.status === 'obtained') {
        return html(reply, 200, page(title, `<h1>${escapeHtml(title)}</h1><p>Заказ уже оплачен.</p>`));
      }
      const action = `/api/payment/demo/${encodeURIComponent(payment.id)}`;
      return html(
        reply,
        200,
        page(
          title,
          `<h1>${escapeHtml(title)}</h1><p>Демонстрационный платёжный шлюз. К оплате: <b>${escapeHtml(formatPrice(payment.amount))}</b></p>
  <form method="post" action="${escapeHtml(action)}"><button class="pay" name="action" value="pay">Оплатить</button><button name="action" value="refuse">Отказаться</button></form>`,
        ),
      );
    });

    // The gateway's side of the buttons: it notifies the store (a signed POST /api/payment/notify) and shows the result.
    r.post('/api/payment/demo/:paymentId', { schema: demoActionSchema }, async (request, reply) => {
      if (settings.demoSite) throw new HttpError(403, DEMO_SITE_MESSAGE);
      const payment = await app.repos.payments.byId(request.params.paymentId);
      if (!payment) return html(reply, 404, page('Платёж не найден', '<h1>Платёж не найден</h1>'));
      if (payment.status !== 'obtained' && (await orderCancelled(payment.order_id))) {
        return html(reply, 409, page('Срок оплаты истёк', `<p>${escapeHtml(EXPIRED_TEXT)}</p>`));
      }
      const status = request.body.action === 'pay' ? ('obtained' as const) : ('refused' as const);
      const notification = {
        notificationId: newNotificationId(),
        paymentId: payment.id,
        orderId: payment.order_id,
        amount: payment.amount,
        status,
        sentAt: settings.now().toISOString(),
      };
      const answer = await app.inject({
        method: 'POST',
        url: '/api/payment/notify',
        payload: { ...notification, signature: demo.sign(notification) },
      });
      const owner = (await app.repos.orders.byId(payment.order_id))?.user_id ?? null;
      const paid = answer.statusCode === 200 && status === 'obtained';
      const back = returnAddress(settings.publicUrl, { id: payment.order_id, user_id: owner }, paid);
      const text =
        answer.statusCode !== 200
          ? 'Не удалось провести платёж. Попробуйте ещё раз.'
          : status === 'obtained'
            ? 'Оплата прошла успешно. Деньги поступят в магазин в течение 5 минут.'
            : `Вы отказались от оплаты. ${PAYMENT_WINDOW_TEXTS.payLater}`;
      return html(
        reply,
        200,
        page('Результат оплаты', `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">Вернуться к заказу</a></p>`),
      );
    });

    // The gateway's notification: verified by signature, applied once, amount checked.
    r.post('/api/payment/notify', { schema: notifySchema }, async (request) => {
      const n = request.body;
      if (!demo.verify(n)) throw new HttpError(403, 'Неверная подпись уведомления');
      const payment = await app.repos.payments.byId(n.paymentId);
      if (!payment || payment.order_id !== n.orderId) throw new HttpError(404, 'Платёж не найден');
      if (Math.abs(payment.amount - n.amount) > 0.009) throw new HttpError(400, 'Сумма уведомления не совпадает с суммой платежа');
      const applied = await applyDemoNotification(app, n);
      return { ok: true, duplicate: !applied };
    });
  }

  /**
   * PayKeeper (decision 0018). Its POST notification: the key checked first, then the word applied
   * once in one transaction (the amount must be what the order asks), answered as PayKeeper
   * expects, «OK md5(id + secret)», so it stops repeating it. A refusal is logged for the operator.
   */
  function paykeeperRoutes(paykeeper: PaykeeperGateway) {
    r.post(PAYKEEPER_NOTIFY_PATH, { schema: paykeeperNotifySchema }, async (request, reply) => {
      const n = request.body;
      if (!paykeeper.verifyNotification(n)) {
        request.log.warn({ providerPaymentId: n.id, orderid: n.orderid }, 'PayKeeper notification with a bad key refused');
        throw new HttpError(403, 'Неверная подпись уведомления');
      }
      const orderId = /^[1-9]\d{0,15}$/.test(n.orderid ?? '') ? Number(n.orderid) : 0;
      const word: GatewayWord = { orderId, providerPaymentId: n.id, amount: Number(n.sum), status: 'obtained', source: 'notification' };
      const outcome = orderId === 0 ? ({ outcome: 'unknown-order' } as const) : await applyGatewayWord(app, word);
      reportOutcome(request.log, word, outcome);
      if (outcome.outcome === 'unknown-order') throw new HttpError(404, ORDER_NOT_FOUND);
      if (outcome.outcome === 'wrong-amount') throw new HttpError(400, 'Сумма уведомления не совпадает с суммой платежа');
      return reply.type('text/plain; charset=utf-8').send(paykeeper.notificationAnswer(n.id));
    });

    // Back from PayKeeper's page: the invoice is asked about at once (its notification may be late or lost).
    r.get(`${PAYKEEPER_RETURN_PATH}/:paymentId`, { schema: paykeeperReturnSchema }, async (request, reply) => {
      const payment = await app.repos.payments.byId(request.params.paymentId);
      if (!payment || payment.provider !== paykeeper.name) throw new HttpError(404, 'Платёж не найден');
      if (payment.status === 'pending' && payment.invoice_id) {
        try {
          const answer = await paykeeper.lookup(payment.invoice_id);
          if (answer.paid) {
            const word = askedWord(payment.order_id, answer);
            reportOutcome(request.log, word, await applyGatewayWord(app, word));
          }
        } catch (error) {
          request.log.warn({ err: error, orderId: payment.order_id }, 'PayKeeper return: the invoice could not be asked about');
        }
      }
      const order = await app.repos.orders.byId(payment.order_id);
      if (!order) throw new HttpError(404, 'Платёж не найден');
      const paid = order.payment_status === 'obtained' || order.payment_status === 'stuck';
      return reply.redirect(returnAddress(settings.publicUrl, order, paid), 303);
    });
  }

  // Payment methods for a delivery, city and buyer type (SPEC §6, §9 via @store/domain).
  r.get('/api/payment-methods', { schema: paymentMethodsSchema }, async (request) => {
    const { deliveryId, cityId } = request.query;
    const isLegal = request.query.isLegal === 'true' || request.query.isLegal === '1';
    let otherCity = false;
    if (cityId !== undefined) {
      const city = await app.repos.orders.city(cityId, undefined);
      if (!city) throw new HttpError(400, 'Город не найден');
      otherCity = city.is_other;
    }
    const order = { isLegal, deliveryId, otherCity, deliveryPaid: deliveryId === DELIVERY.COURIER_COMPANY };
    const ids = allowedPaymentMethods(order).filter((id) => isPaymentMethodAllowed(id, order));
    const items = ids.map((id) => ({ id, name: PAYMENT_METHOD_NAMES[id as PaymentMethodId], description: DESCRIPTIONS[id] ?? '' }));
    return items.length > 0 ? { items } : { items, message: MESSAGES.noPaymentMethods };
  });
}
