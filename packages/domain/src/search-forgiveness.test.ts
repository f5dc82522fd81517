import { brandAliasTable, brandKey, searchQueryCandidates, switchKeyboardLayout, transliterate } from './search-forgiveness';

/** The producers of the store's seed (packages/server/src/seed/catalog-data.ts). */
const BRANDS = [
  'A4Tech',
  'AOC',
  'ASUS',
  'Acer',
  'Airline',
  'Amazfit',
  'Ariston',
  'Arm Media',
  'Atlant',
  'Ballu',
  'Berkut',
  'Boneco',
  'Bosch',
  'Braun',
  'Brother',
  'Canon',
  'Champion',
  'Darina',
  "De'Longhi",
  'DeWalt',
  'Defender',
  'Dyson',
  'Electrolux',
  'Filtero',
  'Gefest',
  'HP',
  'Haier',
  'Hammer',
  'Hansa',
  'Hisense',
  'Holder',
  'Honor',
  'Huawei',
  'Husqvarna',
  'Huter',
  'Indesit',
  'JBL',
  'JVC',
  'Kenwood',
  'Kerry',
  'Kitfort',
  'Kromax',
  'Krups',
  'LG',
  'Lenovo',
  'Liqui Moly',
  'Logitech',
  'MSI',
  'Makita',
  'Marshall',
  'Metabo',
  'Midea',
  'Moulinex',
  'Pantum',
  'Patriot',
  'Philips',
  'Pioneer',
  'Polaris',
  'Prology',
  'Realme',
  'Redmond',
  'Runway',
  'Samsung',
  'Scarlett',
  'Sennheiser',
  'Sony',
  'Stanley',
  'Stihl',
  'Sturm',
  'Tecno',
  'Tefal',
  'Thermex',
  'Timberk',
  'Top House',
  'Topperr',
  'Vitek',
  'Weissgauff',
  'Xiaomi',
  'Zanussi',
  'Зубр',
  'Интерскол',
  'Кобальт',
  'Лукойл',
  'Нева',
  'Яндекс',
];
const aliases = brandAliasTable(BRANDS);

describe('the other keyboard layout (ЙЦУКЕН ↔ QWERTY)', () => {
  it.each([
    ['[jkjlbkmybr', 'холодильник'],
    ['lhtkm', 'дрель'],
    ['ljhtkm', 'дорель'],
    ['yjen,er', 'ноутбук'],
    ['Gsktcjc', 'Пылесос'],
    ['ыфьыгтп', 'samsung'],
    ['ЫФЬЫГТП', 'SAMSUNG'],
  ])('%p typed on the wrong layout is %p', (typed, meant) => {
    expect(switchKeyboardLayout(typed)).toBe(meant);
  });

  it('converts each word by its own script and leaves digits and spaces alone', () => {
    expect(switchKeyboardLayout('[jkjlbkmybr 312 ыфьыгтп')).toBe('холодильник 312 samsung');
    expect(switchKeyboardLayout(switchKeyboardLayout('стиральная машина'))).toBe('стиральная машина');
  });
});

describe('brands written in the other script', () => {
  it('transliterates Cyrillic the way brands are spelt', () => {
    expect(transliterate('Самсунг')).toBe('samsung');
    expect(transliterate('Леново')).toBe('lenovo');
    expect(transliterate('Щётка')).toBe('schetka');
  });

  it.each([
    ['самсунг', 'Samsung'],
    ['бош', 'Bosch'],
    ['филипс', 'Philips'],
    ['леново', 'Lenovo'],
    ['ксиоми', 'Xiaomi'],
    ['хуавей', 'Huawei'],
    ['электролюкс', 'Electrolux'],
    ['индезит', 'Indesit'],
    ['мулинекс', 'Moulinex'],
    ['тефаль', 'Tefal'],
    ['макита', 'Makita'],
    ['дайсон', 'Dyson'],
    ['хайер', 'Haier'],
    ['девольт', 'DeWalt'],
    ['делонги', "De'Longhi"],
    ['хускварна', 'Husqvarna'],
    ['чемпион', 'Champion'],
    ['сони', 'Sony'],
    ['кенвуд', 'Kenwood'],
    ['занусси', 'Zanussi'],
    ['zubr', 'Зубр'],
    ['interskol', 'Интерскол'],
    ['yandex', 'Яндекс'],
  ])('%p names %p', (written, brand) => {
    expect(aliases.get(brandKey(written))).toBe(brand);
  });

  it('the alias table is built from the brands alone: no skeleton too short, none shared by two brands', () => {
    expect(brandKey('Samsung')).toBe(brandKey('самсунг'));
    expect(aliases.has(brandKey('AOC'))).toBe(false);
    expect(brandAliasTable(['Sony', 'Sunny']).size).toBe(0);
    expect(new Set(aliases.values()).size).toBe(aliases.size);
    expect(aliases.size).toBeGreaterThan(BRANDS.length - 10);
  });
});

describe('what to search for, in order, until something is found', () => {
  const queries = (query: string) => searchQueryCandidates(query, aliases).map((c) => `${c.kind}: ${c.query}`);

  it.each([
    ['самсунг', ['brands: Samsung', 'typed: самсунг']],
    ['холодильник бош', ['brands: холодильник Bosch', 'typed: холодильник бош']],
    ['холодилник самсунг', ['brands: холодилник Samsung', 'typed: холодилник самсунг']],
    ['топ хаус', ['brands: Top House', 'typed: топ хаус']],
    ['[jkjlbkmybr', ['typed: [jkjlbkmybr', 'layout: холодильник']],
    ['lhtkm', ['typed: lhtkm', 'layout: дрель']],
    ['ыфьыгтп', ['typed: ыфьыгтп', 'layout: Samsung']],
    ['[jkjlbkmybr lg', ['typed: [jkjlbkmybr lg', 'layout: холодильник lg']],
    ['холодильник no frost', ['typed: холодильник no frost', 'layout: холодильник тщ акщые']],
  ])('%p → %p', (query, expected) => {
    expect(queries(query)).toEqual(expected);
  });

  it('a query with nothing to correct is tried as typed only', () => {
    expect(queries('Samsung')).toEqual(['typed: Samsung']);
    expect(queries(' стиральная   машина ')).toEqual(['typed: стиральная машина']);
    expect(queries('  ')).toEqual([]);
  });
});
