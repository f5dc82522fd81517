import {
  askCartProductsEarly,
  CART_PRODUCTS_EARLY_KEY,
  drawCartTitlesEarly,
  earlyCartTitle,
  takeCartProductEarly,
  type EarlyProductsWindow,
} from './cart-products-early';
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
      const id = Number(/product\/(\d+)/.exec(url)![1]);
      return { ok: status < 400, status, json: async () => ({ id, title: `Товар ${id}` }) };
    },
  };
  return { win, asked };
}

describe("a guest's cart lines' products asked for by the page (decision 0063)", () => {
  it('asks once for each stored line’s product, for the city, and the cart model takes each answer once', async () => {
    const { win, asked } = windowWith(storedCart([line(7), line(7, 'SN-1'), line(9)]));
    expect(askCartProductsEarly(win, 42)).toEqual([7, 7, 9]);
    expect(asked).toEqual(['/api/product/7?selectedCity=42', '/api/product/9?selectedCity=42']);
    await expect(takeCartProductEarly(win, 7, 42)).resolves.toEqual({ id: 7, title: 'Товар 7' });
    expect(takeCartProductEarly(win, 7, 42)).toBeUndefined();
    // Another city's prices: the model asks the API itself.
    expect(takeCartProductEarly(win, 9, 43)).toBeUndefined();
  });

  it('reads the stored cart with its one reader: an empty or unreadable cart asks for nothing', () => {
    for (const cart of [null, '', '{"cartList":"no"}', 'not json']) {
      const { win, asked } = windowWith(cart);
      expect(askCartProductsEarly(win, 42)).toEqual([]);
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

describe('the titles of the stored lines drawn into the cart frame’s skeletons (decision 0063)', () => {
  it('writes each line’s product title into the skeleton of its place and keeps it for the page’s skeleton', async () => {
    const { win } = windowWith(storedCart([line(9), line(7), line(8)]));
    const ids = askCartProductsEarly(win, 42);
    const slots = [{ textContent: '' }, { textContent: '' }];
    drawCartTitlesEarly(win, ids, slots);
    // Taken by the cart model meanwhile: the starter's own answer still draws.
    void takeCartProductEarly(win, 9, 42);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slots.map((slot) => slot.textContent)).toEqual(['Товар 9', 'Товар 7']);
    expect([earlyCartTitle(win, 0), earlyCartTitle(win, 1), earlyCartTitle(win, 2)]).toEqual(['Товар 9', 'Товар 7', '']);
  });

  it('draws nothing for a product the API does not know, and nothing on the server', async () => {
    const { win } = windowWith(storedCart([line(9)]), 404);
    const slots = [{ textContent: '' }];
    drawCartTitlesEarly(win, askCartProductsEarly(win, 42), slots);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slots[0]!.textContent).toBe('');
    expect(earlyCartTitle(win, 0)).toBe('');
    expect(earlyCartTitle(undefined, 0)).toBe('');
  });
});
