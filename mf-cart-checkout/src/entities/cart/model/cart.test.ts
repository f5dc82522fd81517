import { ApiError, type Product } from '@store/api-client';
import { $cartSummary, $city, $session, cartItemAdded, citySelected, sessionEnded, sessionStarted, toastRequested } from '@store/bus';
import type { CartLine } from '@store/domain';
import { allSettled, createWatch, fork, scopeBind, type Scope } from 'effector';
import {
  fetchCartProductsFx,
  fetchServerCartFx,
  pushGuestCartFx,
  readLocalCartFx,
  removeServerLineFx,
  removeServerLinesFx,
  setServerLineFx,
  takeEarlyCartAddsFx,
  writeLocalCartFx,
  type ServerCart,
} from '../../../shared/api';
import {
  $cartLines,
  $cartState,
  $cartTotals,
  $lines,
  allSelectionSet,
  cartCleared,
  itemsRequested,
  lineRemoved,
  pricesCorrected,
  quantityChanged,
  selectionToggled,
  started,
} from '../index';
import { linesOrdered } from './edits';
import { IRKUTSK, USOLYE } from '../../../shared/lib/test/cities';

const user = { id: 7, firstName: 'Анна', lastName: 'Смирнова', phone: '79123456789', email: null, isLegal: false };

function product(id: number, prices: Record<number, number>, defects: { serialNumber: string; price: number }[] = []): Product {
  return {
    id,
    sku: `SKU-${id}`,
    title: `Товар ${id}`,
    producer: null,
    description: null,
    attributes: {},
    weightKg: 1,
    dimensionsCm: [10, 10, 10],
    status: 'inStock',
    categories: [
      {
        id: 2,
        slug: 'noutbuki',
        name: 'Ноутбуки',
        parent: {
          id: 1,
          slug: 'komp',
          name: 'Компьютеры',
          parent: null,
          deliveryPrice: null,
          percentPrepayment: null,
          assemblyService: null,
        },
        deliveryPrice: null,
        percentPrepayment: null,
        assemblyService: null,
      },
    ],
    productImages: [{ name: `p${id}.webp`, main: true }],
    productPrices: Object.entries(prices).map(([stockCode, price]) => ({
      stockCode: Number(stockCode),
      priceRetail: price,
      priceDiscount: null,
      priceDiscountEndDate: null,
      defectPriceRetail: null,
    })),
    productDefects: defects.map((d) => ({
      serialNumber: d.serialNumber,
      priceRetail: d.price,
      priceDiscount: null,
      stockCode: 353,
      quantity: 1,
    })),
    metaProducts: [],
    defectSerialNumber: null,
    defectReason: null,
    totalQuantity: 3,
    assembledQuantity: 0,
    categorySlugs: ['komp', 'noutbuki'],
    path: `/store/komp/noutbuki/${id}.html`,
  } as Product;
}

function serverCart(lines: (CartLine & { price: number | null })[]): ServerCart {
  return {
    cartList: lines.map((line) => ({
      ...line,
      title: `Товар ${line.productId}`,
      sku: `SKU-${line.productId}`,
      image: null,
      status: 'inStock',
      priceRetail: line.price,
      defectReason: null,
      totalQuantity: 1,
      available: line.price !== null,
      path: `/store/komp/noutbuki/${line.productId}.html`,
    })),
    cartCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: 0,
  };
}

interface Harness {
  scope: Scope;
  stored: CartLine[][];
  toasts: string[];
}

function guestScope(stored: CartLine[] = [], products: Record<number, Product | null> = {}): Harness {
  const writes: CartLine[][] = [];
  const scope = fork({
    values: [[$city, USOLYE]],
    handlers: [
      [readLocalCartFx, () => stored],
      [writeLocalCartFx, (lines: CartLine[]) => void writes.push(lines)],
      [
        fetchCartProductsFx,
        async ({ ids }: { ids: number[] }) => ({
          products: Object.fromEntries(ids.map((id) => [id, products[id] ?? null])),
          fetchedAt: Date.now(),
        }),
      ],
    ],
  });
  const toasts: string[] = [];
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
  return { scope, stored: writes, toasts };
}

