import { cartAddAttribute, foldEarlyCartAdds, parseEarlyCartAdds } from './early-cart-adds';

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
});
