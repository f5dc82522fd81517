import {
  DELIVERY,
  DELIVERY_NAMES,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  PAYMENT_METHOD_NAMES,
  isOrderClosed,
  orderStatusFor1C,
} from '@store/domain';
import type { DeliveryId, PaymentMethodId } from '@store/domain';
import type { ExchangeSessionRow } from '../../repositories/exchange';
import type { OrderLineRow, OrderRequisitesRow, OrderRow } from '../../repositories/orders';
import type { ServiceContext } from '../context';

/**
 * The sale exchange's orders out: `query` writes the orders 1C has not confirmed as a CommerceML
 * orders document (the figures as stored with the order) and remembers which revision of each it
 * sent; `success` marks exactly those revisions as sent (an order changed in between goes again).
 */

/** Orders one query sends at most; 1C asks again in its next exchange for the rest. */
export const QUERY_LIMIT = 500;

const escape = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const el = (name: string, value: unknown) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escape(value)}</${name}>`;
const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
const requisite = (name: string, value: unknown) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<ЗначениеРеквизита><Наименование>${escape(name)}</Наименование><Значение>${escape(value)}</Значение></ЗначениеРеквизита>`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const time = (date: Date) => date.toISOString().slice(11, 19);
const PIECE = '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>';

/** An order as 1C's document needs it: its row but the stock and delivery details, with its requisites and its exchange state. */
type OrderOut = Omit<
  OrderRow,
  'city_id' | 'stock_code' | 'shop_id' | 'prepayment' | 'confirmed' | 'legal_address_coincides' | 'courier_period_days'
> &
  OrderRequisitesRow & { exchange_revision: number; payment_id: string | null };

/** An order's line as 1C's document names it: the line and the external ids of its product and marked-down item. */
type LineOut = Omit<OrderLineRow, 'id' | 'product_status' | 'shop_id'> & { external_id: string | null; defect_external_id: string | null };

const goods = (id: string, name: string, sku: string | null, price: number, quantity: number, service: boolean) =>
  `<Товар>${el('Ид', id)}${el('Артикул', sku)}${el('Наименование', name)}${PIECE}${el('ЦенаЗаЕдиницу', money(price))}${el('Количество', quantity)}${el(
    'Сумма',
    money(price * quantity),
  )}<ЗначенияРеквизитов>${requisite('ВидНоменклатуры', service ? 'Услуга' : 'Товар')}${requisite('ТипНоменклатуры', service ? 'Услуга' : 'Товар')}</ЗначенияРеквизитов></Товар>`;

function counterparty(order: OrderOut): string {
  const contacts = `<Контакты>${order.phone ? `<Контакт><Тип>Телефон рабочий</Тип><Значение>${escape(`+${order.phone}`)}</Значение></Контакт>` : ''}${
    order.email || order.legal_email
      ? `<Контакт><Тип>Почта</Тип><Значение>${escape(order.email ?? order.legal_email)}</Значение></Контакт>`
      : ''
  }</Контакты>`;
  const id = order.user_id !== null ? `user-${order.user_id}` : `phone-${order.phone}`;
  if (order.is_legal) {
    return `<Контрагент>${el('Ид', `${id}#${order.inn ?? ''}`)}${el('Наименование', order.legal_name ?? order.customer)}${el(
      'ОфициальноеНаименование',
      order.legal_name ?? order.customer,
    )}<ЮридическийАдрес>${el('Представление', order.legal_address)}</ЮридическийАдрес>${el('ИНН', order.inn)}${el('КПП', order.kpp)}${el(
      'Роль',
      'Покупатель',
    )}${contacts}<Представители><Представитель><Контрагент>${el('Отношение', 'Контактное лицо')}${el('Наименование', order.customer)}</Контрагент></Представитель></Представители></Контрагент>`;
  }
  return `<Контрагент>${el('Ид', id)}${el('Наименование', order.customer)}${el('ПолноеНаименование', order.customer)}${el('Роль', 'Покупатель')}${contacts}</Контрагент>`;
}

function documentOf(order: OrderOut, lines: LineOut[], siteUrl: string): string {
  const goodsXml = lines
    .map((line) => {
      const productId = line.external_id ?? `site-${line.product_id}`;
      // A marked-down item: the product's Ид and the characteristic 1C sent it under (or its serial number).
      const id = line.defect_serial_number ? (line.defect_external_id ?? `${productId}#${line.defect_serial_number}`) : productId;
      const own = goods(id, line.product_name, line.sku, line.price, line.quantity, false);
      const assembly = line.assembly_price
        ? goods('ORDER_ASSEMBLY', `Сборка: ${line.product_name}`, null, line.assembly_price, line.quantity, true)
        : '';
      return own + assembly;
    })
    .join('');
  const delivery = Number(order.delivery_price) > 0 ? goods('ORDER_DELIVERY', 'Доставка заказа', null, order.delivery_price, 1, true) : '';
  const deliveryId = order.delivery_id as DeliveryId;
  const address =
    deliveryId === DELIVERY.POINT
      ? [order.shop_title, order.shop_address].filter(Boolean).join(', ')
      : deliveryId === DELIVERY.COURIER_COMPANY && order.point_address
        ? order.point_address
        : [
            order.address_city ?? order.city_name,
            order.street,
            order.house && `д. ${order.house}`,
            order.apartment && `кв. ${order.apartment}`,
          ]
            .filter(Boolean)
            .join(', ');
  const paid = order.payment_status === 'obtained' || order.payment_status === 'stuck';
  const requisites = [
    requisite('Метод оплаты', PAYMENT_METHOD_NAMES[order.payment_method_id as PaymentMethodId] ?? order.payment_method_id),
    requisite('Метод оплаты ИД', order.payment_method_id),
    requisite('Заказ оплачен', paid ? 'true' : 'false'),
    paid && order.paid_at ? requisite('Дата оплаты', order.paid_at.toISOString()) : '',
    paid && order.payment_id ? requisite('Номер платежного документа', order.payment_id) : '',
    requisite('Метод доставки', DELIVERY_NAMES[deliveryId] ?? order.delivery_id),
    requisite('Метод доставки ИД', order.delivery_id),
    requisite(deliveryId === DELIVERY.POINT ? 'Магазин самовывоза' : 'Адрес доставки', address),
    requisite('Город', order.city_name),
    requisite('Отменен', order.status_id === ORDER_STATUS.CANCELLED ? 'true' : 'false'),
    requisite('Финальный статус', isOrderClosed(order.status_id) ? 'true' : 'false'),
    requisite('Статус заказа', orderStatusFor1C(order.status_id)),
    requisite('Статуса заказа ИД', order.status_id),
    requisite('Сайт', siteUrl),
  ].join('');
  const created = new Date(order.created_at);
  return `<Документ>${el('Ид', order.id)}${el('Номер', order.id)}${el('Дата', day(created))}${el('Время', time(created))}${el('ХозОперация', 'Заказ товара')}${el(
    'Роль',
    'Продавец',
  )}${el('Валюта', 'RUB')}${el('Курс', 1)}${el('Сумма', money(order.total_price))}${el('Комментарий', order.comment)}<Контрагенты>${counterparty(
    order,
  )}</Контрагенты><Товары>${goodsXml}${delivery}</Товары><ЗначенияРеквизитов>${requisites}</ЗначенияРеквизитов></Документ>`;
}