const line = (productId: number, quantity = 1, defectSerialNumber: string | null = null, selected = true): CartLine => ({
  productId,
  defectSerialNumber,
  quantity,
  selected,
});

describe('the cart model (SPEC §4 Cart) for a guest', () => {
  it('restores the stored cart on start and tells the bus its count', async () => {
    const { scope } = guestScope([line(1, 2), line(2, 1)]);
    await allSettled(started, { scope });
    expect(scope.getState($lines)).toEqual([line(1, 2), line(2, 1)]);
    expect(scope.getState($cartSummary).count).toBe(3);
  });

  it('starts once: a second start does not read the storage again', async () => {
    const read = jest.fn(() => [line(1)]);
    const scope = fork({
      handlers: [
        [readLocalCartFx, read],
        [writeLocalCartFx, () => undefined],
      ],
    });
    await allSettled(started, { scope });
    await allSettled(started, { scope });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('adds stored before the model started are read with the stored cart, counted once and confirmed once (decision 0054)', async () => {
    const order: string[] = [];
    const scope = fork({
      values: [[$city, USOLYE]],
      handlers: [
        [
          takeEarlyCartAddsFx,
          () => {
            order.push('take');
            return 1;
          },
        ],
        [
          readLocalCartFx,
          () => {
            order.push('read');
            // The stored cart holds the early add already (its line's second unit).
            return [line(1, 2)];
          },
        ],
        [writeLocalCartFx, () => undefined],
      ],
    });
    const toasts: string[] = [];
    createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
    await allSettled(started, { scope });
    expect(order).toEqual(['take', 'read']);
    expect(scope.getState($cartSummary).count).toBe(2);
    expect(toasts).toEqual(['Товар добавлен в корзину']);
  });

  it('adding the same id and serial increments; another serial appends with quantity 1, selected', async () => {
    const { scope, stored } = guestScope([line(1, 1)]);
    await allSettled(started, { scope });
    await allSettled(cartItemAdded, { scope, params: { productId: 1, defectSerialNumber: null } });
    await allSettled(cartItemAdded, { scope, params: { productId: 1, defectSerialNumber: 'У-1' } });
    expect(scope.getState($lines)).toEqual([line(1, 2), line(1, 1, 'У-1')]);
    expect(stored.at(-1)).toEqual([line(1, 2), line(1, 1, 'У-1')]);
    expect(scope.getState($cartSummary).count).toBe(3);
  });

  it('an add that comes before the stored cart is read is kept on top of it', async () => {
    let read!: (lines: CartLine[]) => void;
    let reading!: () => void;
    const asked = new Promise<void>((resolve) => (reading = resolve));
    const scope = fork({
      values: [[$city, USOLYE]],
      handlers: [
        [
          readLocalCartFx,
          () =>
            new Promise<CartLine[]>((resolve) => {
              read = resolve;
              reading();
            }),
        ],
        [writeLocalCartFx, () => undefined],
      ],
    });
    const starting = allSettled(started, { scope });
    await asked;
    scopeBind(cartItemAdded, { scope })({ productId: 5, defectSerialNumber: null });
    read([line(5, 1)]);
    await starting;
    expect(scope.getState($lines)).toEqual([line(5, 2)]);
    expect(scope.getState($cartSummary).count).toBe(2);
  });

  it('takes no add before the shell starts it: the shell holds those and replays them at the start, so each counts once', async () => {
    const { scope, toasts } = guestScope([line(5, 1)]);
    // The module is evaluated (and listens) a task before the shell calls `started`.
    await allSettled(cartItemAdded, { scope, params: { productId: 5, defectSerialNumber: null } });
    await allSettled(started, { scope });
    // The shell's replay of its queue (features/headless replayCartAddsFx).
    await allSettled(cartItemAdded, { scope, params: { productId: 5, defectSerialNumber: null } });
    expect(scope.getState($lines)).toEqual([line(5, 2)]);
    expect(scope.getState($cartSummary).count).toBe(2);
    expect(toasts).toEqual(['Товар добавлен в корзину']);
  });

  it('says «Товар добавлен в корзину» on each add', async () => {
    const { scope, toasts } = guestScope();
    await allSettled(started, { scope });
    await allSettled(cartItemAdded, { scope, params: { productId: 3, defectSerialNumber: null } });
    expect(toasts).toEqual(['Товар добавлен в корзину']);
  });

  it('the stepper goes up and down by the rules, and removal is separate', async () => {
    const { scope } = guestScope([line(1, 1), line(2, 3)]);
    await allSettled(started, { scope });
    await allSettled(quantityChanged, { scope, params: { productId: 1, defectSerialNumber: null, quantity: 3 } });
    await allSettled(quantityChanged, { scope, params: { productId: 2, defectSerialNumber: null, quantity: 2 } });
    expect(scope.getState($lines)).toEqual([line(1, 3), line(2, 2)]);
    await allSettled(lineRemoved, { scope, params: { productId: 1, defectSerialNumber: null } });
    expect(scope.getState($lines)).toEqual([line(2, 2)]);
  });

  it('decrements only while above 0', async () => {
    const { scope } = guestScope([line(1, 0)]);
    await allSettled(started, { scope });
    await allSettled(quantityChanged, { scope, params: { productId: 1, defectSerialNumber: null, quantity: -1 } });
    expect(scope.getState($lines)).toEqual([line(1, 0)]);
  });

  it('toggles one line, forces all selected or not, and clears list and count', async () => {
    const { scope } = guestScope([line(1), line(2)]);
    await allSettled(started, { scope });
    await allSettled(selectionToggled, { scope, params: { productId: 1, defectSerialNumber: null } });
    expect(scope.getState($lines).map((l) => l.selected)).toEqual([false, true]);
    await allSettled(allSelectionSet, { scope, params: true });
    expect(scope.getState($lines).map((l) => l.selected)).toEqual([true, true]);
    await allSettled(allSelectionSet, { scope, params: false });
    expect(scope.getState($lines).map((l) => l.selected)).toEqual([false, false]);
    await allSettled(cartCleared, { scope });
    expect(scope.getState($lines)).toEqual([]);
    expect(scope.getState($cartSummary)).toEqual({ count: 0, lines: [] });
  });

  it('prices lines for the city; a line not sold there is unavailable and adds nothing to the total', async () => {
    const { scope } = guestScope([line(1, 2), line(2, 1), line(3, 1)], {
      1: product(1, { 353: 1000 }),
      2: product(2, { 301: 500 }),
      3: product(3, { 353: 700 }, [{ serialNumber: 'У-9', price: 300 }]),
    });
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    const lines = scope.getState($cartLines);
    expect(lines.map((l) => [l.info?.price, l.info?.available])).toEqual([
      [1000, true],
      [null, false],
      [700, true],
    ]);
    expect(lines[0]!.info!.path).toBe('/store/komp/noutbuki/1.html');
    expect(scope.getState($cartTotals).goodsTotal).toBe(2700);
    expect(scope.getState($cartState)).toBe('ready');

    await allSettled(citySelected, { scope, params: IRKUTSK });
    expect(scope.getState($cartLines).map((l) => l.info?.available)).toEqual([false, true, false]);
    expect(scope.getState($cartTotals).goodsTotal).toBe(500);
  });

  it('only selected lines count in the total', async () => {
    const { scope } = guestScope([line(1, 1), line(3, 1, null, false)], { 1: product(1, { 353: 1000 }), 3: product(3, { 353: 700 }) });
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    expect(scope.getState($cartTotals).goodsTotal).toBe(1000);
  });

  it('a marked-down item is priced by its serial', async () => {
    const { scope } = guestScope([line(3, 1, 'У-9')], { 3: product(3, { 353: 700 }, [{ serialNumber: 'У-9', price: 300 }]) });
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    expect(scope.getState($cartLines)[0]!.info).toMatchObject({ price: 300, priceRetail: 700, available: true });
    expect(scope.getState($cartLines)[0]!.info!.path).toBe('/store/komp/noutbuki/3.html?defect=%D0%A3-9');
  });

  it('shows the error state when the products cannot be loaded, and loads again on retry', async () => {
    let fail = true;
    const scope = fork({
      values: [[$city, USOLYE]],
      handlers: [
        [readLocalCartFx, () => [line(1)]],
        [writeLocalCartFx, () => undefined],
        [
          fetchCartProductsFx,
          async () => {
            if (fail) throw new ApiError(0, 'Network Error');
            return { products: { 1: product(1, { 353: 10 }) }, fetchedAt: Date.now() };
          },
        ],
      ],
    });
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    expect(scope.getState($cartState)).toBe('error');
    fail = false;
    await allSettled(itemsRequested, { scope });
    expect(scope.getState($cartState)).toBe('ready');
  });

  it('an empty cart is the empty state', async () => {
    const { scope } = guestScope([]);
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    expect(scope.getState($cartState)).toBe('empty');
  });

  it('the 409 figures replace the shown price', async () => {
    const { scope } = guestScope([line(1, 1)], { 1: product(1, { 353: 1000 }) });
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    await allSettled(pricesCorrected, { scope, params: [{ productId: 1, defectSerialNumber: null, price: 1200 }] });
    expect(scope.getState($cartTotals).goodsTotal).toBe(1200);
  });

  it('ordered lines leave the cart', async () => {
    const { scope } = guestScope([line(1), line(2)]);
    await allSettled(started, { scope });
    await allSettled(linesOrdered, { scope, params: [{ productId: 2, defectSerialNumber: null }] });
    expect(scope.getState($lines)).toEqual([line(1)]);
  });

  it('logout clears the cart and its storage', async () => {
    const { scope, stored } = guestScope([line(1)]);
    await allSettled(started, { scope });
    await allSettled(sessionEnded, { scope, params: { reason: 'logout' } });
    expect(scope.getState($lines)).toEqual([]);
    expect(stored.at(-1)).toEqual([]);
  });
});

describe('the cart model for a signed-in shopper (SPEC §4 sign-in)', () => {
  it('on sign-in sends the guest cart to the server and shows the merged cart; the local copy is emptied', async () => {
    const pushed: unknown[] = [];
    const writes: CartLine[][] = [];
    const scope = fork({
      values: [[$city, USOLYE]],
      handlers: [
        [readLocalCartFx, () => [line(1, 2)]],
        [writeLocalCartFx, (lines: CartLine[]) => void writes.push(lines)],
        [
          pushGuestCartFx,
          async (params: unknown) => {
            pushed.push(params);
            return serverCart([
              { ...line(1, 2), price: 100 },
              { ...line(4, 1), price: 50 },
            ]);
          },
        ],
      ],
    });
    await allSettled(started, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    expect(pushed).toEqual([{ userId: 7, cityId: USOLYE.cityId, lines: [line(1, 2)] }]);
    expect(scope.getState($lines)).toEqual([line(1, 2), line(4, 1)]);
    expect(writes.at(-1)).toEqual([]);
    expect(scope.getState($cartSummary).count).toBe(3);
  });

  /** A signed-in shopper's cart on the server; `signIn` holds the calls the sign-in made, `calls` the later ones. */
  async function userScope(lines: (CartLine & { price: number | null })[], { refuseChanges = false } = {}) {
    const calls: { name: string; params: unknown }[] = [];
    const answer = (name: string) => async (params: unknown) => {
      calls.push({ name, params });
      return serverCart(lines);
    };
    const scope = fork({
      values: [[$city, USOLYE]],
      handlers: [
        [readLocalCartFx, () => []],
        [writeLocalCartFx, () => undefined],
        [fetchServerCartFx, answer('find')],
        [setServerLineFx, refuseChanges ? async () => Promise.reject(new ApiError(500, 'boom')) : answer('set')],
        [removeServerLineFx, answer('remove')],
        [removeServerLinesFx, answer('removeMany')],
      ],
    });
    await allSettled(started, { scope });
    await allSettled(sessionStarted, { scope, params: { user, restored: true } });
    const signIn = calls.splice(0);
    return { scope, calls, signIn };
  }

  it('a restored session with nothing local loads the user cart for the city', async () => {
    const { scope, signIn } = await userScope([{ ...line(9, 1), price: 10 }]);
    expect(signIn).toEqual([{ name: 'find', params: { userId: 7, cityId: USOLYE.cityId } }]);
    expect(scope.getState($lines)).toEqual([line(9, 1)]);
  });

  it('changes go to the server line by line', async () => {
    const { scope, calls } = await userScope([{ ...line(1, 1), price: 100 }]);
    await allSettled(cartItemAdded, { scope, params: { productId: 1, defectSerialNumber: null } });
    await allSettled(selectionToggled, { scope, params: { productId: 1, defectSerialNumber: null } });
    await allSettled(lineRemoved, { scope, params: { productId: 1, defectSerialNumber: null } });
    expect(calls).toEqual([
      { name: 'set', params: { userId: 7, cityId: USOLYE.cityId, productId: 1, defectSerialNumber: null, quantity: 2, selected: true } },
      {
        name: 'set',
        params: { userId: 7, cityId: USOLYE.cityId, productId: 1, defectSerialNumber: null, quantity: undefined, selected: false },
      },
      { name: 'remove', params: { userId: 7, cityId: USOLYE.cityId, productId: 1, defectSerialNumber: null } },
    ]);
  });

  it('the lines of an order leave the server cart', async () => {
    const { scope, calls } = await userScope([
      { ...line(1, 1), price: 100 },
      { ...line(2, 1), price: 100 },
    ]);
    await allSettled(linesOrdered, {
      scope,
      params: [
        { productId: 1, defectSerialNumber: null },
        { productId: 2, defectSerialNumber: null },
      ],
    });
    expect(calls.map((c) => c.name)).toEqual(['removeMany']);
  });

  it('a refused change says so and reloads the server cart', async () => {
    const { scope, calls } = await userScope([{ ...line(1, 1), price: 100 }], { refuseChanges: true });
    const toasts: string[] = [];
    createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
    await allSettled(quantityChanged, { scope, params: { productId: 1, defectSerialNumber: null, quantity: 2 } });
    expect(toasts).toContain('Не удалось изменить корзину. Проверьте подключение и попробуйте ещё раз.');
    expect(calls.map((c) => c.name)).toEqual(['find']);
    expect(scope.getState($lines)).toEqual([line(1, 1)]);
  });

  it('an add pressed while the signed-in cart is on its way is applied to it once it arrives, not lost', async () => {
    let answerFind: (cart: ServerCart) => void = () => undefined;
    const calls: { name: string; params: unknown }[] = [];
    const scope = fork({
      values: [
        [$city, USOLYE],
        [$session, { isAuth: true, user }],
      ],
      handlers: [
        [readLocalCartFx, () => []],
        [writeLocalCartFx, () => undefined],
        [fetchServerCartFx, () => new Promise<ServerCart>((resolve) => (answerFind = resolve))],
        [
          setServerLineFx,
          async (params: unknown) => {
            calls.push({ name: 'set', params });
            return serverCart([
              { ...line(9, 1), price: 10 },
              { ...line(1, 1), price: 100 },
            ]);
          },
        ],
      ],
    });
    const start = allSettled(started, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    scopeBind(cartItemAdded, { scope })({ productId: 1, defectSerialNumber: null });
    answerFind(serverCart([{ ...line(9, 1), price: 10 }]));
    await start;
    expect(calls).toEqual([
      { name: 'set', params: { userId: 7, cityId: USOLYE.cityId, productId: 1, defectSerialNumber: null, quantity: 1, selected: true } },
    ]);
    expect(scope.getState($lines)).toEqual([line(9, 1), line(1, 1)]);
    expect(scope.getState($cartSummary).count).toBe(2);
  });

  it('reloads prices from the server when the city changes on an open cart page', async () => {
    const { scope, calls } = await userScope([{ ...line(1, 1), price: 100 }]);
    await allSettled(itemsRequested, { scope });
    await allSettled(citySelected, { scope, params: IRKUTSK });
    expect(calls.map((c) => c.params)).toEqual([
      { userId: 7, cityId: USOLYE.cityId },
      { userId: 7, cityId: IRKUTSK.cityId },
    ]);
  });
});
