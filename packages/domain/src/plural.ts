const rules = new Intl.PluralRules('ru-RU');

/** Russian plural form of a count: one (1, 21), few (2–4, 22–24), many (5–20, 25…). */
export function pluralRu(count: number, forms: { one: string; few: string; many: string }): string {
  const rule = rules.select(count);
  return rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.many;
}

/** «часа/часов» after «в течение» (genitive): 1 часа, 2 часов, 5 часов, 21 часа. */
export const hoursGenitive = (count: number): string => pluralRu(count, { one: 'часа', few: 'часов', many: 'часов' });
