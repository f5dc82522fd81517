/** Russian plurals through the platform's CLDR rules rather than hand-written modulo arithmetic. */
const rules = new Intl.PluralRules('ru-RU');

/** The three Russian forms of a word; `other` (fractions, e.g. 1,5) defaults to `few`, right for nominative forms. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other?: string;
}

/** «час/часа/часов» after a number: 1 час, 2 часа, 5 часов. */
export const HOUR_FORMS: PluralForms = { one: 'час', few: 'часа', many: 'часов' };

/** «товар/товара/товаров» after a number (DESIGN "Words": «1 товар», «2 товара», «5 товаров»). */
export const GOODS_FORMS: PluralForms = { one: 'товар', few: 'товара', many: 'товаров' };

/** «часа/часов» after «в течение» (genitive): 1 часа, 2 часов, 1,5 часа. */
const HOUR_GENITIVE_FORMS: PluralForms = { one: 'часа', few: 'часов', many: 'часов', other: 'часа' };

/** The form of a word that goes with `count`: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export function pluralRu(count: number, forms: PluralForms): string {
  switch (rules.select(count)) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few;
    case 'many':
      return forms.many;
    default:
      return forms.other ?? forms.few;
  }
}

/** «часа» or «часов» after «в течение N». */
export const hoursGenitive = (count: number): string => pluralRu(count, HOUR_GENITIVE_FORMS);
