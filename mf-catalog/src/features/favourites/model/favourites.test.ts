import { $city, $favouritesCount, $session, sessionEnded, sessionStarted, toastRequested } from '@store/bus';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import type { ItemRef as CollectionItem } from '@store/domain';
import { favouritesStorage, type FavouriteCardAnswer } from '../../../shared/api/collections';
import { $favourites, $serverFavourites, favouriteRemoved, favouritesStarted, favouriteToggled } from './favourites';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const user = { id: 7, firstName: 'Иван', lastName: 'Иванов', phone: '79001234567', email: null, isLegal: false };
const kettle: CollectionItem = { productId: 5, defectSerialNumber: null };
const drill: CollectionItem = { productId: 9, defectSerialNumber: null };
const markedDownDrill: CollectionItem = { productId: 9, defectSerialNumber: 'SN-1' };

const card = (item: CollectionItem): FavouriteCardAnswer => ({
  ...item,
  title: `Товар ${item.productId}`,
  sku: `SKU${item.productId}`,
  image: null,
  status: 'inStock',
  price: 1000,
  priceRetail: 1000,
  defectReason: null,
  totalQuantity: 3,
  available: true,
  path: `/store/tovary/${item.productId}.html`,
});

interface Fakes {
  local?: CollectionItem[];
  server?: CollectionItem[];
  failAdd?: boolean;
  failDelete?: boolean;
  signedIn?: boolean;
}

function setup(fakes: Fakes = {}) {
  let server = [...(fakes.server ?? [])];
  const written: CollectionItem[][] = [];
  const pushed: CollectionItem[][] = [];
  const scope = fork({
    values: fakes.signedIn
      ? [
          [$city, usolye],
          [$session, { isAuth: true, user }],
        ]
      : [[$city, usolye]],
    handlers: [
      [favouritesStorage.readLocalFx, () => fakes.local ?? []],
      [favouritesStorage.writeLocalFx, (items: CollectionItem[]) => void written.push(items)],
      [favouritesStorage.fetchFx, async () => server.map(card)],
      [
        favouritesStorage.addFx,
        async ({ items }: { items: CollectionItem[] }) => {
          pushed.push(items);
          if (fakes.failAdd) throw new Error('503');
          server = [
            ...server,
            ...items.filter((i) => !server.some((s) => s.productId === i.productId && s.defectSerialNumber === i.defectSerialNumber)),
          ];
          return server.map(card);
        },
      ],
      [
        favouritesStorage.removeFx,
        async ({ items }: { items: CollectionItem[] }) => {
          if (fakes.failDelete) throw new Error('503');
          server = server.filter(
            (s) => !items.some((item) => s.productId === item.productId && s.defectSerialNumber === item.defectSerialNumber),
          );
          return server.map(card);
        },
      ],
    ],
  });
  const toasts: string[] = [];
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
  return { scope, written, pushed, toasts, server: () => server };
}

const toggle = (scope: Scope, item: CollectionItem) => allSettled(favouriteToggled, { scope, params: item });

describe('favourites of a visitor (local copy, SPEC §3 favoriteLocal)', () => {
  it('restores the local copy when Collections start and publishes the count for the header', async () => {
    const { scope } = setup({ local: [kettle, drill] });
    await allSettled(favouritesStarted, { scope });
    expect(scope.getState($favourites)).toEqual([kettle, drill]);
    expect(scope.getState($favouritesCount)).toBe(2);
  });

  it('adds and removes with one toggle, newest first, and keeps the local copy written', async () => {
    const { scope, written } = setup({ local: [kettle] });
    await allSettled(favouritesStarted, { scope });
    await toggle(scope, drill);
    expect(scope.getState($favourites)).toEqual([drill, kettle]);
    expect(written.at(-1)).toEqual([drill, kettle]);
    await toggle(scope, kettle);
    expect(scope.getState($favourites)).toEqual([drill]);
    expect(written.at(-1)).toEqual([drill]);
    expect(scope.getState($favouritesCount)).toBe(1);
  });

  it('keeps a marked-down item apart from the new product (SPEC §3: productId and defectSerialNumber)', async () => {
    const { scope } = setup();
    await allSettled(favouritesStarted, { scope });
    await toggle(scope, drill);
    await toggle(scope, markedDownDrill);
    expect(scope.getState($favourites)).toEqual([markedDownDrill, drill]);
    await allSettled(favouriteRemoved, { scope, params: drill });
    expect(scope.getState($favourites)).toEqual([markedDownDrill]);
  });

  it('does not overwrite the local copy: a toggle before Collections started reads it and writes both at once', async () => {
    const { scope, written } = setup({ local: [kettle] });
    await toggle(scope, drill);
    // Read first, then written merged (a reload before the idle start keeps the press, and the kettle).
    expect(written).toEqual([[drill, kettle]]);
    await allSettled(favouritesStarted, { scope });
    expect(scope.getState($favourites)).toEqual([drill, kettle]);
    expect(written.at(-1)).toEqual([drill, kettle]);
  });

  it('never calls the server for a visitor', async () => {
    const { scope, pushed } = setup();
    await allSettled(favouritesStarted, { scope });
    await toggle(scope, kettle);
    expect(pushed).toEqual([]);
  });
});

