import { z } from 'zod';
import { text } from './common';

const messageQuery = z.object({
  m: text().regex(/^[0-9a-f]{32}$/, 'некорректная ссылка из письма'),
});

export const unsubscribePageSchema = {
  summary: 'Страница отказа от напоминаний об оплате (HTML): ссылка из письма-напоминания',
  tags: ['mail'],
  querystring: messageQuery,
};

export const unsubscribeSchema = {
  summary: 'Отказ от напоминаний об оплате (кнопка страницы или One-Click почтового клиента, RFC 8058); письма о заказе остаются',
  tags: ['mail'],
  querystring: messageQuery,
};
