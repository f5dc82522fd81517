import { MESSAGES, PAYMENT_METHOD } from '@store/domain';
import { createTestContext, resetRateCounters, signIn, type SignedInUser, type TestContext } from './helpers';
import { orderBody, stockedProduct } from './helpers/order-fixtures';

/**
 * Issue 24 item 7: the legal details of an order and of a profile (SPEC §5 legal entity) are one
 * rule of @store/domain, so the order and `/api/user/legal` refuse the same values with the same
 * message, and take the same values.
 */
let ctx: TestContext;
let me: SignedInUser;
let productId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await signIn(ctx, '79996100001');
  productId = (await stockedProduct(ctx, 1000, 50000, 100)).id;
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetRateCounters(ctx));

const legal = {
  inn: '3801234567',
  kpp: '380101001',
  legalName: 'ООО «Ромашка»',
  legalAddress: 'Иркутск, ул. Ленина, 1',
  legalEmail: 'buh@romashka.ru',
};

/** The message of the field each route answers for these legal details, or 'ok'. */
async function answers(change: Partial<typeof legal>): Promise<{ profile: string; order: string }> {
  const details = { ...legal, ...change };
  const profile = await ctx.app.inject({ method: 'PUT', url: `/api/user/legal/${me.id}`, headers: me.headers, payload: details });
  // A signed-in buyer orders with the account's phone: no code needed, the legal details decide.
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/order/one-click',
    headers: me.headers,
    payload: orderBody(me.phone, productId, { ...details, isLegal: true, userId: me.id, paymentMethod: PAYMENT_METHOD.BANK_INVOICE }),
  });
  const read = (res: { statusCode: number; json: () => { message: string } }) => (res.statusCode === 200 ? 'ok' : res.json().message);
  return { profile: read(profile), order: read(order) };
}

describe('one rule for the legal details of an order and of a profile', () => {
  it.each([
    ['letters for an INN', MESSAGES.inn, { inn: 'abcdefghij' }],
    ['an INN of 9 digits', MESSAGES.inn, { inn: '380123456' }],
    ['an INN with a wrong control digit', MESSAGES.inn, { inn: '3801234568' }],
    ['an INN with a space inside', MESSAGES.inn, { inn: '38012 4567' }],
    ['an empty INN', MESSAGES.required, { inn: '' }],
    ['letters for a KPP', MESSAGES.kpp, { kpp: 'abcdefghi' }],
    ['a KPP of 8 characters', MESSAGES.kpp, { kpp: '38010100' }],
    ['a KPP with letters outside the reason code', MESSAGES.kpp, { kpp: '38A101001' }],
    ['an empty KPP', MESSAGES.required, { kpp: ' ' }],
    ['no legal name', MESSAGES.required, { legalName: '' }],
    ['no legal address', MESSAGES.required, { legalAddress: '' }],
    ['a legal e-mail without a domain', MESSAGES.email, { legalEmail: 'buh@romashka' }],
  ])('%s: both refuse it with «%s»', async (_case, message, change) => {
    expect(await answers(change)).toEqual({ profile: message, order: message });
  });

  it.each([
    ['a valid INN and KPP', {}],
    ['a KPP whose reason code has letters, typed in lower case', { kpp: '3801ab001' }],
    ['the INN of a real company (Сбербанк)', { inn: '7707083893', kpp: '773601001' }],
  ])('%s: both take it', async (_case, change) => {
    expect(await answers(change)).toEqual({ profile: 'ok', order: 'ok' });
  });

  it('both keep the KPP with the letters of its reason code in capitals', async () => {
    expect(await answers({ kpp: '3801ab001' })).toEqual({ profile: 'ok', order: 'ok' });
    const [user] = await ctx.db.query<{ legal_kpp: string }>('SELECT legal_kpp FROM users WHERE id = $1', [me.id]);
    const [order] = await ctx.db.query<{ kpp: string }>('SELECT kpp FROM orders WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [me.id]);
    expect({ profile: user!.legal_kpp, order: order!.kpp }).toEqual({ profile: '3801AB001', order: '3801AB001' });
  });
});
