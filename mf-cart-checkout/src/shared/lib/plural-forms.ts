import type { PluralForms } from '@store/domain';

/** After «до»: «до 1 дня, до 3 дней». */
export const DAYS_UP_TO_FORMS: PluralForms = { one: 'дня', few: 'дней', many: 'дней' };
/** «1 день, 2 дня, 5 дней». */
export const DAY_FORMS: PluralForms = { one: 'день', few: 'дня', many: 'дней' };
/** «1 секунду, 2 секунды, 5 секунд» (after «через»). */
export const SECOND_FORMS: PluralForms = { one: 'секунду', few: 'секунды', many: 'секунд' };
