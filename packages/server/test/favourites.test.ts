import { DEFAULT_CITY } from '@store/domain';
import { collectionClient } from './collection-client';
import { createTestContext, signIn, type SignedInUser, type TestContext } from './helpers';

interface FavouriteDto {
  productId: number;
  defectSerialNumber: string | null;
  title: string;
  sku: string;
  image: string | null;
  price: number | null;
  available: boolean;
  defectReason: string | null;
}
interface FavouritesDto {
  items: FavouriteDto[];
  message?: string;
}

let ctx: TestContext;
let user: SignedInUser;
let other: SignedInUser;
let defect: { product_id: number; serial_number: string; reason: string };

beforeAll(async () => {
  ctx = await createTestContext();
  user = await signIn(ctx, '79990002001');
  other = await signIn(ctx, '79990002002');
  defect = (
    await ctx.db.query<typeof defect>(
      'SELECT product_id, serial_number, reason FROM product_defects WHERE stock_code = 353 AND quantity > 0 ORDER BY serial_number LIMIT 1',
    )
  )[0]!;
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM favourites');
});

const { addMany, list, remove } = collectionClient<FavouritesDto>('/api/favorites', () => ({ ctx, user }));

describe('server favourites (SPEC §3 Favourite item, §4 Sign-in, §7)', () => {
  it('add-many stores the items and GET answers them newest first with product cards for the city', async () => {
    const added = await addMany([{ productId: 1 }, { productId: defect.product_id, defectSerialNumber: defect.serial_number }]);
    expect(added.status).toBe(200);
    const { status, body } = await list(user, user.id, `?selectedCity=${DEFAULT_CITY.id}`);
    expect(status).toBe(200);
    expect(body.items.map((i) => [i.productId, i.defectSerialNumber])).toEqual([
      [defect.product_id, defect.serial_number],
      [1, null],
    ]);
    expect(body.items[0]).toMatchObject({ defectReason: defect.reason, available: true });
    expect(body.items[1]!.title.length).toBeGreaterThan(0);
    expect(body.items[1]!.price).toBeGreaterThan(0);
    expect(added.body).toEqual(body);
  });

  it('is idempotent: pushing the local copy again adds nothing', async () => {
    await addMany([{ productId: 1 }, { productId: 2 }]);
    const { body } = await addMany([{ productId: 2 }, { productId: 1, defectSerialNumber: null }]);
    expect(body.items).toHaveLength(2);
  });

  it('DELETE removes one item (the plain product, not its marked-down item); repeating it is harmless', async () => {
    await addMany([{ productId: defect.product_id }, { productId: defect.product_id, defectSerialNumber: defect.serial_number }]);
    for (let i = 0; i < 2; i += 1) {
      const { status, body } = await remove(`productId=${defect.product_id}`);
      expect(status).toBe(200);
      expect(body.items.map((it) => it.defectSerialNumber)).toEqual([defect.serial_number]);
    }
    const { body } = await remove(`productId=${defect.product_id}&defectSerialNumber=${encodeURIComponent(defect.serial_number)}`);
    expect(body.items).toEqual([]);
  });

  it('no token → 401; another user → 403 and their favourites untouched', async () => {
    for (const res of [await addMany([{ productId: 1 }], null), await list(null), await remove('productId=1', null)]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Требуется авторизация');
    }
    await addMany([{ productId: 1 }]);
    for (const res of [
      await addMany([{ productId: 2 }], other, user.id),
      await list(other, user.id),
      await remove('productId=1', other, user.id),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Нет доступа к данным другого пользователя');
    }
    expect((await list()).body.items.map((i) => i.productId)).toEqual([1]);
    expect((await list(other, other.id)).body.items).toEqual([]);
  });

  it('an unknown product or a serial number of another product → 404, nothing stored', async () => {
    const unknown = await addMany([{ productId: 1 }, { productId: 9_999_999 }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Товар с кодом 9999999 не найден');
    const foreign = await addMany([{ productId: defect.product_id + 1, defectSerialNumber: defect.serial_number }]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Уценённый товар с серийным номером ${defect.serial_number} не найден`);
    expect((await list()).body.items).toEqual([]);
  });

  it('malformed input → Russian 400', async () => {
    expect((await addMany([{ productId: 0 }])).body.message).toContain('ожидается код товара');
    const many = await addMany(Array.from({ length: 201 }, (_, i) => ({ productId: i + 1 })));
    expect(many.status).toBe(400);
    expect(many.body.message).toContain('За один раз можно добавить не больше 200 товаров');
    const badSerial = await addMany([{ productId: 1, defectSerialNumber: '../x' }]);
    expect(badSerial.body.message).toContain('недопустимый серийный номер');
    const noId = await remove('productId=abc');
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^Некорректный запрос: параметр запроса «productId»/);
  });
});
