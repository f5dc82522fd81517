import type { CitySelection } from '@store/bus';

/** Cities as the shell puts them on the bus (SPEC §9: the default city and «Другой город»). */
export const USOLYE: CitySelection = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
export const OTHER: CitySelection = { cityId: 4586109697, shopId: 1499, code: 349, name: 'Другой город' };
export const IRKUTSK: CitySelection = { cityId: 1, shopId: 2, code: 301, name: 'Иркутск' };
