import {
  addToCart,
  cartCount,
  cartTotal,
  clearCart,
  decrementInCart,
  removeFromCart,
  setAllSelected,
  toggleSelection,
  type CartLine,
} from './cart';
import { itemKey } from './item';

const kettle = { productId: 1, defectSerialNumber: null };
const kettleDefect = { productId: 1, defectSerialNumber: 'У-1' };
const drill = { productId: 2, defectSerialNumber: null };
const prices: Record<string, number> = { [itemKey(kettle)]: 100, [itemKey(kettleDefect)]: 70, [itemKey(drill)]: 50 };
const priceOf = (line: CartLine) => prices[itemKey(line)] ?? 0;

describe('cart rules (SPEC §4)', () => {
  describe('add', () => {
    it('appends a new item with quantity 1, selected', () => {
      expect(addToCart([], kettle)).toEqual([{ productId: 1, defectSerialNumber: null, quantity: 1, selected: true }]);
    });

    it('the same id and defect serial increments the line', () => {
      const lines = addToCart(addToCart([], kettle), kettle);
      expect(lines).toEqual([{ productId: 1, defectSerialNumber: null, quantity: 2, selected: true }]);
    });

    it('the same id with another defect serial is another line', () => {
      const lines = addToCart(addToCart(addToCart([], kettle), kettle), kettleDefect);
      expect(lines).toEqual([
        { productId: 1, defectSerialNumber: null, quantity: 2, selected: true },
        { productId: 1, defectSerialNumber: 'У-1', quantity: 1, selected: true },
      ]);
    });

    it('keeps the selection of an incremented line and leaves the input untouched', () => {
      const before: CartLine[] = [{ productId: 1, defectSerialNumber: null, quantity: 1, selected: false }];
      const after = addToCart(before, kettle);
      expect(after[0]).toEqual({ productId: 1, defectSerialNumber: null, quantity: 2, selected: false });
      expect(before[0]?.quantity).toBe(1);
    });
  });

  it('decrements only while above 0, and only the matching line', () => {
    let lines = addToCart(addToCart([], kettle), drill);
    lines = decrementInCart(lines, kettle);
    expect(lines[0]?.quantity).toBe(0);
    lines = decrementInCart(lines, kettle);
    expect(lines[0]?.quantity).toBe(0);
    expect(lines[1]?.quantity).toBe(1);
    expect(lines).toHaveLength(2);
  });

  it('removes one line', () => {
    const lines = removeFromCart(addToCart(addToCart([], kettle), kettleDefect), kettle);
    expect(lines).toEqual([{ productId: 1, defectSerialNumber: 'У-1', quantity: 1, selected: true }]);
  });

  it('toggles the selection of one line', () => {
    let lines = addToCart(addToCart([], kettle), drill);
    lines = toggleSelection(lines, kettle);
    expect(lines.map((l) => l.selected)).toEqual([false, true]);
    lines = toggleSelection(lines, kettle);
    expect(lines.map((l) => l.selected)).toEqual([true, true]);
  });

  it('forces every line selected or unselected', () => {
    const lines = toggleSelection(addToCart(addToCart([], kettle), drill), kettle);
    expect(setAllSelected(lines, true).every((l) => l.selected)).toBe(true);
    expect(setAllSelected(lines, false).some((l) => l.selected)).toBe(false);
  });

  it('counts goods as the sum of quantities', () => {
    const lines = addToCart(addToCart(addToCart([], kettle), kettle), drill);
    expect(cartCount(lines)).toBe(3);
    expect(cartCount([])).toBe(0);
  });

  it('totals the selected lines at their prices', () => {
    let lines = addToCart(addToCart(addToCart(addToCart([], kettle), kettle), kettleDefect), drill);
    expect(cartTotal(lines, priceOf)).toBe(2 * 100 + 70 + 50);
    lines = toggleSelection(lines, kettle);
    expect(cartTotal(lines, priceOf)).toBe(120);
  });

  it('clearing empties the list, so count and total are 0', () => {
    const cleared = clearCart();
    expect(cleared).toEqual([]);
    expect(cartCount(cleared)).toBe(0);
    expect(cartTotal(cleared, priceOf)).toBe(0);
  });
});