const wrap = (body: string, at: Date) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10" ДатаФормирования="${at.toISOString().slice(0, 19)}">${body}</КоммерческаяИнформация>\n`;

type Ctx = Pick<ServiceContext, 'db' | 'settings'>;

/** `query`: the orders not yet confirmed (sent revision behind), their revisions remembered for `success`. */
export async function queryOrders(ctx: Ctx, session: ExchangeSessionRow): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const orders = await tx.query<OrderOut>(
      `SELECT o.*, c.name AS city_name, sh.title AS shop_title, sh.address AS shop_address,
              COALESCE(o.courier_point_address, cp.address_full) AS point_address,
              (SELECT p.id FROM payments p WHERE p.order_id = o.id AND p.status = 'obtained' ORDER BY p.paid_at DESC NULLS LAST LIMIT 1) AS payment_id
         FROM orders o JOIN cities c ON c.id = o.city_id LEFT JOIN shops sh ON sh.id = o.shop_id
         LEFT JOIN courier_company_points cp ON cp.code = o.courier_point_code
        WHERE o.exchange_sent_revision < o.exchange_revision AND o.status_id <> $1
        ORDER BY o.id LIMIT ${QUERY_LIMIT}`,
      [ORDER_STATUS.TEMP],
    );
    const ids = orders.map((o) => o.id);
    const lines =
      ids.length === 0
        ? []
        : await tx.query<LineOut>(
            `SELECT op.order_id, op.product_id, op.sku, op.product_name, op.quantity, op.price, op.assembly_price, op.defect_serial_number,
                    p.external_id, d.external_id AS defect_external_id
               FROM order_products op JOIN products p ON p.id = op.product_id
               LEFT JOIN product_defects d ON d.serial_number = op.defect_serial_number
              WHERE op.order_id = ANY($1::bigint[]) ORDER BY op.order_id, op.id`,
            [ids],
          );
    await tx.query('DELETE FROM exchange_order_queries WHERE session_id = $1', [session.id]);
    if (ids.length > 0) {
      await tx.query(
        'INSERT INTO exchange_order_queries (session_id, order_id, revision) SELECT $1, o, r FROM unnest($2::bigint[], $3::int[]) u (o, r)',
        [session.id, ids, orders.map((o) => o.exchange_revision)],
      );
    }
    const body = orders
      .map((o) =>
        documentOf(
          o,
          lines.filter((l) => l.order_id === o.id),
          ctx.settings.publicUrl,
        ),
      )
      .join('');
    return wrap(body, ctx.settings.now());
  });
}

/** `success`: the orders of the session's last query count as sent, at the revision that query sent. */
export async function confirmOrders(ctx: Ctx, session: ExchangeSessionRow): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `UPDATE orders o SET exchange_sent_revision = q.revision FROM exchange_order_queries q
        WHERE q.session_id = $1 AND q.order_id = o.id AND o.exchange_sent_revision < q.revision RETURNING o.id`,
      [session.id],
    );
    await tx.query('DELETE FROM exchange_order_queries WHERE session_id = $1', [session.id]);
    return rows.length;
  });
}

/** `info`: the store's statuses, payment methods and deliveries, for 1C's mapping. */
export function exchangeInfo(): string {
  const items = (tag: string, entries: [string | number, string][]) =>
    `<${tag}>${entries.map(([id, name]) => `<Элемент>${el('Ид', id)}${el('Название', name)}</Элемент>`).join('')}</${tag}>`;
  return wrap(
    `<Справочник>${items('Статусы', Object.entries(ORDER_STATUS_NAMES))}${items('ПлатежныеСистемы', Object.entries(PAYMENT_METHOD_NAMES))}${items(
      'СлужбыДоставки',
      Object.entries(DELIVERY_NAMES),
    )}</Справочник>`,
    new Date(),
  );
}
