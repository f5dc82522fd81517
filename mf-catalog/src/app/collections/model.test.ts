import { $city } from '@store/bus';
import type { ItemRef } from '@store/domain';
import { allSettled, fork, serialize } from 'effector';
import { $compare, compareStarted } from '../../features/compare';
import { $favourites, favouritesStarted } from '../../features/favourites';
import { compareStorage, favouritesStorage } from '../../shared/api/collections';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const kettle: ItemRef = { productId: 5, defectSerialNumber: null };
const drill: ItemRef = { productId: 9, defectSerialNumber: 'SN-1' };

// Favourites and the comparison are two collections of one factory: a server render's state and a
// scope's values find stores by sid, so the two must never share one.
describe('two collections of one factory stay apart', () => {
  const scopeWith = (favourites: ItemRef[], compared: ItemRef[]) =>
    fork({
      values: [[$city, usolye]],
      handlers: [
        [favouritesStorage.readLocalFx, () => favourites],
        [favouritesStorage.writeLocalFx, () => undefined],
        [compareStorage.readLocalFx, () => compared],
        [compareStorage.writeLocalFx, () => undefined],
      ],
    });

  it('restores each list from its own local copy', async () => {
    const scope = scopeWith([kettle], [drill]);
    await allSettled(favouritesStarted, { scope });
    await allSettled(compareStarted, { scope });
    expect(scope.getState($favourites)).toEqual([kettle]);
    expect(scope.getState($compare)).toEqual([drill]);
  });

  it('serializes both lists and gives each back to its own store', async () => {
    const scope = scopeWith([kettle], [drill]);
    await allSettled(favouritesStarted, { scope });
    await allSettled(compareStarted, { scope });
    const restored = fork({ values: serialize(scope) });
    expect(restored.getState($favourites)).toEqual([kettle]);
    expect(restored.getState($compare)).toEqual([drill]);
  });
});
