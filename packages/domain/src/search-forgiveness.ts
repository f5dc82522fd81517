/**
 * What Russian shoppers type into the search box besides what they mean: a word
 * typed on the other keyboard layout («[jkjlbkmybr» is «холодильник», «ыфьыгтп» is «samsung»)
 * and a Latin brand written in Cyrillic («самсунг», «бош», «сяоми»), or a Cyrillic brand written
 * in Latin («zubr»). Pure functions: the API builds its search from them (decision 0034).
 */

/** The ЙЦУКЕН key on the place of each QWERTY key (lower case; upper case follows). */
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const QWERTY_SHIFTED = 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const JCUKEN_SHIFTED = 'ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

const toCyrillic = new Map<string, string>();
const toLatin = new Map<string, string>();
for (const [latin, cyrillic] of [
  [QWERTY, JCUKEN],
  [QWERTY_SHIFTED, JCUKEN_SHIFTED],
] as const) {
  [...latin].forEach((key, i) => {
    toCyrillic.set(key, cyrillic[i]!);
    toLatin.set(cyrillic[i]!, key);
  });
}

const CYRILLIC = /[а-яё]/i;

/**
 * The text as it would have come out on the other layout: each word typed on the Latin layout
 * becomes Cyrillic and each Cyrillic word Latin («[jkjlbkmybr» → «холодильник», «ыфьыгтп» →
 * «samsung»). A word is converted whole, by the script of its letters, so the punctuation keys
 * inside a Latin-layout word («yjen,er» → «ноутбук») turn into the letters they share a key with.
 */
export function switchKeyboardLayout(text: string): string {
  return text.replace(/\S+/g, (word) => {
    const map = CYRILLIC.test(word) ? toLatin : toCyrillic;
    return [...word].map((ch) => map.get(ch) ?? ch).join('');
  });
}

const TRANSLIT: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Cyrillic letters in Latin, as brands are spelt («самсунг» → «samsung»); the rest as it is, lower-cased. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((ch) => TRANSLIT[ch] ?? ch).join('');
}

/**
 * The words of a text as the search reads them: lower case, «ё» as «е», split at anything but a
 * Latin or Cyrillic letter or a digit. The database's `search_text` (migration 017) is the same
 * rule for the products' words (it also keeps a hyphenated word whole: «KE-927» is «ke927» too).
 */
export function searchTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^0-9a-zа-я]+/)
    .filter(Boolean);
}

/** Latin letters as a Russian shopper writes a brand in Cyrillic, in this order (after lower case). */
const LATIN_TO_CYRILLIC: readonly [RegExp, string][] = [
  [/sch/g, 'ш'],
  [/sh/g, 'ш'],
  [/ch/g, 'ч'],
  [/zh/g, 'ж'],
  [/kh/g, 'х'],
  [/ph/g, 'ф'],
  [/th/g, 'т'],
  [/gh/g, 'г'],
  [/ck/g, 'к'],
  [/qu/g, 'кв'],
  [/x/g, 'кс'],
  [/oo/g, 'у'],
  [/ee/g, 'и'],
  [/ou/g, 'у'],
  [/ei/g, 'ей'],
  [/ai/g, 'ай'],
  [/yu/g, 'ю'],
  [/ya/g, 'я'],
  [/c(?=[eiy])/g, 'с'],
  [/(?<=[aeiouаеиоу])y|y(?=[aeiouаеиоу])/g, 'й'],
  [/j/g, 'дж'],
];
const LATIN_LETTER: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  y: 'и',
  z: 'з',
};

/**
 * A Latin word as a Russian shopper would write it in Cyrillic: «bosch» → «бош», «samsung» →
 * «самсунг», «philips» → «филипс», «husqvarna» → «хускварна», «kenwood» → «кенвуд». Brands read
 * otherwise are in BRAND_SPELLING_EXCEPTIONS.
 */
export function cyrillicSpelling(word: string): string {
  let out = word.toLowerCase();
  for (const [pattern, replacement] of LATIN_TO_CYRILLIC) out = out.replace(pattern, replacement);
  return [...out].map((ch) => LATIN_LETTER[ch] ?? ch).join('');
}

