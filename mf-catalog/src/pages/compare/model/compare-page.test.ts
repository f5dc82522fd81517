import type { Product } from '@store/api-client';
import { $city, $pageMeta } from '@store/bus';
import { allSettled, fork } from 'effector';
import { compareRemoved } from '../../../features/compare';
import type { ItemRef as CollectionItem } from '@store/domain';
import { compareStorage } from '../../../shared/api/collections';
import { fetchCollectionProductsFx, type CollectionProducts } from '../../../shared/api/product-details';
import { $activeGroup, $groups, $status, categoryChosen, pageStarted, retryClicked } from './compare-page';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const item = (productId: number): CollectionItem => ({ productId, defectSerialNumber: null });
const category = (id: number, name: string) => ({
  id,
  name,
  slug: `c${id}`,
  parent: null,
  deliveryPrice: null,
  percentPrepayment: null,
  assemblyService: null,
});
const productOf = (id: number) =>
  ({
    id,
    title: `Товар ${id}`,
    attributes: { Цвет: id % 2 ? 'белый' : 'чёрный' },
    categories: [id < 10 ? category(1, 'Холодильники') : category(2, 'Дрели')],
  }) as unknown as Product;

function setup(local: CollectionItem[], fail = false) {
  let failing = fail;
  const scope = fork({
    values: [[$city, usolye]],
    handlers: [
      [compareStorage.readLocalFx, () => local],
      [compareStorage.writeLocalFx, () => undefined],
      [
        fetchCollectionProductsFx,
        async ({ items }: CollectionProducts) => {
          if (failing) throw new Error('503');
          return items.map((i) => ({ item: i, product: productOf(i.productId) }));
        },
      ],
    ],
  });
  return { scope, recover: () => (failing = false) };
}

const open = { pathname: '/compare', search: '' };

describe('comparison page /compare', () => {
  it('groups the items by category, first added on the left, and shows the first category', async () => {
    // The local copy is newest first: 21 was added last.
    const { scope } = setup([item(21), item(2), item(1)]);
    await allSettled(pageStarted, { scope, params: open });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($groups).map((g) => [g.name, g.entries.map((e) => e.item.productId)])).toEqual([
      ['Холодильники', [1, 2]],
      ['Дрели', [21]],
    ]);
    expect(scope.getState($activeGroup)?.name).toBe('Холодильники');
    expect(scope.getState($pageMeta)?.title).toBe('Сравнение товаров');
  });

  it('switches category and falls back to the first when the chosen one is emptied', async () => {
    const { scope } = setup([item(21), item(1)]);
    await allSettled(pageStarted, { scope, params: open });
    await allSettled(categoryChosen, { scope, params: 2 });
    expect(scope.getState($activeGroup)?.name).toBe('Дрели');
    await allSettled(compareRemoved, { scope, params: item(21) });
    expect(scope.getState($activeGroup)?.name).toBe('Холодильники');
  });

  it('shows the empty state without items', async () => {
    const { scope } = setup([]);
    await allSettled(pageStarted, { scope, params: open });
    expect(scope.getState($status)).toBe('empty');
  });

  it('shows an error and loads again on «Повторить»', async () => {
    const { scope, recover } = setup([item(1)], true);
    await allSettled(pageStarted, { scope, params: open });
    expect(scope.getState($status)).toBe('error');
    recover();
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('ready');
  });
});
