import { attributeRows, groupByCategory, MISSING_VALUE } from './compare-table';

const fridge = (name: string, attributes: Record<string, string>) => ({ name, category: { id: 1, name: 'Холодильники' }, attributes });
const drill = { name: 'Дрель', category: { id: 2, name: 'Дрели' }, attributes: { Мощность: '800 Вт' } };

describe('comparison grouped by category with differences', () => {
  it('groups items by their own category in the order categories first appear', () => {
    const a = fridge('A', {});
    const b = fridge('B', {});
    expect(groupByCategory([a, drill, b]).map((g) => [g.name, g.entries.map((e) => e.name)])).toEqual([
      ['Холодильники', ['A', 'B']],
      ['Дрели', ['Дрель']],
    ]);
  });

  it('marks rows whose values differ, fills missing values and ignores case and spaces', () => {
    const rows = attributeRows([
      fridge('A', { Цвет: 'Белый', Объём: '300 л', 'No Frost': 'да' }),
      fridge('B', { Цвет: 'белый ', Объём: '250 л' }),
    ]);
    expect(rows).toEqual([
      { name: 'Цвет', values: ['Белый', 'белый'], differs: false },
      { name: 'Объём', values: ['300 л', '250 л'], differs: true },
      { name: 'No Frost', values: ['да', MISSING_VALUE], differs: true },
    ]);
  });

  it('finds no differences with a single item', () => {
    expect(attributeRows([drill]).every((row) => !row.differs)).toBe(true);
  });
});