/**
 * Brands a Russian shopper writes otherwise than the rule reads them (several ways for some),
 * word for word with the brand's own words. Only the exceptions: the rule does the rest.
 */
export const BRAND_SPELLING_EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  A4Tech: ['а4тек'],
  Airline: ['эйрлайн'],
  Brother: ['бразер'],
  Champion: ['чемпион'],
  DeWalt: ['девольт', 'деволт'],
  Dyson: ['дайсон'],
  Electrolux: ['электролюкс'],
  Filtero: ['фильтеро'],
  HP: ['хп', 'эйчпи'],
  Haier: ['хайер'],
  Hisense: ['хайсенс'],
  Indesit: ['индезит'],
  JBL: ['джибиэль', 'жбл'],
  JVC: ['джейвиси'],
  LG: ['элджи', 'лж'],
  Logitech: ['логитек'],
  Midea: ['мидея'],
  Pioneer: ['пионер'],
  Prology: ['пролоджи'],
  Realme: ['реалми'],
  Runway: ['ранвей'],
  Sennheiser: ['сеннхайзер'],
  Stanley: ['стэнли', 'стенли'],
  Stihl: ['штиль'],
  Sturm: ['штурм'],
  Tefal: ['тефаль'],
  'Top House': ['топ хаус'],
  Topperr: ['топпер'],
  Weissgauff: ['вайсгауф'],
  Xiaomi: ['сяоми', 'ксиоми'],
  Лукойл: ['lukoil'],
  Яндекс: ['yandex'],
};

/** One way to write a word of a producer's name: the spelling stands for the word (`token`, as the products hold it). */
export interface BrandSpelling {
  spelling: string;
  token: string;
}

/**
 * Every way to write the producers' words in the other script, from the producers themselves: a
 * Latin word in Cyrillic by `cyrillicSpelling`, a Cyrillic word in Latin by `transliterate`, plus
 * the exceptions. Each word of a name of several words on its own («топ», «хаус»).
 */
export function brandSpellings(producers: readonly string[]): BrandSpelling[] {
  const seen = new Set<string>();
  const out: BrandSpelling[] = [];
  const add = (spelling: string, token: string) => {
    if (!spelling || spelling === token || seen.has(`${spelling}\u0000${token}`)) return;
    seen.add(`${spelling}\u0000${token}`);
    out.push({ spelling, token });
  };
  for (const producer of producers) {
    const words = producer.split(/\s+/).filter(Boolean);
    const exceptions = BRAND_SPELLING_EXCEPTIONS[producer];
    words.forEach((word, i) => {
      const token = searchTokens(word).join('');
      if (!token) return;
      const written = exceptions?.flatMap((e) => {
        const parts = e.split(/\s+/);
        return parts.length === words.length ? [parts[i]!] : [];
      });
      const ruled = CYRILLIC.test(token) ? transliterate(token) : cyrillicSpelling(token);
      for (const spelling of written?.length ? written : [ruled]) add(searchTokens(spelling).join(''), token);
    });
  }
  return out;
}

/**
 * The query as typed on the other keyboard layout, a word at a time: a word that is one of the
 * producers' words (`brandTokens`) as typed stays; a Cyrillic word that is one on the other layout
 * becomes it («ыфьыгтп» → «samsung»); any other Latin word becomes Cyrillic («[jkjlbkmybr» →
 * «холодильник»), since a Latin word that names no brand in a Russian store is Russian typed on the
 * wrong layout. Null when nothing would change.
 */
export function otherLayoutQuery(query: string, brandTokens: ReadonlySet<string>): string | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const switched = words.map((word) => {
    if (brandTokens.has(searchTokens(word).join(''))) return word;
    const other = switchKeyboardLayout(word);
    if (CYRILLIC.test(word)) return brandTokens.has(searchTokens(other).join('')) ? other : word;
    return other;
  });
  const out = switched.join(' ');
  return out.toLowerCase() === words.join(' ').toLowerCase() ? null : out;
}
