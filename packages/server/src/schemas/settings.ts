import { z } from 'zod';

export const SETTINGS_MAX_AGE_S = 60;

export const settingsSchema = {
  summary:
    'Настройки магазина для оболочки: телефон и часы поддержки, демо-сайт, тестовая версия, счётчик Метрики, ключ reCAPTCHA (кешируется на минуту)',
  tags: ['service'],
  response: {
    200: z.object({
      supportPhone: z.string(),
      supportHours: z.string().describe('Часы работы поддержки, ЧЧ:ММ-ЧЧ:ММ по Иркутску'),
      demo: z.boolean().describe('Демо-сайт: заказы и оплата отключены (SPEC §1)'),
      developmentHost: z.boolean().describe('Тестовая версия: коды по SMS только на номера разработчиков (SPEC §5)'),
      metrikaCounterId: z.number().int().nullable().describe('Номер счётчика Яндекс Метрики (METRIKA_COUNTER_ID); null — без аналитики'),
      recaptchaSiteKey: z
        .string()
        .nullable()
        .describe('Ключ сайта reCAPTCHA для виджета (RECAPTCHA_SITE_KEY при CAPTCHA_PROVIDER=recaptcha); null — локальная галочка'),
    }),
  },
};
