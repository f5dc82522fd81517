import {
  cartAddAttribute,
  EARLY_CART_ADDS_KEY,
  LOCAL_CART_KEY,
  parseCartAddAttribute,
  parseEarlyCartAdds,
  storeEarlyCartAdd,
  storedCartCount,
} from './early-cart-adds';
import { parseStoredCart, storedCart } from './stored-cart';

const kettle = { productId: 1, defectSerialNumber: null };
const kettleDefect = { productId: 1, defectSerialNumber: 'У-1' };

/** A stand-in for localStorage; `refuse` names the keys whose writes throw (a full quota). */
function storage(initial: Record<string, string> = {}, refuse: string[] = []) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse.includes(key)) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('adds pressed while the page starts (issue 41, decision 0054)', () => {
  it('reads the item a buy button (or a hand-over to the shell) carries, and nothing else', () => {
    expect(parseCartAddAttribute(cartAddAttribute(kettleDefect))).toEqual(kettleDefect);
    expect(parseCartAddAttribute('{"productId":0,"defectSerialNumber":null}')).toBeNull();
    expect(parseCartAddAttribute('{"productId":2}')).toBeNull();
    expect(parseCartAddAttribute('{')).toBeNull();
    expect(parseCartAddAttribute(7)).toBeNull();
    expect(parseCartAddAttribute(null)).toBeNull();
  });

  it('stores each add in the stored cart by the cart rule of SPEC §4 and returns the count the badge shows', () => {
    const kept = storage({ [LOCAL_CART_KEY]: storedCart([{ ...kettle, quantity: 2, selected: false }]) });
    expect(storeEarlyCartAdd(kept, kettle)).toBe(3);
    expect(storeEarlyCartAdd(kept, kettleDefect)).toBe(4);
    expect(parseStoredCart(kept.getItem(LOCAL_CART_KEY))).toEqual([
      { ...kettle, quantity: 3, selected: false },
      { ...kettleDefect, quantity: 1, selected: true },
    ]);
    // What the badge showed is what the cart model will read: the stored count.
    expect(storedCartCount(kept.getItem(LOCAL_CART_KEY))).toBe(4);
    // Two adds for the cart model to confirm; they are not lines of their own.
    expect(parseEarlyCartAdds(kept.getItem(EARLY_CART_ADDS_KEY))).toBe(2);
  });

  it('starts a cart that cannot be read afresh (the cart model drops it too) and writes it in SPEC §3 shape', () => {
    const kept = storage({ [LOCAL_CART_KEY]: '{broken' });
    expect(storeEarlyCartAdd(kept, kettle)).toBe(1);
    expect(JSON.parse(kept.getItem(LOCAL_CART_KEY)!)).toEqual({
      cartList: [{ id: 1, defectSerialNumber: null, quantity: 1, selected: true }],
    });
  });

  it('throws when storage refuses the cart, leaving nothing stored: the caller leaves the tap to the cart model', () => {
    const refused = storage({}, [LOCAL_CART_KEY]);
    expect(() => storeEarlyCartAdd(refused, kettle)).toThrow('QuotaExceededError');
    expect([...refused.items]).toEqual([]);
  });

  it('keeps the line when only the count to confirm cannot be written', () => {
    const kept = storage({}, [EARLY_CART_ADDS_KEY]);
    expect(storeEarlyCartAdd(kept, kettle)).toBe(1);
    expect(parseStoredCart(kept.getItem(LOCAL_CART_KEY))).toHaveLength(1);
    expect(kept.getItem(EARLY_CART_ADDS_KEY)).toBeNull();
  });

  it('reads the count to confirm as a whole number, anything else as none', () => {
    expect(parseEarlyCartAdds('3')).toBe(3);
    for (const text of [null, '', '0', '-1', '1.5', 'x', '[{"productId":1,"defectSerialNumber":null}]']) {
      expect(parseEarlyCartAdds(text)).toBe(0);
    }
  });

  it("counts a guest's stored cart as the cart model reads it", () => {
    const cart = JSON.stringify({
      cartList: [
        { id: 1, defectSerialNumber: null, quantity: 2, selected: true },
        { id: 1, defectSerialNumber: 'У-1', quantity: 1, selected: false },
      ],
    });
    expect(storedCartCount(cart)).toBe(3);
    expect(storedCartCount(null)).toBe(0);
    expect(storedCartCount('{')).toBe(0);
    expect(
      storedCartCount(
        JSON.stringify({ cartList: [{ id: 1, defectSerialNumber: null, quantity: -1, selected: true }, { quantity: 'x' }, null] }),
      ),
    ).toBe(0);
  });
});
