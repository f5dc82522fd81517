/**
 * What Russian shoppers type into the search box besides what they mean (issue 9 part 4): a word
 * typed on the other keyboard layout («[jkjlbkmybr» is «холодильник», «ыфьыгтп» is «samsung»)
 * and a Latin brand written in Cyrillic («самсунг», «бош», «филипс»), or a Cyrillic brand written
 * in Latin («zubr»). Pure functions: the API uses them when a query as typed finds nothing, the
 * browser's search box may use them too.
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
 * Latin spellings that sound alike, folded to one, in this order (after transliteration); «sh» and
 * «ch» become the capitals S and C, which no later rule touches.
 */
const SOUND_ALIKE: readonly [RegExp, string][] = [
  [/tsch|tch/g, 'ch'],
  [/sch|sh|zh/g, 'S'],
  [/ch/g, 'C'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/gh/g, 'g'],
  [/ck/g, 'k'],
  [/qu/g, 'kv'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/z/g, 's'],
  [/j/g, 'y'],
];

/**
 * A brand's sound skeleton: transliterated, sound-alike spellings folded, vowels, digits and soft
 * signs dropped, doubled consonants once. «Samsung» and «самсунг» are both «smsng», «Bosch» and
 * «бош» «bS», «Philips» and «филипс» «flps», «Зубр» and «zubr» «sbr». Empty without consonants.
 */
export function brandKey(text: string): string {
  let latin = transliterate(text).replace(/[^a-z0-9]/g, '');
  for (const [pattern, replacement] of SOUND_ALIKE) latin = latin.replace(pattern, replacement);
  return latin.replace(/[aeiouy0-9]/g, '').replace(/(.)\1+/g, '$1');
}

/** A skeleton this short names too many words to be taken for a brand. */
const MIN_BRAND_KEY = 2;

/**
 * The alias table of a list of brands (the producers of the catalogue): skeleton → brand. A
 * skeleton two brands share is left out, as is one too short to tell a brand from a word.
 */
export function brandAliasTable(brands: readonly string[]): ReadonlyMap<string, string> {
  const byKey = new Map<string, string | null>();
  for (const brand of brands) {
    const key = brandKey(brand);
    if (key.length < MIN_BRAND_KEY) continue;
    const seen = byKey.get(key);
    byKey.set(key, seen === undefined || seen === brand ? brand : null);
  }
  return new Map([...byKey].flatMap(([key, brand]) => (brand === null ? [] : [[key, brand] as const])));
}

/** Each word (or two words together: «топ хаус») that names a brand of the table, replaced by the brand. */
function replaceBrands(words: readonly string[], aliases: ReadonlyMap<string, string>, switchFirst: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const pair = i + 1 < words.length ? aliases.get(brandKey(`${word}${words[i + 1]}`)) : undefined;
    if (pair) {
      out.push(pair);
      i += 1;
      continue;
    }
    const brand = aliases.get(brandKey(word)) ?? (switchFirst ? aliases.get(brandKey(switchKeyboardLayout(word))) : undefined);
    if (brand) out.push(brand.toLowerCase() === word.toLowerCase() ? word : brand);
    // A Cyrillic word on the Latin layout is gibberish unless it is a brand (above); a Latin word that
    // is no brand in a Russian store is taken for Russian typed on the wrong layout.
    else out.push(switchFirst && !CYRILLIC.test(word) ? switchKeyboardLayout(word) : word);
  }
  return out;
}

/** One query to try: the brands named in Latin, as typed, or on the other keyboard layout. */
export interface SearchCandidate {
  query: string;
  kind: 'brands' | 'typed' | 'layout';
}

/**
 * The queries to try, in order, until one finds something:
 * 1. brands written in the other script replaced by the brand («холодильник самсунг» →
 *    «холодильник Samsung»), when there are any: typo tolerance would otherwise let the query as
 *    typed find every fridge and no Samsung first;
 * 2. the query as typed;
 * 3. the query on the other keyboard layout, a brand recognised on either layout («[jkjlbkmybr» →
 *    «холодильник», «ыфьыгтп» → «Samsung»).
 * Without repeats (compared without case).
 */
export function searchQueryCandidates(query: string, aliases: ReadonlyMap<string, string>): SearchCandidate[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const typed = words.join(' ');
  const branded = replaceBrands(words, aliases, false).join(' ');
  const switched = replaceBrands(words, aliases, true).join(' ');
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return [
    ...(same(branded, typed) ? [] : [{ query: branded, kind: 'brands' as const }]),
    { query: typed, kind: 'typed' as const },
    ...(same(switched, typed) || same(switched, branded) ? [] : [{ query: switched, kind: 'layout' as const }]),
  ];
}
