import { z } from 'zod';
import { errorSchema, text } from './common';

export const paymentIdParam = z.object({ paymentId: text().regex(/^[0-9a-f]{32}$/, 'некорректный номер платежа') });

export const demoPageSchema = {
  summary: 'Страница оплаты локального демо-шлюза (HTML)',
  tags: ['payment'],
  params: paymentIdParam,
};

export const demoActionSchema = {
  summary: 'Кнопки демо-шлюза «Оплатить» / «Отказаться»: шлюз присылает магазину подписанное уведомление',
  tags: ['payment'],
  params: paymentIdParam,
  body: z.object({ action: z.enum(['pay', 'refuse']) }),
};

export const notifySchema = {
  summary: 'Уведомление платёжного шлюза (подпись HMAC-SHA256); повтор уведомления ничего не меняет',
  tags: ['payment'],
  body: z.object({
    notificationId: text().regex(/^[0-9a-zA-Z_-]{8,64}$/),
    paymentId: text().regex(/^[0-9a-f]{32}$/),
    orderId: z.number().int().positive(),
    amount: z.number().min(0),
    status: z.enum(['obtained', 'refused']),
    sentAt: text().max(40),
    signature: text().max(128),
  }),
  response: { 200: z.object({ ok: z.boolean(), duplicate: z.boolean() }), 400: errorSchema, 403: errorSchema, 404: errorSchema },
};

export const paykeeperNotifySchema = {
  summary: 'POST-оповещение PayKeeper об оплате (подпись key: md5); ответ «OK <md5>» текстом, повтор ничего не меняет',
  tags: ['payment'],
  // PayKeeper sends more fields (service_name, ps_id, card_number…): they are read past, not refused.
  body: z.object({
    id: text().regex(/^\d{1,40}$/, 'некорректный номер платежа'),
    sum: text().regex(/^\d{1,10}(\.\d{1,2})?$/, 'некорректная сумма'),
    clientid: text().max(256).optional(),
    orderid: text().max(64).optional(),
    key: text().regex(/^[0-9a-fA-F]{32}$/, 'некорректная подпись'),
  }),
  response: {
    // Sent as text/plain: the exact line PayKeeper checks, not a JSON string.
    200: z.string().describe('OK md5(id + секретное слово)'),
    400: errorSchema,
    403: errorSchema,
    404: errorSchema,
  },
};

export const paykeeperReturnSchema = {
  summary: 'Возврат покупателя со страницы оплаты PayKeeper: перенаправление к заказу (или в корзину гостя) с итогом оплаты',
  tags: ['payment'],
  params: paymentIdParam,
  response: { 400: errorSchema, 404: errorSchema },
};

export const paymentMethodsSchema = {
  summary: 'Способы оплаты для доставки, города и типа покупателя',
  tags: ['payment'],
  querystring: z.object({
    deliveryId: z.coerce.number().int().min(1).max(99),
    cityId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    isLegal: z.enum(['true', 'false', '1', '0']).optional(),
  }),
  response: {
    200: z.object({
      items: z.array(z.object({ id: z.number(), name: z.string(), description: z.string() })),
      message: z.string().optional(),
    }),
    400: errorSchema,
  },
};
