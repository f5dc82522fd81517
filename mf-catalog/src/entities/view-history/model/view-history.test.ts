import { $city, citySelected } from '@store/bus';
import { allSettled, createEvent, fork, sample } from 'effector';
import { fetchProductsFx, readLocalFx, writeLocalFx } from '../../../shared/api';
import { irkutsk, sampleProduct, usolye } from '../../../shared/lib/test-data';
import { $historyCards, $viewHistory, historyShown, productShown, productViewed } from './view-history';

type Stored = { key: string; value: unknown };

function setup(stored: unknown = null) {
  const writes: Stored[] = [];
  const loads: { cityId: number; ids: number[] }[] = [];
  const scope = fork({
    values: [[$city, usolye]],
    handlers: [
      [readLocalFx, () => stored],
      [writeLocalFx, (entry: Stored) => void writes.push(entry)],
      [
        fetchProductsFx,
        async ({ items, cityId }: { items: { id: number; defectSerialNumber: string | null }[]; cityId: number }) => {
          loads.push({ cityId, ids: items.map((i) => i.id) });
          return items.map((i) => sampleProduct({ id: i.id, title: `Товар ${i.id}`, defectSerialNumber: i.defectSerialNumber }));
        },
      ],
    ],
  });
  return { scope, writes, loads };
}

describe('view history (SPEC §3, §9)', () => {
  it('puts the newest view first, each product once, and keeps it in localStorage «viewHistory»', async () => {
    const { scope, writes } = setup([
      { id: 1, defectSerialNumber: null },
      { id: 2, defectSerialNumber: null },
    ]);
    await allSettled(productViewed, { scope, params: { id: 2, defectSerialNumber: null } });
    expect(scope.getState($viewHistory)).toEqual([
      { id: 2, defectSerialNumber: null },
      { id: 1, defectSerialNumber: null },
    ]);
    await allSettled(productViewed, { scope, params: { id: 3, defectSerialNumber: 'SN-1' } });
    expect(scope.getState($viewHistory)[0]).toEqual({ id: 3, defectSerialNumber: 'SN-1' });
    expect(writes.at(-1)).toEqual({ key: 'viewHistory', value: scope.getState($viewHistory) });
  });

  it('keeps at most 15 viewed products', async () => {
    const stored = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, defectSerialNumber: null }));
    const { scope } = setup(stored);
    await allSettled(productViewed, { scope, params: { id: 99, defectSerialNumber: null } });
    const list = scope.getState($viewHistory);
    expect(list).toHaveLength(15);
    expect(list[0]!.id).toBe(99);
    expect(list.some((item) => item.id === 15)).toBe(false);
  });

  it('ignores a damaged stored list', async () => {
    const { scope } = setup('not a list');
    await allSettled(historyShown, { scope });
    expect(scope.getState($viewHistory)).toEqual([]);
    const mixed = setup([{ id: 'x' }, null, { id: 5, defectSerialNumber: 7 }, { id: 6, defectSerialNumber: null }]);
    await allSettled(historyShown, { scope: mixed.scope });
    expect(mixed.scope.getState($viewHistory)).toEqual([{ id: 6, defectSerialNumber: null }]);
  });

  it('shows cards of the viewed products with the prices of the city, loading each once', async () => {
    const { scope, loads } = setup([{ id: 1, defectSerialNumber: null }]);
    await allSettled(historyShown, { scope });
    expect(scope.getState($historyCards).map((c) => [c.id, c.price])).toEqual([[1, 45990]]);
    await allSettled(productViewed, { scope, params: { id: 2, defectSerialNumber: null } });
    await allSettled(historyShown, { scope });
    expect(loads).toEqual([
      { cityId: usolye.cityId, ids: [1] },
      { cityId: usolye.cityId, ids: [2] },
    ]);
    expect(scope.getState($historyCards).map((c) => c.id)).toEqual([2, 1]);
  });

  it('loads the cards again with the new prices after a city change', async () => {
    const { scope, loads } = setup([{ id: 1, defectSerialNumber: null }]);
    await allSettled(historyShown, { scope });
    await allSettled(citySelected, { scope, params: irkutsk });
    await allSettled(historyShown, { scope });
    expect(loads.at(-1)).toEqual({ cityId: irkutsk.cityId, ids: [1] });
    expect(scope.getState($historyCards)[0]!.price).toBe(53990);
  });
});

describe("a product page's opening and «Вы смотрели»", () => {
  it('reads the stored list once and asks for no card of the product the page shows', async () => {
    const { scope, loads } = setup([{ id: 3, defectSerialNumber: null }]);
    // The product page's opening: the view, the list and the page's own product at once.
    const opened = createEvent();
    const product = sampleProduct({ id: 1, title: 'Товар 1', defectSerialNumber: null });
    sample({ clock: opened, fn: () => product, target: productShown });
    sample({ clock: opened, fn: () => ({ id: 1, defectSerialNumber: null }), target: productViewed });
    sample({ clock: opened, target: historyShown });
    await allSettled(opened, { scope });
    expect(loads).toEqual([{ cityId: usolye.cityId, ids: [3] }]);
    expect(scope.getState($historyCards).map((c) => c.id)).toEqual([1, 3]);
  });
});
