import { cartAddAttribute, foldEarlyCartAdds, parseCartAddAttribute, parseEarlyCartAdds, storedCartCount } from './early-cart-adds';

const kettle = { productId: 1, defectSerialNumber: null };
const kettleDefect = { productId: 1, defectSerialNumber: 'У-1' };

describe('adds pressed before the page started (issue 25 aim 4)', () => {
  it('reads back what the buy button carries, in order', () => {
    const text = JSON.stringify([JSON.parse(cartAddAttribute(kettle)), JSON.parse(cartAddAttribute(kettleDefect))]);
    expect(parseEarlyCartAdds(text)).toEqual([kettle, kettleDefect]);
  });

  it('drops what is not an item and never throws on a broken value', () => {
    expect(
      parseEarlyCartAdds(
        JSON.stringify([{ productId: 0, defectSerialNumber: null }, { productId: 2, defectSerialNumber: null }, { productId: 3 }, kettle]),
      ),
    ).toEqual([{ productId: 2, defectSerialNumber: null }, kettle]);
    expect(parseEarlyCartAdds('{')).toEqual([]);
    expect(parseEarlyCartAdds('{"productId":1}')).toEqual([]);
    expect(parseEarlyCartAdds(null)).toEqual([]);
  });

  it('applies each add by the cart rule of SPEC §4: the same item increments, another appends selected', () => {
    const stored = [{ ...kettle, quantity: 2, selected: false }];
    expect(foldEarlyCartAdds(stored, [kettle, kettleDefect, kettle])).toEqual([
      { ...kettle, quantity: 4, selected: false },
      { ...kettleDefect, quantity: 1, selected: true },
    ]);
    expect(foldEarlyCartAdds(stored, [])).toEqual(stored);
  });

  it('reads the item a buy button (or a hand-over to the shell) carries, and nothing else', () => {
    expect(parseCartAddAttribute(cartAddAttribute(kettleDefect))).toEqual(kettleDefect);
    expect(parseCartAddAttribute('{"productId":0,"defectSerialNumber":null}')).toBeNull();
    expect(parseCartAddAttribute('{')).toBeNull();
    expect(parseCartAddAttribute(7)).toBeNull();
    expect(parseCartAddAttribute(null)).toBeNull();
  });

  it("counts a guest's stored cart and noted adds as the badge shows them before the cart model starts", () => {
    const cart = JSON.stringify({
      cartList: [
        { id: 1, defectSerialNumber: null, quantity: 2, selected: true },
        { id: 1, defectSerialNumber: 'У-1', quantity: 1, selected: false },
      ],
    });
    expect(storedCartCount(cart, null)).toBe(3);
    expect(storedCartCount(cart, JSON.stringify([kettle]))).toBe(4);
    expect(storedCartCount(null, JSON.stringify([kettle, kettle]))).toBe(2);
    expect(storedCartCount('{', '{')).toBe(0);
    expect(
      storedCartCount(
        JSON.stringify({ cartList: [{ id: 1, defectSerialNumber: null, quantity: -1, selected: true }, { quantity: 'x' }, null] }),
        null,
      ),
    ).toBe(0);
  });
});
