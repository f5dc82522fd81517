import { GOODS_FORMS as goods, HOUR_FORMS, hoursGenitive, pluralRu } from './plural';

describe('Russian plural rule (Intl.PluralRules ru-RU)', () => {
  it('hours: «час/часа/часов»', () => {
    const phrase = (n: number) => `${n} ${pluralRu(n, HOUR_FORMS)}`;
    expect([1, 2, 4, 5, 11, 12, 14, 20, 21, 22, 25, 101, 111].map(phrase).join(', ')).toBe(
      '1 час, 2 часа, 4 часа, 5 часов, 11 часов, 12 часов, 14 часов, 20 часов, 21 час, 22 часа, 25 часов, 101 час, 111 часов',
    );
  });

  it('goods: «товар/товара/товаров» (DESIGN "Words")', () => {
    const phrase = (n: number) => `${n} ${pluralRu(n, goods)}`;
    expect([1, 2, 5, 11, 21, 22, 100].map(phrase).join(', ')).toBe(
      '1 товар, 2 товара, 5 товаров, 11 товаров, 21 товар, 22 товара, 100 товаров',
    );
  });

  it('zero takes the many form', () => {
    expect(pluralRu(0, goods)).toBe('товаров');
  });

  it('fractions take the other form, by default the few form', () => {
    expect(pluralRu(1.5, HOUR_FORMS)).toBe('часа');
    expect(pluralRu(2.5, { ...goods, other: 'товара (дробь)' })).toBe('товара (дробь)');
  });

  it("the spec's «часа/часов» after «в течение»", () => {
    expect([1, 2, 5, 11, 19, 20, 21, 22].map(hoursGenitive).join(' ')).toBe('часа часов часов часов часов часов часа часов');
    expect(hoursGenitive(1.5)).toBe('часа');
  });
});
