import { $city, citySelected } from '@store/bus';
import type { MenuCategory } from '@store/api-client';
import { allSettled, fork } from 'effector';
import { fetchCategoryMenuFx } from '../../../shared/api';
import { $categories, $status, menuNeeded, retryClicked } from './category-menu';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const angarsk = { cityId: 2002, shopId: 21, code: 302, name: 'Ангарск' };
const menuFor = (cityId: number): MenuCategory[] => [
  { id: 1, slug: 'komp', name: `Компьютеры ${cityId}`, count: cityId % 100, children: [] },
];

describe('category menu for the selected city', () => {
  it('loads the menu of the city from the bus when a page needs it', async () => {
    const calls: number[] = [];
    const scope = fork({
      values: [[$city, usolye]],
      handlers: [[fetchCategoryMenuFx, async (cityId: number) => (calls.push(cityId), menuFor(cityId))]],
    });
    await allSettled(menuNeeded, { scope });
    expect(calls).toEqual([195585415]);
    expect(scope.getState($categories)).toEqual(menuFor(195585415));
    expect(scope.getState($status)).toBe('ready');
  });

  it('does not load again for the same city when another page needs it', async () => {
    const calls: number[] = [];
    const scope = fork({
      values: [[$city, usolye]],
      handlers: [[fetchCategoryMenuFx, async (cityId: number) => (calls.push(cityId), menuFor(cityId))]],
    });
    await allSettled(menuNeeded, { scope });
    await allSettled(menuNeeded, { scope });
    expect(calls).toHaveLength(1);
  });

  it('reloads when the shell selects another city through the bus', async () => {
    const calls: number[] = [];
    const scope = fork({
      values: [[$city, usolye]],
      handlers: [[fetchCategoryMenuFx, async (cityId: number) => (calls.push(cityId), menuFor(cityId))]],
    });
    await allSettled(menuNeeded, { scope });
    await allSettled(citySelected, { scope, params: angarsk });
    expect(calls).toEqual([195585415, 2002]);
    expect(scope.getState($categories)).toEqual(menuFor(2002));
  });

  it('waits for the city when the page opens before the shell resolved it', async () => {
    const calls: number[] = [];
    const scope = fork({ handlers: [[fetchCategoryMenuFx, async (cityId: number) => (calls.push(cityId), menuFor(cityId))]] });
    await allSettled(menuNeeded, { scope });
    expect(calls).toEqual([]);
    await allSettled(citySelected, { scope, params: angarsk });
    expect(calls).toEqual([2002]);
  });

  it('drops an answer for a city that is no longer selected', async () => {
    const scope = fork({
      values: [[$city, angarsk]],
      handlers: [[fetchCategoryMenuFx, async (cityId: number) => menuFor(cityId)]],
    });
    await allSettled(fetchCategoryMenuFx, { scope, params: 195585415 });
    expect(scope.getState($categories)).toEqual([]);
  });

  it('shows the error state and loads again on «Повторить»', async () => {
    let fail = true;
    const scope = fork({
      values: [[$city, usolye]],
      handlers: [
        [
          fetchCategoryMenuFx,
          async (cityId: number) => {
            if (fail) throw new Error('503');
            return menuFor(cityId);
          },
        ],
      ],
    });
    await allSettled(menuNeeded, { scope });
    expect(scope.getState($status)).toBe('error');
    fail = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($categories)).toEqual(menuFor(195585415));
  });
});
