import {
  brandSpellings,
  cyrillicSpelling,
  otherLayoutQuery,
  searchTokens,
  switchKeyboardLayout,
  transliterate,
} from './search-forgiveness';

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
/** Spelling → the producers' words it stands for. */
const spelled = new Map<string, string[]>();
for (const { spelling, token } of brandSpellings(BRANDS)) spelled.set(spelling, [...(spelled.get(spelling) ?? []), token]);
const brandTokens = new Set(BRANDS.flatMap((b) => b.split(' ').map((w) => searchTokens(w).join(''))));

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
    ['самсунг', 'samsung'],
    ['бош', 'bosch'],
    ['филипс', 'philips'],
    ['леново', 'lenovo'],
    ['сяоми', 'xiaomi'],
    ['ксиоми', 'xiaomi'],
    ['хуавей', 'huawei'],
    ['электролюкс', 'electrolux'],
    ['индезит', 'indesit'],
    ['мулинекс', 'moulinex'],
    ['тефаль', 'tefal'],
    ['макита', 'makita'],
    ['дайсон', 'dyson'],
    ['штиль', 'stihl'],
    ['асус', 'asus'],
    ['хайер', 'haier'],
    ['девольт', 'dewalt'],
    ['делонги', 'delonghi'],
    ['хускварна', 'husqvarna'],
    ['чемпион', 'champion'],
    ['сони', 'sony'],
    ['кенвуд', 'kenwood'],
    ['занусси', 'zanussi'],
    ['элджи', 'lg'],
    ['топ', 'top'],
    ['хаус', 'house'],
    ['ликви', 'liqui'],
    ['zubr', 'зубр'],
    ['interskol', 'интерскол'],
    ['yandex', 'яндекс'],
  ])('%p stands for the producer word %p', (written, token) => {
    expect(spelled.get(written)).toContain(token);
  });

  it('one rule reads most brands; the exceptions are the few it cannot', () => {
    expect(cyrillicSpelling('Samsung')).toBe('самсунг');
    expect(cyrillicSpelling('Bosch')).toBe('бош');
    expect(cyrillicSpelling('Thermex')).toBe('термекс');
    expect(cyrillicSpelling('Scarlett')).toBe('скарлетт');
    expect(cyrillicSpelling('Acer')).toBe('асер');
    // Every producer of the seed has a spelling, and no spelling is the producer's own word.
    const tokens = new Set(brandSpellings(BRANDS).map((s) => s.token));
    for (const token of brandTokens) expect(tokens).toContain(token);
    for (const { spelling, token } of brandSpellings(BRANDS)) expect(spelling).not.toBe(token);
  });
});

describe('the words of a text as the search reads them', () => {
  it('lower case, «ё» as «е», split at anything but letters and digits', () => {
    expect(searchTokens('Дрель-шуруповёрт Makita KE-927, 18 В')).toEqual(['дрель', 'шуруповерт', 'makita', 'ke', '927', '18', 'в']);
    expect(searchTokens("De'Longhi")).toEqual(['de', 'longhi']);
    expect(searchTokens(' !!! ')).toEqual([]);
  });
});

describe('the query on the other keyboard layout', () => {
  it.each([
    ['[jkjlbkmybr', 'холодильник'],
    ['lhtkm', 'дрель'],
    ['ыфьыгтп', 'samsung'],
    ['[jkjlbkmybr lg', 'холодильник lg'],
    ['холодильник no frost', 'холодильник тщ акщые'],
  ])('%p → %p', (query, expected) => {
    expect(otherLayoutQuery(query, brandTokens)).toBe(expected);
  });

  it('nothing to switch: null', () => {
    expect(otherLayoutQuery('стиральная машина', brandTokens)).toBeNull();
    expect(otherLayoutQuery('холодильник samsung', brandTokens)).toBeNull();
  });
});
