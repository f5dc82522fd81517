import { DEFAULT_CITY, FAVOURITES_PUSH_LIMIT } from '@store/domain';
import { collectionClient, collectionFixtures, type DefectInStock } from '../../helpers/collection-client';
import { itKeepsTheCollectionRules } from '../../helpers/collection-rules';
import type { SignedInUser, TestContext } from '../../helpers';

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

// Made once for the file by `collectionFixtures`.
let ctx: TestContext, user: SignedInUser, other: SignedInUser, defect: DefectInStock;

beforeAll(async () => {
  ({ ctx, user, other, defect } = await collectionFixtures(['79990002001', '79990002002']));
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

  itKeepsTheCollectionRules({
    client: collectionClient('/api/favorites', () => ({ ctx, user })),
    fixtures: () => ({ user, other, defect }),
    pushLimit: FAVOURITES_PUSH_LIMIT,
    clearable: false,
  });
});
