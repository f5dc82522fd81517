import { z } from 'zod';

const part = z.object({
  provider: z.string().describe('Настроенный провайдер: outbox/smsc, local/recaptcha, demo/paykeeper, local/cdek'),
  ready: z.boolean(),
  local: z.boolean().describe('Локальная заглушка для разработки (production с ней не запускается)'),
  checked: z.boolean().describe('Связь проверена (false: адаптер не умеет проверять себя)'),
  detail: z.string().describe('Что проверено и что ответило'),
});

const report = z.object({
  ready: z.boolean(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ready: z.boolean(), detail: z.string() }),
  providers: z.object({ sms: part, captcha: part, payment: part, courierCompany: part, mail: part }),
});

export const readySchema = {
  summary:
    'Готовность к работе: база данных (все миграции) и каждый провайдер (SMS, капча, оплата, курьерская компания); 503 — что-то не готово',
  tags: ['service'],
  response: { 200: report, 503: report },
};
