import { collectionClient } from './collection-client';
import type { SignedInUser } from '.';

/** What the shared rules read of an answer. */
interface CollectionBody {
  items: { productId: number }[];
  message?: string;
}

export interface CollectionRulesSetup {
  client: ReturnType<typeof collectionClient<CollectionBody>>;
  /** The suite's users and a marked-down item in stock, once `beforeAll` has made them. */
  fixtures: () => { user: SignedInUser; other: SignedInUser; defect: { product_id: number; serial_number: string } };
  /** The most items one push may carry. */
  pushLimit: number;
  /** The collection answers `DELETE {path}/{userId}` (empties it). */
  clearable: boolean;
}

/**
 * What every collection's routes promise, run by each collection's suite: only the token's own
 * user (SPEC §6), and bad input is a Russian 400 or 404 that stores nothing, never a 500.
 */
export function itKeepsTheCollectionRules({ client, fixtures, pushLimit, clearable }: CollectionRulesSetup) {
  const { addMany, list, remove, clear } = client;

  it('no token → 401; another user → 403 and their list untouched', async () => {
    const { user, other } = fixtures();
    const withoutToken = [await addMany([{ productId: 1 }], null), await list(null), await remove('productId=1', null)];
    if (clearable) withoutToken.push(await clear(null));
    for (const res of withoutToken) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Требуется авторизация');
    }
    await addMany([{ productId: 1 }]);
    const ofAnother = [
      await addMany([{ productId: 2 }], other, user.id),
      await list(other, user.id),
      await remove('productId=1', other, user.id),
    ];
    if (clearable) ofAnother.push(await clear(other, user.id));
    for (const res of ofAnother) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Нет доступа к данным другого пользователя');
    }
    expect((await list()).body.items.map((i) => i.productId)).toEqual([1]);
    expect((await list(other, other.id)).body.items).toEqual([]);
  });

  it('an unknown product or a serial number of another product → 404, nothing stored', async () => {
    const { defect } = fixtures();
    const unknown = await addMany([{ productId: 1 }, { productId: 9_999_999 }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Товар с кодом 9999999 не найден');
    const foreign = await addMany([{ productId: defect.product_id + 1, defectSerialNumber: defect.serial_number }]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Уценённый товар с серийным номером ${defect.serial_number} не найден`);
    expect((await list()).body.items).toEqual([]);
  });

  it('malformed input → Russian 400, never a 500', async () => {
    const { user } = fixtures();
    expect((await addMany([{ productId: 0 }])).body.message).toContain('ожидается код товара');
    const many = await addMany(Array.from({ length: pushLimit + 1 }, (_, i) => ({ productId: i + 1 })));
    expect(many.status).toBe(400);
    expect(many.body.message).toContain(`За один раз можно добавить не больше ${pushLimit} товаров`);
    expect((await addMany([{ productId: 1, defectSerialNumber: '../x' }])).body.message).toContain('недопустимый серийный номер');
    const noId = await remove('productId=abc');
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^Некорректный запрос: параметр запроса «productId»/);
    const badUser = await list(user, 'abc' as unknown as number);
    expect(badUser.status).toBe(400);
    expect(badUser.body.message).toMatch(/^Некорректный запрос: параметр адреса «userId»/);
    const badCity = await list(user, user.id, '?selectedCity=-5');
    expect(badCity.status).toBe(400);
  });
}
