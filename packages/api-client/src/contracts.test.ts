import { categoryMenuSchema } from './contracts';
import { ContractError } from './errors';
import { parseAnswer } from './parse';

describe('answers are checked against their contract at the boundary', () => {
  it('accepts a nested category tree', () => {
    const data = {
      categories: [
        {
          id: 1,
          slug: 'komp',
          name: 'Компьютеры',
          count: 3,
          children: [{ id: 2, slug: 'noutbuki', name: 'Ноутбуки', count: 3, children: [] }],
        },
      ],
    };
    expect(parseAnswer(categoryMenuSchema, '/category/menu', data)).toEqual(data);
  });

  it('rejects an answer with a missing count', () => {
    const data = { categories: [{ id: 1, slug: 'komp', name: 'Компьютеры', children: [] }] };
    expect(() => parseAnswer(categoryMenuSchema, '/category/menu', data)).toThrow(ContractError);
  });
});
