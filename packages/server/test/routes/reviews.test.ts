import { MESSAGES } from '@store/domain';
import { createTestContext, signIn, type SignedInUser, type TestContext } from '../helpers';

interface ReviewDto {
  id: number;
  productId: number;
  userId: number;
  authorName: string;
  score: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  createdAt: string;
}
interface Answer {
  review?: ReviewDto;
  message?: string;
  allowed?: boolean;
  reason?: string | null;
  items?: ReviewDto[];
  average?: number | null;
  count?: number;
}

let ctx: TestContext;
let anna: SignedInUser;
let boris: SignedInUser;
let clara: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext();
  anna = await signIn(ctx, '79990003001', { firstName: 'Анна', lastName: 'Петрова' });
  boris = await signIn(ctx, '79990003002', { firstName: 'Борис' });
  clara = await signIn(ctx, '79990003003', { firstName: 'Клара' });
});
afterAll(async () => ctx?.close());

const evaluate = async (productId: number, body: Record<string, unknown>, who: SignedInUser | null = anna) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/product/evaluate/${productId}`,
    headers: who?.headers ?? {},
    payload: { userId: who?.id ?? anna.id, ...body },
  });
  return { status: res.statusCode, body: res.json() as Answer };
};
const permission = async (productId: number, who: SignedInUser | null) => {
  const res = await ctx.app.inject({ url: `/api/product/${productId}/evaluate/permission`, headers: who?.headers ?? {} });
  return { status: res.statusCode, body: res.json() as Answer };
};
const reviews = async (productId: number, query = '') => {
  const res = await ctx.app.inject({ url: `/api/product/${productId}/reviews${query}` });
  return { status: res.statusCode, body: res.json() as Answer, headers: res.headers };
};

describe('product rating (SPEC §3 Review, §5 rating score, §6 permission, §7 evaluate)', () => {
  it('permission: a signed-in user may rate a product once; an anonymous visitor is told to sign in', async () => {
    expect((await permission(10, null)).body).toEqual({ allowed: false, reason: 'Войдите, чтобы оценить товар' });
    expect((await permission(10, boris)).body).toEqual({ allowed: true, reason: null });
    expect((await evaluate(10, { score: 4 }, boris)).status).toBe(201);
    expect((await permission(10, boris)).body).toEqual({ allowed: false, reason: 'Вы уже оценили этот товар' });
    expect((await permission(10, clara)).body.allowed).toBe(true);
  });

  it('stores a review and lists the product reviews newest first with the average and the count', async () => {
    const first = await evaluate(20, { score: 4.5, advantages: ' Тихий ', disadvantages: 'Тяжёлый', comment: 'Доволен\r\nпокупкой' }, anna);
    expect(first.status).toBe(201);
    expect(first.body.review).toMatchObject({
      productId: 20,
      userId: anna.id,
      authorName: 'Анна',
      score: 4.5,
      advantages: 'Тихий',
      disadvantages: 'Тяжёлый',
      comment: 'Доволен\nпокупкой',
    });
    await evaluate(20, { score: '3' }, boris);
    const { status, body } = await reviews(20);
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    expect(body.average).toBe(3.8);
    expect(body.items!.map((r) => r.authorName)).toEqual(['Борис', 'Анна']);
    expect(body.items![0]).toMatchObject({ score: 3, advantages: '', disadvantages: '', comment: '' });
    const paged = await reviews(20, '?limit=1&page=2');
    expect(paged.body.items!.map((r) => r.authorName)).toEqual(['Анна']);
    expect(paged.body.count).toBe(2);
  });

  it('a product without reviews has no average', async () => {
    expect((await reviews(30)).body).toEqual({ items: [], average: null, count: 0, currentPage: 1 });
  });

  it('HTML in a review is kept as inert text: stored as typed and answered as a JSON string', async () => {
    const attack = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const created = await evaluate(40, { score: 1, comment: attack, advantages: '<b>жирный</b> & «кавычки»' }, anna);
    expect(created.body.review!.comment).toBe(attack);
    const { body, headers } = await reviews(40);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(body.items![0]!.comment).toBe(attack);
    expect(body.items![0]!.advantages).toBe('<b>жирный</b> & «кавычки»');
    const [row] = await ctx.db.query<{ comment: string }>('SELECT comment FROM reviews WHERE product_id = 40');
    expect(row!.comment).toBe(attack);
  });

  it('rating twice → 409 «Вы уже оценили этот товар», the first review stays', async () => {
    await evaluate(50, { score: 5, comment: 'Первый' }, anna);
    const again = await evaluate(50, { score: 1, comment: 'Второй' }, anna);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Вы уже оценили этот товар');
    expect((await reviews(50)).body.items!.map((r) => r.comment)).toEqual(['Первый']);
  });

  it.each([[undefined], [null], [0], [5.5], [4.25], ['abc'], [''], [true]])(
    'score %p → 400 «Необходимо поставить оценку.»',
    async (score) => {
      const { status, body } = await evaluate(60, { score, comment: 'ok' }, clara);
      expect(status).toBe(400);
      expect(body.message).toBe(`Некорректный запрос: поле «score»: ${MESSAGES.ratingRequired}`);
    },
  );

  it('accepts every half star from 0.5 to 5', async () => {
    for (const [i, score] of [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].entries()) {
      const user = await signIn(ctx, `7999000310${i}`);
      expect((await evaluate(70, { score }, user)).status).toBe(201);
    }
    expect((await reviews(70)).body).toMatchObject({ count: 10, average: 2.8 });
  });

  it('texts over their limits → 400 with the field and the limit', async () => {
    const cases = [
      ['advantages', 1001, 'Достоинства: не больше 1000 символов'],
      ['disadvantages', 1001, 'Недостатки: не больше 1000 символов'],
      ['comment', 2001, 'Комментарий: не больше 2000 символов'],
    ] as const;
    for (const [field, length, message] of cases) {
      const { status, body } = await evaluate(80, { score: 3, [field]: 'я'.repeat(length) }, clara);
      expect(status).toBe(400);
      expect(body.message).toContain(message);
    }
    expect((await evaluate(80, { score: 3, comment: 'я'.repeat(2000) }, clara)).status).toBe(201);
  });

  it('a control character in a text is the one text rule’s 400 naming the field (not silently dropped); tabs and line ends stay', async () => {
    for (const [field, value] of [
      ['comment', 'Хорошо\u0000'],
      ['advantages', 'Тихий\u0007'],
      ['disadvantages', 'Тяжёлый\u001b[31m'],
    ] as const) {
      const { status, body } = await evaluate(95, { score: 4, [field]: value }, clara);
      expect(status).toBe(400);
      expect(body.message).toBe(`Некорректный запрос: поле «${field}»: недопустимые управляющие символы`);
    }
    expect((await reviews(95)).body.count).toBe(0);
    const kept = await evaluate(95, { score: 4, comment: 'Плюсы:\n\t— тихий\r\nМинусы: нет' }, clara);
    expect(kept.body.review!.comment).toBe('Плюсы:\n\t— тихий\nМинусы: нет');
  });

  it('no token → 401; a token of another user → 403; nothing stored', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/evaluate/90',
      payload: { userId: anna.id, score: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((anonymous.json() as Answer).message).toBe('Требуется авторизация');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/evaluate/90',
      headers: boris.headers,
      payload: { userId: anna.id, score: 1 },
    });
    expect(forged.statusCode).toBe(403);
    expect((forged.json() as Answer).message).toBe('Нет доступа к данным другого пользователя');
    expect((await reviews(90)).body.count).toBe(0);
  });

  it('an unknown product → 404 «Товар не найден» on every call', async () => {
    expect((await evaluate(9_999_999, { score: 5 })).body).toMatchObject({ statusCode: 404, message: 'Товар не найден' });
    expect((await permission(9_999_999, anna)).status).toBe(404);
    expect((await reviews(9_999_999)).status).toBe(404);
    expect((await reviews(0)).status).toBe(400);
  });
});
