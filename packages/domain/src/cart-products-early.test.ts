import { askCartProductsEarly, CART_PRODUCTS_EARLY_KEY, takeCartProductEarly, type EarlyProductsWindow } from './cart-products-early';
import { LOCAL_CART_KEY } from './early-cart-adds';
import { storedCart } from './stored-cart';

const line = (productId: number, defectSerialNumber: string | null = null) => ({
  productId,
  defectSerialNumber,
  quantity: 1,
  selected: true,
});

/** A window whose stored cart is `cart` and whose fetch answers `status` with `{ id }` for each address. */
function windowWith(cart: string | null, status = 200) {
  const asked: string[] = [];
  const win: EarlyProductsWindow = {
    localStorage: { getItem: (key) => (key === LOCAL_CART_KEY ? cart : null) },
    fetch: async (url) => {
      asked.push(url);
      return { ok: status < 400, status, json: async () => ({ id: Number(/product\/(\d+)/.exec(url)![1]) }) };
    },
  };
  return { win, asked };
}

describe("a guest's cart lines' products asked for by the page (decision 0063)", () => {
  it('asks once for each stored line’s product, for the city, and the cart model takes each answer once', async () => {
    const { win, asked } = windowWith(storedCart([line(7), line(7, 'SN-1'), line(9)]));
    expect(askCartProductsEarly(win, 42)).toBe(2);
    expect(asked).toEqual(['/api/product/7?selectedCity=42', '/api/product/9?selectedCity=42']);
    await expect(takeCartProductEarly(win, 7, 42)).resolves.toEqual({ id: 7 });
    expect(takeCartProductEarly(win, 7, 42)).toBeUndefined();
    // Another city's prices: the model asks the API itself.
    expect(takeCartProductEarly(win, 9, 43)).toBeUndefined();
  });

  it('reads the stored cart with its one reader: an empty or unreadable cart asks for nothing', () => {
    for (const cart of [null, '', '{"cartList":"no"}', 'not json']) {
      const { win, asked } = windowWith(cart);
      expect(askCartProductsEarly(win, 42)).toBe(0);
      expect(asked).toEqual([]);
      expect(win[CART_PRODUCTS_EARLY_KEY]).toBeUndefined();
    }
  });

  it('answers null for a product the API does not know, and fails (for the model to ask again) on another error', async () => {
    const gone = windowWith(storedCart([line(7)]), 404);
    askCartProductsEarly(gone.win, 42);
    await expect(takeCartProductEarly(gone.win, 7, 42)).resolves.toBeNull();
    const failing = windowWith(storedCart([line(7)]), 503);
    askCartProductsEarly(failing.win, 42);
    await expect(takeCartProductEarly(failing.win, 7, 42)).rejects.toThrow('503');
  });
});
