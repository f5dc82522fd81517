import { DEFAULT_CITY, ORDER_STATUS, PAYMENT_METHOD } from '@store/domain';
import { createTestContext, signIn, type SignedInUser, type TestContext } from '../helpers';
import { ExchangeClient, documentsXml, exchangeSettings, importXml, offersXml } from '../helpers/commerceml';
import { orderBody } from '../helpers/order-fixtures';

/**
 * Orders out and statuses back (issue 38 step 4): query sends the orders not yet confirmed,
 * success marks exactly those, 1C's documents change status, payment and numbers, and the
 * shopper's order page shows it.
 */
let ctx: TestContext;
let user: SignedInUser;
let orderId: number;
let seededOrderId: number;
let defectOrderId: number;
let productId: number;

beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { exchange: { ...exchangeSettings } as never, catalogueCacheMs: 0 } });
  const catalogue = new ExchangeClient(ctx.app);
  const results = await catalogue.session({
    'import.xml': importXml({
      groups: [{ id: 'g-sale', name: 'Продажи' }],
      products: [{ id: 'sale-1', name: 'Кофемашина Продажная', sku: 'KM-1', groups: ['g-sale'] }],
    }),
    'offers.xml': offersXml({
      priceTypes: [{ id: 'pt', name: 'Розничная' }],
      offers: [
        { id: 'sale-1', prices: [{ type: 'pt', value: 12_990 }], quantity: 5 },
        {
          id: 'sale-1#ch-7',
          prices: [{ type: 'pt', value: 9990 }],
          quantity: 1,
          characteristics: { 'Серийный номер': 'SALE-SN-7', Уценка: 'Вмятина' },
        },
      ],
    }),
  });
  expect(Object.values(results).map((r) => r.lines[0])).toEqual(['success', 'success']);
  [{ id: productId }] = (await ctx.db.query<{ id: number }>("SELECT id FROM products WHERE external_id = 'sale-1'")) as [{ id: number }];
  user = await signIn(ctx, '79991234567', { firstName: 'Анна', lastName: 'Покупатель' });
  const place = async (body: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/order/one-click', payload: body, headers: user.headers });
    if (res.statusCode !== 200) throw new Error(res.body);
    return (res.json() as { orderId: number }).orderId;
  };
  orderId = await place(
    orderBody(user.phone, productId, {
      customer: 'Покупатель Анна',
      comment: 'Позвонить за час',
    }),
  );
  defectOrderId = await place(
    orderBody(user.phone, productId, { productData: [{ id: productId, quantity: 1, defectSerialNumber: 'SALE-SN-7' }] }),
  );
  const [seeded] = await ctx.db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1 JOIN stock s ON s.product_id = p.id AND s.shop_id = $2 AND s.quantity > 0
      WHERE p.external_id IS NULL AND p.status = 'inStock' ORDER BY p.id LIMIT 1`,
    [DEFAULT_CITY.code, DEFAULT_CITY.shopId],
  );
  seededOrderId = await place(orderBody(user.phone, seeded!.id, { paymentMethod: PAYMENT_METHOD.ON_RECEIPT }));
});
afterAll(async () => ctx?.close());

const documentOf = (xml: string, id: number) => {
  const match = new RegExp(`<Документ><Ид>${id}</Ид>.*?</Документ>`).exec(xml);
  return match?.[0] ?? '';
};

describe('query and success', () => {
  let sale: ExchangeClient;
  beforeAll(async () => {
    sale = new ExchangeClient(ctx.app, 'sale');
    expect((await sale.checkauth()).lines[0]).toBe('success');
    const init = await sale.get('init', { version: '2.10' });
    expect(init.lines).toEqual(['zip=yes', 'file_limit=1000000', expect.stringMatching(/^sessid=/), 'version=2.10']);
  });

  it('sends the orders not yet confirmed as a CommerceML orders document, with the figures as stored', async () => {
    const answer = await sale.get('query');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"/);
    const [order] = await ctx.db.query<{ total_price: number; delivery_price: number }>(
      'SELECT total_price, delivery_price FROM orders WHERE id = $1',
      [orderId],
    );
    const doc = documentOf(answer.body, orderId);
    expect(doc).toContain(`<Номер>${orderId}</Номер>`);
    expect(doc).toContain('<ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><Валюта>RUB</Валюта>');
    expect(doc).toContain(`<Сумма>${order!.total_price.toFixed(2)}</Сумма>`);
    expect(doc).toContain('<Комментарий>Позвонить за час</Комментарий>');
    expect(doc).toContain('<Наименование>Покупатель Анна</Наименование>');
    expect(doc).toContain('<Значение>+79991234567</Значение>');
    expect(doc).toContain('<Ид>sale-1</Ид><Артикул>KM-1</Артикул>');
    expect(doc).toContain('<ЦенаЗаЕдиницу>12990.00</ЦенаЗаЕдиницу><Количество>1</Количество><Сумма>12990.00</Сумма>');
    // The marked-down item goes as the offer 1C sent it under.
    expect(documentOf(answer.body, defectOrderId)).toContain('<Ид>sale-1#ch-7</Ид>');
    expect(documentOf(answer.body, defectOrderId)).toContain('<ЦенаЗаЕдиницу>9990.00</ЦенаЗаЕдиницу>');
    expect(doc).toContain('<Наименование>Метод оплаты</Наименование><Значение>Оплата при получении</Значение>');
    expect(doc).toContain('<Наименование>Заказ оплачен</Наименование><Значение>false</Значение>');
    expect(doc).toContain('<Наименование>Метод доставки</Наименование><Значение>Самовывоз из магазина</Значение>');
    expect(doc).toContain('<Наименование>Магазин самовывоза</Наименование><Значение>ТехноСибирь на Ленина');
    expect(doc).toContain('<Наименование>Статус заказа</Наименование><Значение>[');
    expect(doc).toContain('<Наименование>Отменен</Наименование><Значение>false</Значение>');
    // A product of the seed (not from 1C) goes under the store's own id.
    expect(documentOf(answer.body, seededOrderId)).toMatch(/<Ид>site-\d+<\/Ид>/);
  });

  it('sends a legal entity as a counterparty with ИНН and КПП', async () => {
    await ctx.db.query(
      `UPDATE orders SET is_legal = true, legal_name = 'ООО «Ромашка»', inn = '3801234567', kpp = '380101001', legal_address = 'Иркутск, ул. Ленина, 1' WHERE id = $1`,
      [seededOrderId],
    );
    const doc = documentOf((await sale.get('query')).body, seededOrderId);
    expect(doc).toContain('<ОфициальноеНаименование>ООО «Ромашка»</ОфициальноеНаименование>');
    expect(doc).toContain('<ИНН>3801234567</ИНН><КПП>380101001</КПП>');
  });

  it('success marks exactly the orders of the last query; an order changed since goes again', async () => {
    await sale.get('query');
    await ctx.db.query("UPDATE orders SET comment = 'Изменено после выгрузки' WHERE id = $1", [seededOrderId]);
    expect((await sale.get('success')).lines[0]).toBe('success');
    const next = (await sale.get('query')).body;
    expect(documentOf(next, orderId)).toBe('');
    expect(documentOf(next, seededOrderId)).toContain('Изменено после выгрузки');
    await sale.get('success');
    expect((await sale.get('query')).body).not.toContain('<Документ>');
  });
});

describe("1C's documents back", () => {
  const back = async (xml: string) => {
    const client = new ExchangeClient(ctx.app, 'sale');
    await client.checkauth();
    await client.get('init', { version: '2.10' });
    await client.upload('documents___1.xml', xml);
    const answers = await client.importUntilDone('documents___1.xml');
    return { client, answer: answers[answers.length - 1]! };
  };
  const orderPage = async () =>
    (await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: user.headers })).json() as Record<string, unknown>;

  it('sets the status by the default table, paid, 1C’s number and date; the shopper’s page shows it; it does not go back to 1C', async () => {
    const { client, answer } = await back(
      documentsXml([
        {
          id: String(orderId),
          number: 'УТ-00017',
          requisites: { 'Статус заказа': 'Отгружен', Оплачен: 'true', 'Номер по 1С': 'УТ-00017', 'Дата по 1С': '2026-11-22T12:00:00' },
        },
      ]),
    );
    expect(answer.lines).toEqual(['success', 'заказов обновлено: 1']);
    const [row] = await ctx.db.query<{ status_id: number; payment_status: string; exchange_number: string; exchange_date: Date }>(
      'SELECT status_id, payment_status, exchange_number, exchange_date FROM orders WHERE id = $1',
      [orderId],
    );
    expect(row).toMatchObject({ status_id: ORDER_STATUS.ON_THE_WAY, payment_status: 'obtained', exchange_number: 'УТ-00017' });
    expect(new Date(row!.exchange_date).toISOString()).toBe(new Date('2026-11-22T12:00:00').toISOString());
    const page = await orderPage();
    expect(page).toMatchObject({ statusId: ORDER_STATUS.ON_THE_WAY, statusName: 'В пути', paymentLabel: 'Оплачен' });
    const history = (await ctx.app.inject({ url: '/api/orders?page=1', headers: user.headers })).json() as {
      items: { id: number; statusName: string }[];
    };
    expect(history.items.find((i) => i.id === orderId)?.statusName).toBe('В пути');
    expect((await client.get('query')).body).not.toContain(`<Ид>${orderId}</Ид>`);
  });

  it('uses the operator’s status table before the default', async () => {
    await ctx.db.query(`INSERT INTO exchange_status_map (status, status_id) VALUES ('собран на складе', $1)`, [ORDER_STATUS.READY]);
    const { answer } = await back(documentsXml([{ id: String(orderId), requisites: { 'Статус заказа': 'Собран на складе' } }]));
    expect(answer.lines[0]).toBe('success');
    expect(await orderPage()).toMatchObject({ statusId: ORDER_STATUS.READY });
  });

  it('tells the shopper of 1C’s changes as of any: «готов к выдаче» and «отменён» by SMS, each status once, written with the change', async () => {
    const messages = async (id: number) =>
      ctx.db.query<{ kind: string; channel: string; status_to: number }>(
        "SELECT kind, channel, (facts->>'statusTo')::int AS status_to FROM outbox_messages WHERE order_id = $1 AND kind LIKE 'status%' ORDER BY id",
        [id],
      );
    // The status the previous test set came from 1C: its SMS is waiting for the shopper.
    expect(await messages(orderId)).toContainEqual({ kind: 'status-sms', channel: 'sms', status_to: ORDER_STATUS.READY });
    const before = (await messages(orderId)).length;
    // The same status sent again is no change: no second message.
    await back(documentsXml([{ id: String(orderId), requisites: { 'Статус заказа': 'Собран на складе' } }]));
    expect(await messages(orderId)).toHaveLength(before);
    await back(documentsXml([{ id: String(defectOrderId), deleted: true }]));
    expect(await messages(defectOrderId)).toContainEqual({ kind: 'status-sms', channel: 'sms', status_to: ORDER_STATUS.CANCELLED });
  });

  it('cancels an order 1C marked for deletion', async () => {
    const { answer } = await back(documentsXml([{ id: String(seededOrderId), deleted: true }]));
    expect(answer.lines[0]).toBe('success');
    const [row] = await ctx.db.query<{ status_id: number }>('SELECT status_id FROM orders WHERE id = $1', [seededOrderId]);
    expect(row!.status_id).toBe(ORDER_STATUS.CANCELLED);
  });

  it('reports an unknown order and an unknown status and changes nothing of them', async () => {
    const before = await ctx.db.query('SELECT id, status_id, payment_status, exchange_number FROM orders ORDER BY id');
    const { answer } = await back(
      documentsXml([
        { id: '999999', requisites: { 'Статус заказа': 'Отгружен' } },
        { id: String(orderId), requisites: { 'Статус заказа': 'Непонятный статус', 'Номер по 1С': 'УТ-99999' } },
      ]),
    );
    expect(answer.lines[0]).toBe('success');
    expect(answer.body).toContain('заказы, которых нет на сайте (не изменены) (1): 999999');
    expect(answer.body).toContain(`статусы заказов без сопоставления (заказ не изменён) (1): Непонятный статус (заказ ${orderId})`);
    expect(await ctx.db.query('SELECT id, status_id, payment_status, exchange_number FROM orders ORDER BY id')).toEqual(before);
  });

  it('imports the documents inside mode=file in the old protocol (init without a version)', async () => {
    const client = new ExchangeClient(ctx.app, 'sale');
    await client.checkauth();
    await client.get('init');
    const [answer] = await client.upload(
      'orders.xml',
      documentsXml([{ id: String(orderId), requisites: { 'Статус заказа': 'Выполнен' } }]),
    );
    expect(answer!.lines[0]).toBe('success');
    expect(await orderPage()).toMatchObject({ statusId: ORDER_STATUS.DONE });
  });

  it('answers info with the store’s statuses, payment methods and deliveries', async () => {
    const client = new ExchangeClient(ctx.app, 'sale');
    await client.checkauth();
    const info = await client.get('info');
    expect(info.body).toContain('<Статусы><Элемент><Ид>1</Ид><Название>Новый</Название></Элемент>');
    expect(info.body).toContain('<ПлатежныеСистемы>');
  });
});
