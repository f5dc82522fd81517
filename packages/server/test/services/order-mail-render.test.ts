/// <reference lib="dom" />
// page.evaluate runs in the browser: its callback reads the DOM.
import { chromium, type Browser } from '@playwright/test';
import {
  ORDER_STATUS,
  STORE_NAME,
  renderOrderMail,
  renderStatusSms,
  type MessageContext,
  type OrderMessageFacts,
  type OrderMessageKind,
} from '@store/domain';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/lib/chromium.cjs';

/**
 * The order e-mails as a mail client shows them (issue 39): each kind rendered from facts with the
 * awkward cases (a long title, an ampersand and quotes, a marked-down item, assembly, a legal
 * entity) and opened in Chromium with scripts off and the network closed: nothing is fetched, the
 * text reads right, the layout keeps within 600 px on a desktop and within a phone's width. Each
 * screenshot goes to test-results/order-mails/ (the report's attachments).
 */
const REPORT_DIR = join(__dirname, '..', '..', '..', '..', 'test-results', 'order-mails');

const context: MessageContext = {
  storeName: STORE_NAME,
  publicUrl: 'https://shop.example',
  supportPhone: '+7 (800) 555-35-35',
  supportHours: '10:00-19:00',
  unsubscribeUrl: null,
};

const facts: OrderMessageFacts = {
  orderId: 123456,
  createdAt: '2026-11-22T02:00:00.000Z',
  customer: 'Петров Пётр',
  phone: '79990000001',
  contactPhone: '79991112233',
  statusId: ORDER_STATUS.IN_PAYMENT,
  city: 'Усолье-Сибирское',
  deliveryId: 2,
  shop: { title: `${STORE_NAME} на Ленина`, address: 'Усолье-Сибирское, ул. Ленина, 75', hours: 'пн–пт 09:00-20:00, сб–вс 10:00-18:00' },
  address: null,
  paymentMethodId: 5,
  lines: [
    {
      title: 'Стиральная машина Bosch WAN28282GC «Serie 6» с прямым приводом, загрузка 8 кг & сушка <экспорт>',
      quantity: 1,
      price: 54990,
      assemblyPrice: 1500,
      defectSerialNumber: null,
    },
    { title: 'Дрель-шуруповёрт Зубр ДШ-18', quantity: 2, price: 3990.5, assemblyPrice: null, defectSerialNumber: null },
    { title: 'Микроволновая печь Samsung', quantity: 1, price: 6990, assemblyPrice: null, defectSerialNumber: 'SN-000123' },
  ],
  goodsTotal: 69961,
  servicesTotal: 1500,
  deliveryPrice: 0,
  totalPrice: 71461,
  payOnline: { amount: 71461, until: '2026-11-22T22:00:00.000Z' },
  legal: {
    name: 'ООО «Ромашка» & Ко',
    inn: '3801234567',
    kpp: '380101001',
    address: 'г. Иркутск, ул. Ленина, 1',
    email: 'buh@romashka.ru',
  },
  comment: 'Позвоните за час до <приезда>',
  statusFrom: ORDER_STATUS.NEW,
  statusTo: ORDER_STATUS.READY,
  paidAmount: 71461,
};

const KINDS: Exclude<OrderMessageKind, 'status-sms'>[] = [
  'order-placed',
  'order-placed-desk',
  'order-paid',
  'status-changed',
  'payment-reminder',
];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  mkdirSync(REPORT_DIR, { recursive: true });
}, 60_000);
afterAll(async () => browser?.close());

describe('the order e-mails in Chromium (tables, inline styles, no script)', () => {
  it.each(KINDS)(
    '%s: renders from its facts alone, fetches nothing, fits 600 px and a phone',
    async (kind) => {
      const mail = renderOrderMail(kind, facts, {
        ...context,
        unsubscribeUrl: kind === 'payment-reminder' ? 'https://shop.example/api/mail/unsubscribe?m=' + 'a'.repeat(32) : null,
      });
      expect(mail.html).not.toMatch(/<script|<link|<img|<style|<iframe|<form|javascript:|\son\w+=/i);
      // Every value is escaped: the markup of the title and the comment stays text.
      expect(mail.html).toContain('&lt;экспорт&gt;');
      expect(mail.html).not.toContain('<экспорт>');

      for (const [name, viewport] of [
        ['desktop', { width: 1024, height: 900 }],
        ['phone', { width: 360, height: 740 }],
      ] as const) {
        const page = await browser.newPage({ viewport, javaScriptEnabled: false });
        const requests: string[] = [];
        await page.route('**/*', (route) => {
          requests.push(route.request().url());
          return route.abort();
        });
        await page.setContent(mail.html, { waitUntil: 'load' });
        expect(requests).toEqual([]);
        const text = await page.locator('body').innerText();
        expect(text).toContain('123456');
        expect(text).toContain('Стиральная машина Bosch');
        expect(text).toContain('<экспорт>');
        const { scrollWidth, cardWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          cardWidth: (document.querySelector('table table') as HTMLElement).getBoundingClientRect().width,
        }));
        expect(cardWidth).toBeLessThanOrEqual(600);
        expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: join(REPORT_DIR, `${kind}-${name}.png`), fullPage: true });
        await page.close();
      }
    },
    60_000,
  );

  it('the SMS are short and carry the number and the link', () => {
    const ready = renderStatusSms({ ...facts, statusTo: ORDER_STATUS.READY }, context);
    expect(ready).toBe(
      `Заказ №123456 готов к выдаче: ${STORE_NAME} на Ленина, Усолье-Сибирское, ул. Ленина, 75. https://shop.example/profile/orders/123456`,
    );
    const cancelled = renderStatusSms({ ...facts, statusTo: ORDER_STATUS.CANCELLED }, context);
    expect(cancelled).toBe('Заказ №123456 отменён. Вопросы: +7 (800) 555-35-35. https://shop.example/profile/orders/123456');
  });
});
