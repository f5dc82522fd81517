/**
 * The e-mails and SMS an order causes: their texts, once, beside SPEC's messages, and
 * the pure rules that render them from an order's facts. E-mails have a plain-text part and an HTML
 * part made of tables and inline styles (what the common mail clients render), with no script, no
 * form and no outside resource. No message carries a code, a token or a password: the link to the
 * order is its page, which asks the shopper to sign in.
 */
import { PAYMENT_WINDOW_HOURS, PAYMENT_WINDOW_MS, SUPPORT_UTC_OFFSET } from './constants';
import { formatPrice } from './currency';
import { DELIVERY, ORDER_STATUS, ORDER_STATUS_NAMES, PAYMENT_METHOD_NAMES, type OrderStatusId, type PaymentMethodId } from './enums';
import { DELIVERY_NAMES } from './order-history';
import { payInProfileText } from './order-status';
import { formatPhone } from './phone';

/** The kinds of message, each its own template. */
export const ORDER_MESSAGE_KINDS = [
  'order-placed',
  'order-placed-desk',
  'order-paid',
  'status-changed',
  'status-sms',
  'payment-reminder',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** Kinds a shopper may leave (an unsubscribe link and header); every other kind is the order's own, transactional. */
export const UNSUBSCRIBABLE_KINDS: readonly OrderMessageKind[] = ['payment-reminder'];

/** The reminder goes this long before the 20-hour payment window closes (SPEC §9), once. */
export const PAYMENT_REMINDER_BEFORE_MS = 4 * 60 * 60 * 1000;

/** Statuses whose change also goes by SMS: ready for pick-up (5, 6) and cancelled (SPEC §4). */
export const SMS_STATUSES: readonly OrderStatusId[] = [ORDER_STATUS.READY, ORDER_STATUS.READY_ALT, ORDER_STATUS.CANCELLED];

/** What changed an order's status: 1C's exchange, the operator's command, a payment, the payment window's end. */
export type StatusChangeSource = 'exchange' | 'operator' | 'payment' | 'expiry';

/**
 * Which messages a status change causes. The payment's own move «Ожидает оплату» → «Новый» is told
 * by the «оплачен» e-mail, not a second one; 5 and 6 are one status to a shopper, so a move between
 * them says nothing.
 */
export function statusChangeMessages(from: number, to: number, source: StatusChangeSource): { email: boolean; sms: boolean } {
  if (from === to) return { email: false, sms: false };
  if (source === 'payment' && from === ORDER_STATUS.IN_PAYMENT && to === ORDER_STATUS.NEW) return { email: false, sms: false };
  if (ORDER_STATUS_NAMES[from as OrderStatusId] === ORDER_STATUS_NAMES[to as OrderStatusId]) return { email: false, sms: false };
  return { email: true, sms: SMS_STATUSES.includes(to as OrderStatusId) };
}

/** An order line as the message shows it. */
export interface MessageLine {
  title: string;
  quantity: number;
  /** Price of one unit. */
  price: number;
  /** Assembly of one unit, when ordered. */
  assemblyPrice: number | null;
  /** A marked-down item's serial number («Уцененный товар»). */
  defectSerialNumber: string | null;
}

/** The order as it was when the message was written: a message renders from this alone. */
export interface OrderMessageFacts {
  orderId: number;
  createdAt: string;
  customer: string;
  phone: string;
  contactPhone: string | null;
  statusId: number;
  city: string;
  deliveryId: number;
  /** Pickup: the shop, its address and its hours as they stood. */
  shop: { title: string; address: string; hours: string | null } | null;
  /** Courier or courier company: where the goods go (the address, or the pickup point's). */
  address: string | null;
  paymentMethodId: number;
  lines: MessageLine[];
  goodsTotal: number;
  servicesTotal: number;
  deliveryPrice: number;
  totalPrice: number;
  /** Online payment awaited at placement: the amount, and when its window closes. */
  payOnline: { amount: number; until: string } | null;
  legal: { name: string; inn: string; kpp: string; address: string; email: string } | null;
  comment: string | null;
  /** status-changed and status-sms: the status before and after. */
  statusFrom?: number;
  statusTo?: number;
  /** order-paid: the sum paid. */
  paidAmount?: number;
}

/** What the store's settings add at send time. */
export interface MessageContext {
  storeName: string;
  /** The store's address (PUBLIC_URL), no trailing slash. */
  publicUrl: string;
  supportPhone: string;
  supportHours: string;
  /** The reminder's link to leave reminders (null for the order's own messages). */
  unsubscribeUrl?: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The texts of the messages, in the store's voice. */
export const ORDER_MESSAGE_TEXTS = {
  greeting: (name: string) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
  placedSubject: (id: number) => `Заказ №${id} оформлен`,
  placedLead: (id: number) => `Спасибо за заказ! Мы приняли заказ №${id} и скоро начнём его собирать.`,
  placedCall: 'Оператор позвонит вам, если понадобится что-то уточнить.',
  deskSubject: (id: number, total: string) => `Новый заказ №${id} на ${total}`,
  deskLead: (id: number) => `Поступил заказ №${id}.`,
  paidSubject: (id: number) => `Заказ №${id} оплачен`,
  paidLead: (id: number, sum: string) => `Мы получили оплату заказа №${id}: ${sum}. Спасибо!`,
  paidNext: 'Заказ передан в работу; когда он будет готов, мы напишем.',
  statusSubject: (id: number, status: string) => `Заказ №${id}: ${status.toLowerCase()}`,
  statusLead: (id: number, status: string) => `Статус заказа №${id} изменился: «${status}».`,
  readyLead: (shop: string) => `Заказ ждёт вас в магазине: ${shop}.`,
  cancelledLead: 'Если вы не отменяли заказ или хотите оформить его снова, позвоните нам.',
  reminderSubject: (id: number) => `Заказ №${id} ждёт оплаты`,
  reminderLead: (id: number, until: string) =>
    `Заказ №${id} ещё не оплачен. Оплатить его онлайн можно до ${until}; после этого заказ будет отменён и товары вернутся в продажу.`,
  payHow: (until: string) => `Оплатить заказ онлайн можно до ${until}: откройте страницу заказа и нажмите «Оплатить».`,
  orderLink: 'Страница заказа',
  linesTitle: 'Состав заказа',
  defect: 'Уцененный товар',
  assembly: 'сборка',
  goods: 'Товары',
  services: 'Услуги',
  delivery: 'Доставка',
  free: 'бесплатно',
  total: 'Итого',
  toPay: 'К оплате онлайн',
  deliveryTitle: 'Получение',
  paymentTitle: 'Оплата',
  buyerTitle: 'Покупатель',
  buyerName: 'Имя',
  legalName: 'Название',
  phone: 'Телефон',
  contactPhone: 'Телефон для связи',
  legalTitle: 'Юридическое лицо',
  inn: 'ИНН',
  kpp: 'КПП',
  legalAddress: 'Юридический адрес',
  legalEmail: 'Почта для документов',
  comment: 'Комментарий',
  shopHours: 'Часы работы',
  support: (phone: string, hours: string) => `Вопросы по заказу: ${phone}, ежедневно ${hours} (время иркутское).`,
  transactional: 'Это письмо о вашем заказе; такие письма приходят, пока заказ в работе.',
  unsubscribe: 'Не присылать напоминания об оплате',
  unsubscribeTitle: 'Напоминания об оплате',
  unsubscribeAsk: (email: string) =>
    `Больше не присылать на ${email} напоминания об оплате заказов? Письма о самих заказах (оформлен, оплачен, статус) будут приходить по-прежнему.`,
  unsubscribeButton: 'Не присылать напоминания',
  unsubscribed: (email: string) => `Готово: напоминания об оплате больше не придут на ${email}.`,
  unsubscribeUnknown: 'Ссылка устарела или неверна: такого письма нет.',
  smsReady: (id: number, where: string, link: string) => `Заказ №${id} готов к выдаче: ${where}. ${link}`,
  smsCancelled: (id: number, phone: string, link: string) => `Заказ №${id} отменён. Вопросы: ${phone}. ${link}`,
} as const;

/** The order's page in the profile: the shopper signs in there (SPEC §2: /profile/orders/{id}). */
export const orderPageUrl = (publicUrl: string, orderId: number): string => `${publicUrl.replace(/\/+$/, '')}/profile/orders/${orderId}`;

/** «22.11.2026 18:30 (по Иркутску)»: the store's time, written out (no Intl: see currency.ts). */
export function storeDateTime(iso: string): string {
  const at = new Date(new Date(iso).getTime() + SUPPORT_UTC_OFFSET.hours * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} (по Иркутску)`;
}

/** When the payment window of an order created at `createdAt` closes. */
export const paymentWindowEnd = (createdAt: string): string => new Date(new Date(createdAt).getTime() + PAYMENT_WINDOW_MS).toISOString();

/** Characters HTML must not carry as themselves; every value of the facts goes through this. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const statusName = (id: number | undefined): string => (id === undefined ? '' : (ORDER_STATUS_NAMES[id as OrderStatusId] ?? String(id)));
const paymentName = (id: number): string => PAYMENT_METHOD_NAMES[id as PaymentMethodId] ?? `способ оплаты ${id}`;
const deliveryName = (id: number): string => DELIVERY_NAMES[id as keyof typeof DELIVERY_NAMES] ?? 'Доставка';

/** The delivery as one line: the shop with its address and hours, or the address goods go to. */
export function deliveryLine(f: Pick<OrderMessageFacts, 'deliveryId' | 'shop' | 'address' | 'city'>): string {
  const t = ORDER_MESSAGE_TEXTS;
  if (f.deliveryId === DELIVERY.POINT && f.shop) {
    const hours = f.shop.hours ? `, ${t.shopHours.toLowerCase()}: ${f.shop.hours}` : '';
    return `${deliveryName(f.deliveryId)}: ${f.shop.title}, ${f.shop.address}${hours}`;
  }
  return `${deliveryName(f.deliveryId)}: ${[f.city, f.address].filter(Boolean).join(', ')}`;
}

interface Block {
  /** A paragraph, or a table of label/value rows. */
  paragraph?: string;
  rows?: [string, string][];
  title?: string;
  /** The order's lines table. */
  lines?: OrderMessageFacts;
  link?: { href: string; label: string };
  small?: string;
}

const lineTitle = (l: MessageLine) =>
  l.defectSerialNumber ? `${l.title} (${ORDER_MESSAGE_TEXTS.defect}, № ${l.defectSerialNumber})` : l.title;
const lineSum = (l: MessageLine) => (l.price + (l.assemblyPrice ?? 0)) * l.quantity;

function totalsRows(f: OrderMessageFacts): [string, string][] {
  const t = ORDER_MESSAGE_TEXTS;
  const rows: [string, string][] = [[t.goods, formatPrice(f.goodsTotal)]];
  if (f.servicesTotal > 0) rows.push([t.services, formatPrice(f.servicesTotal)]);
  rows.push([t.delivery, f.deliveryPrice > 0 ? formatPrice(f.deliveryPrice) : t.free]);
  rows.push([t.total, formatPrice(f.totalPrice)]);
  if (f.payOnline) rows.push([t.toPay, formatPrice(f.payOnline.amount)]);
  return rows;
}

function textOf(blocks: Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.title) out.push(b.title.toUpperCase());
    if (b.paragraph) out.push(b.paragraph);
    if (b.lines) {
      for (const l of b.lines.lines) {
        const assembly = l.assemblyPrice ? ` + ${ORDER_MESSAGE_TEXTS.assembly} ${formatPrice(l.assemblyPrice)}` : '';
        out.push(`— ${lineTitle(l)}: ${l.quantity} × ${formatPrice(l.price)}${assembly} = ${formatPrice(lineSum(l))}`);
      }
      for (const [k, v] of totalsRows(b.lines)) out.push(`${k}: ${v}`);
    }
    if (b.rows) for (const [k, v] of b.rows) out.push(`${k}: ${v}`);
    if (b.link) out.push(`${b.link.label}: ${b.link.href}`);
    if (b.small) out.push(b.small);
    out.push('');
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e5e5e5;font-size:14px;line-height:20px;color:#222222;vertical-align:top;';

function htmlOf(ctx: MessageContext, subject: string, blocks: Block[]): string {
  const e = escapeHtml;
  const parts: string[] = [];
  for (const b of blocks) {
    if (b.title) parts.push(`<h2 style="margin:20px 0 8px;font-size:16px;line-height:22px;color:#222222;">${e(b.title)}</h2>`);
    if (b.paragraph) parts.push(`<p style="margin:0 0 12px;font-size:15px;line-height:22px;color:#222222;">${e(b.paragraph)}</p>`);
    if (b.lines) {
      // Two columns (what is bought, what it costs), so a phone's width holds the table.
      const rows = b.lines.lines.map((l) => {
        const assembly = l.assemblyPrice ? ` + ${ORDER_MESSAGE_TEXTS.assembly} ${formatPrice(l.assemblyPrice)}` : '';
        const each = `<br><span style="color:#666666;font-size:13px;">${l.quantity} × ${e(formatPrice(l.price))}${e(assembly)}</span>`;
        return `<tr><td style="${CELL}">${e(lineTitle(l))}${each}</td><td style="${CELL}text-align:right;white-space:nowrap;">${e(formatPrice(lineSum(l)))}</td></tr>`;
      });
      const totals = totalsRows(b.lines).map(([k, v]) => {
        const bold = k === ORDER_MESSAGE_TEXTS.total ? 'font-weight:bold;' : '';
        return `<tr><td style="${CELL}text-align:right;${bold}">${e(k)}</td><td style="${CELL}text-align:right;white-space:nowrap;${bold}">${e(v)}</td></tr>`;
      });
      parts.push(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 12px;">${rows.join('')}${totals.join('')}</table>`,
      );
    }
    if (b.rows) {
      const rows = b.rows.map(
        ([k, v]) =>
          `<tr><td style="${CELL}color:#666666;width:40%;">${e(k)}</td><td style="${CELL}">${e(v).replace(/\n/g, '<br>')}</td></tr>`,
      );
      parts.push(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 12px;">${rows.join('')}</table>`,
      );
    }
    if (b.link) {
      parts.push(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr><td style="background:#e30613;border-radius:4px;"><a href="${e(b.link.href)}" style="display:inline-block;padding:10px 20px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">${e(b.link.label)}</a></td></tr></table>`,
      );
    }
    if (b.small) parts.push(`<p style="margin:0 0 8px;font-size:12px;line-height:18px;color:#888888;">${e(b.small)}</p>`);
  }
  return `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4;"><tr><td align="center" style="padding:8px 0;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:16px;background:#222222;color:#ffffff;font-size:20px;font-weight:bold;"><a href="${e(ctx.publicUrl)}" style="color:#ffffff;text-decoration:none;">${e(ctx.storeName)}</a></td></tr>
<tr><td style="padding:16px;">${parts.join('\n')}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

function orderBlocks(f: OrderMessageFacts, ctx: MessageContext, desk: boolean): Block[] {
  const t = ORDER_MESSAGE_TEXTS;
  const blocks: Block[] = [{ title: t.linesTitle, lines: f }];
  blocks.push({ title: t.deliveryTitle, paragraph: deliveryLine(f) });
  const payment: Block = { title: t.paymentTitle, paragraph: paymentName(f.paymentMethodId) };
  blocks.push(payment);
  if (desk) {
    const buyer: [string, string][] = [
      [t.buyerName, f.customer],
      [t.phone, formatPhone(f.phone)],
    ];
    if (f.contactPhone) buyer.push([t.contactPhone, formatPhone(f.contactPhone)]);
    if (f.comment) buyer.push([t.comment, f.comment]);
    blocks.push({ title: t.buyerTitle, rows: buyer });
    if (f.legal) {
      blocks.push({
        title: t.legalTitle,
        rows: [
          [t.legalName, f.legal.name],
          [t.inn, f.legal.inn],
          [t.kpp, f.legal.kpp],
          [t.legalAddress, f.legal.address],
          [t.legalEmail, f.legal.email],
        ],
      });
    }
  }
  blocks.push({ link: { href: orderPageUrl(ctx.publicUrl, f.orderId), label: `${t.orderLink} №${f.orderId}` } });
  return blocks;
}

const footer = (ctx: MessageContext, transactional: boolean): Block[] => [
  { small: ORDER_MESSAGE_TEXTS.support(ctx.supportPhone, ctx.supportHours) },
  ...(transactional ? [{ small: ORDER_MESSAGE_TEXTS.transactional }] : []),
];

const mail = (ctx: MessageContext, subject: string, blocks: Block[]): RenderedMail => ({
  subject,
  text: textOf(blocks),
  html: htmlOf(ctx, subject, blocks),
});

/** The e-mail of a kind, rendered from the facts the outbox kept. */
export function renderOrderMail(kind: Exclude<OrderMessageKind, 'status-sms'>, f: OrderMessageFacts, ctx: MessageContext): RenderedMail {
  const t = ORDER_MESSAGE_TEXTS;
  const hello: Block = { paragraph: t.greeting(f.customer) };
  switch (kind) {
    case 'order-placed': {
      const lead: Block[] = [hello, { paragraph: t.placedLead(f.orderId) }];
      if (f.payOnline) {
        lead.push({ paragraph: `${t.payHow(storeDateTime(f.payOnline.until))} ${payInProfileText(PAYMENT_WINDOW_HOURS)}.` });
      } else lead.push({ paragraph: t.placedCall });
      return mail(ctx, t.placedSubject(f.orderId), [...lead, ...orderBlocks(f, ctx, false), ...footer(ctx, true)]);
    }
    case 'order-placed-desk':
      return mail(ctx, t.deskSubject(f.orderId, formatPrice(f.totalPrice)), [
        { paragraph: t.deskLead(f.orderId) },
        ...(f.payOnline ? [{ paragraph: `${t.toPay}: ${formatPrice(f.payOnline.amount)}, до ${storeDateTime(f.payOnline.until)}` }] : []),
        ...orderBlocks(f, ctx, true),
      ]);
    case 'order-paid':
      return mail(ctx, t.paidSubject(f.orderId), [
        hello,
        { paragraph: t.paidLead(f.orderId, formatPrice(f.paidAmount ?? f.payOnline?.amount ?? f.totalPrice)) },
        { paragraph: t.paidNext },
        ...orderBlocks(f, ctx, false),
        ...footer(ctx, true),
      ]);
    case 'status-changed': {
      const status = statusName(f.statusTo);
      const extra: Block[] = [];
      if ((f.statusTo === ORDER_STATUS.READY || f.statusTo === ORDER_STATUS.READY_ALT) && f.shop) {
        extra.push({ paragraph: t.readyLead(deliveryLine(f).replace(/^[^:]*: /, '')) });
      }
      if (f.statusTo === ORDER_STATUS.CANCELLED) extra.push({ paragraph: t.cancelledLead });
      return mail(ctx, t.statusSubject(f.orderId, status), [
        hello,
        { paragraph: t.statusLead(f.orderId, status) },
        ...extra,
        ...orderBlocks(f, ctx, false),
        ...footer(ctx, true),
      ]);
    }
    case 'payment-reminder': {
      const until = storeDateTime(f.payOnline?.until ?? paymentWindowEnd(f.createdAt));
      const blocks: Block[] = [
        hello,
        { paragraph: t.reminderLead(f.orderId, until) },
        ...orderBlocks(f, ctx, false),
        ...footer(ctx, false),
      ];
      if (ctx.unsubscribeUrl) blocks.push({ small: `${t.unsubscribe}: ${ctx.unsubscribeUrl}` });
      const rendered = mail(ctx, t.reminderSubject(f.orderId), blocks);
      // The HTML's unsubscribe is a link, not the bare address the text part shows.
      if (ctx.unsubscribeUrl) {
        const e = escapeHtml;
        const bare = `${e(t.unsubscribe)}: ${e(ctx.unsubscribeUrl)}`;
        rendered.html = rendered.html.replace(bare, `<a href="${e(ctx.unsubscribeUrl)}" style="color:#888888;">${e(t.unsubscribe)}</a>`);
      }
      return rendered;
    }
  }
}

/** The SMS of a status change (ready for pick-up, cancelled), short: the number, where or whom to call, the link. */
export function renderStatusSms(f: OrderMessageFacts, ctx: MessageContext): string {
  const link = orderPageUrl(ctx.publicUrl, f.orderId);
  if (f.statusTo === ORDER_STATUS.CANCELLED) return ORDER_MESSAGE_TEXTS.smsCancelled(f.orderId, ctx.supportPhone, link);
  const where = f.shop ? `${f.shop.title}, ${f.shop.address}` : ctx.storeName;
  return ORDER_MESSAGE_TEXTS.smsReady(f.orderId, where, link);
}
