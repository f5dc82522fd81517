import { EARLY_CART_ADDS_KEY, parseStoredCart, storeEarlyCartAdd, storedCart } from '@store/domain';
import { allSettled, fork } from 'effector';
import { LOCAL_CART_KEY, readLocalCartFx, takeEarlyCartAddsFx, writeLocalCartFx } from './storage';

/** A cart as a returning shopper's browser keeps it since the store opened (SPEC §3 Cart, "Persisted locally"). */
const SAVED_CART = JSON.stringify({
  cartList: [
    { id: 12, defectSerialNumber: null, quantity: 2, selected: true },
    { id: 12, defectSerialNumber: 'У-7', quantity: 1, selected: false },
  ],
});

describe('the guest cart kept in localStorage `cart` (SPEC §3)', () => {
  afterEach(() => window.localStorage.clear());

  it('a returning shopper’s saved cart is read: its `id` is the line’s product', async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, SAVED_CART);
    const lines = await allSettled(readLocalCartFx, { scope: fork() });
    expect(lines).toEqual({
      status: 'done',
      value: [
        { productId: 12, defectSerialNumber: null, quantity: 2, selected: true },
        { productId: 12, defectSerialNumber: 'У-7', quantity: 1, selected: false },
      ],
    });
  });

  it('is written back in the same shape, so the next visit (or an older page still open) reads it', async () => {
    const lines = parseStoredCart(SAVED_CART);
    await allSettled(writeLocalCartFx, { scope: fork(), params: lines });
    expect(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? 'null')).toEqual(JSON.parse(SAVED_CART));
    expect(storedCart(lines)).toBe(SAVED_CART);
  });

  it('a bare list of lines is read too; malformed lines are dropped, never thrown', () => {
    expect(
      parseStoredCart(
        JSON.stringify([
          { id: 3, defectSerialNumber: null, quantity: 1, selected: true },
          { id: 'x', defectSerialNumber: null, quantity: 1, selected: true },
          { id: 4, defectSerialNumber: null, quantity: -1, selected: true },
          { productId: 5, defectSerialNumber: null, quantity: 1, selected: true },
        ]),
      ),
    ).toEqual([{ productId: 3, defectSerialNumber: null, quantity: 1, selected: true }]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('an empty cart leaves nothing behind', async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, SAVED_CART);
    await allSettled(writeLocalCartFx, { scope: fork(), params: [] });
    expect(window.localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it('adds stored before the model started are lines of the stored cart: taken once, for their confirmation only (issue 41)', async () => {
    // What the page's starter and the shell leave (@store/domain storeEarlyCartAdd): the line, and one add to confirm.
    const storage = {
      getItem: (key: string) => window.localStorage.getItem(key),
      setItem: (key: string, value: string) => window.localStorage.setItem(key, value),
    };
    window.localStorage.setItem(LOCAL_CART_KEY, SAVED_CART);
    storeEarlyCartAdd(storage, { productId: 12, defectSerialNumber: null });
    storeEarlyCartAdd(storage, { productId: 30, defectSerialNumber: null });
    const expected = [
      { productId: 12, defectSerialNumber: null, quantity: 3, selected: true },
      { productId: 12, defectSerialNumber: 'У-7', quantity: 1, selected: false },
      { productId: 30, defectSerialNumber: null, quantity: 1, selected: true },
    ];
    expect(await allSettled(takeEarlyCartAddsFx, { scope: fork() })).toEqual({ status: 'done', value: 2 });
    expect(window.localStorage.getItem(EARLY_CART_ADDS_KEY)).toBeNull();
    // The cart as stored: each add once, not folded in again.
    expect(await allSettled(readLocalCartFx, { scope: fork() })).toEqual({ status: 'done', value: expected });
    // A second start (another page) finds nothing to confirm, and the same cart.
    expect(await allSettled(takeEarlyCartAddsFx, { scope: fork() })).toEqual({ status: 'done', value: 0 });
    expect(await allSettled(readLocalCartFx, { scope: fork() })).toEqual({ status: 'done', value: expected });
  });
});
