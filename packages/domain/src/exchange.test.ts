import { ORDER_STATUS } from './enums';
import { categorySlug, defaultPriceType, orderStatusFor1C, orderStatusFrom1C, uniqueSlug } from './exchange';

describe('categorySlug', () => {
  it('writes a group’s name in Latin by the one rule, dashes between words', () => {
    expect(categorySlug('Дрели и шуруповёрты')).toBe('dreli-i-shurupoverty');
    expect(categorySlug('  Холодильники / Морозильники  ')).toBe('holodilniki-morozilniki');
    expect(categorySlug('LED-телевизоры 4K')).toBe('led-televizory-4k');
    expect(categorySlug('!!!')).toBe('razdel');
    expect(categorySlug('Очень '.repeat(20)).length).toBeLessThanOrEqual(60);
  });

  it('makes a taken slug unique with -2, -3…', () => {
    const taken = new Set(['pily', 'pily-2']);
    expect(uniqueSlug('pily', (s) => taken.has(s))).toBe('pily-3');
    expect(uniqueSlug('novoe', (s) => taken.has(s))).toBe('novoe');
  });
});

describe('defaultPriceType', () => {
  it('is the one type, else «Розничная», else the first', () => {
    expect(defaultPriceType([{ name: 'Оптовая' }])).toEqual({ name: 'Оптовая' });
    expect(defaultPriceType([{ name: 'Оптовая' }, { name: 'розничная ' }])).toEqual({ name: 'розничная ' });
    expect(defaultPriceType([{ name: 'Оптовая' }, { name: 'Закупочная' }])).toEqual({ name: 'Оптовая' });
    expect(defaultPriceType([])).toBeNull();
  });
});

describe('orderStatusFrom1C', () => {
  it('reads the operator’s table first, then «[N] …», then the default names', () => {
    const mapped = new Map([['собран', ORDER_STATUS.READY]]);
    expect(orderStatusFrom1C('Собран', mapped)).toBe(ORDER_STATUS.READY);
    expect(orderStatusFrom1C('[9] Наличие подтверждено', new Map())).toBe(9);
    expect(orderStatusFrom1C(orderStatusFor1C(ORDER_STATUS.ON_THE_WAY), new Map())).toBe(ORDER_STATUS.ON_THE_WAY);
    expect(orderStatusFrom1C('Отгружен', new Map())).toBe(ORDER_STATUS.ON_THE_WAY);
    expect(orderStatusFrom1C('Закрыт', new Map())).toBe(ORDER_STATUS.DONE);
    expect(orderStatusFrom1C('Отменён', new Map())).toBe(ORDER_STATUS.CANCELLED);
    expect(orderStatusFrom1C('Что-то своё', new Map())).toBeNull();
    expect(orderStatusFrom1C('[42] Нет такого', new Map())).toBeNull();
  });
});