describe('favourites merged on sign-in (SPEC §4)', () => {
  it('a fresh sign-in pushes the local favourites and shows the merged server list', async () => {
    const { scope, pushed } = setup({ local: [kettle], server: [drill] });
    await allSettled(favouritesStarted, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    expect(pushed).toEqual([[kettle]]);
    expect(scope.getState($favourites)).toEqual([drill, kettle]);
    expect(scope.getState($serverFavourites).map((c) => c.productId)).toEqual([9, 5]);
    expect(scope.getState($favouritesCount)).toBe(2);
  });

  it('a session restored from cookies with nothing local only loads the server list', async () => {
    const { scope, pushed } = setup({ local: [], server: [drill, kettle] });
    await allSettled(favouritesStarted, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: true } });
    expect(pushed).toEqual([]);
    expect(scope.getState($favourites)).toEqual([drill, kettle]);
  });

  it("pushes a visitor's favourites also when the session comes from cookies (signed in in another tab)", async () => {
    const { scope, pushed } = setup({ local: [kettle], server: [drill] });
    await allSettled(favouritesStarted, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: true } });
    expect(pushed).toEqual([[kettle]]);
    expect(scope.getState($favourites)).toEqual([drill, kettle]);
  });

  it('empties the local copy once the favourites are on the server, and keeps it empty while signed in', async () => {
    const { scope, written } = setup({ local: [kettle] });
    await allSettled(favouritesStarted, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    expect(written.at(-1)).toEqual([]);
    await toggle(scope, drill);
    expect(written.at(-1)).toEqual([]);
  });

  it('pushes what was kept locally when the session was found before Collections started', async () => {
    const { scope, pushed } = setup({ signedIn: true, local: [kettle], server: [drill] });
    await allSettled(favouritesStarted, { scope });
    expect(pushed).toEqual([[kettle]]);
    expect(scope.getState($favourites)).toEqual([drill, kettle]);
  });

  it('loads the server list at start when the session was restored before Collections started', async () => {
    const { scope } = setup({ signedIn: true, local: [], server: [kettle] });
    await allSettled(favouritesStarted, { scope });
    expect(scope.getState($favourites)).toEqual([kettle]);
  });

  it('keeps local favourites shown when the push fails, and says so', async () => {
    const { scope, toasts } = setup({ local: [kettle], server: [drill], failAdd: true });
    await allSettled(favouritesStarted, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    expect(scope.getState($favourites)).toEqual([drill, kettle]);
    expect(toasts).toHaveLength(1);
  });

  it('logout clears favourites and their local copy (SPEC §4)', async () => {
    const { scope, written } = setup({ local: [kettle] });
    await allSettled(favouritesStarted, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    await allSettled(sessionEnded, { scope, params: { reason: 'logout' } });
    expect(scope.getState($favourites)).toEqual([]);
    expect(scope.getState($serverFavourites)).toEqual([]);
    expect(written.at(-1)).toEqual([]);
    expect(scope.getState($favouritesCount)).toBe(0);
  });
});

describe('toggles of a signed-in user are instant and roll back on failure', () => {
  it('adds on the server after showing the heart pressed', async () => {
    const { scope, server } = setup({ signedIn: true });
    await allSettled(favouritesStarted, { scope });
    await toggle(scope, kettle);
    expect(scope.getState($favourites)).toEqual([kettle]);
    expect(server()).toEqual([kettle]);
  });

  it('takes the heart back and shows a toast when the server refuses an add', async () => {
    const { scope, toasts } = setup({ signedIn: true, failAdd: true });
    await allSettled(favouritesStarted, { scope });
    await toggle(scope, kettle);
    expect(scope.getState($favourites)).toEqual([]);
    expect(toasts).toEqual(['Не удалось добавить товар в избранное. Попробуйте позднее']);
  });

  it('puts the item back when the server refuses a removal', async () => {
    const { scope, toasts } = setup({ signedIn: true, server: [kettle], failDelete: true });
    await allSettled(favouritesStarted, { scope });
    await toggle(scope, kettle);
    expect(scope.getState($favourites)).toEqual([kettle]);
    expect(toasts).toEqual(['Не удалось убрать товар из избранного. Попробуйте позднее']);
  });
});
