import { productCountLabel } from './count-label';

describe('product counts of the category tiles', () => {
  it('agree the word with the number and group the digits: «1 товар», «3 товара», «12 товаров», «9 757 товаров»', () => {
    expect([1, 3, 12, 21, 111, 9757].map(productCountLabel)).toEqual([
      '1 товар',
      '3 товара',
      '12 товаров',
      '21 товар',
      '111 товаров',
      '9\u00a0757 товаров',
    ]);
  });
});
