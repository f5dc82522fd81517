/** Business constants of SPEC §9 (and ids of §4) as code. */

/** Default city: Usolye-Sibirskoye (SPEC §9). */
export const DEFAULT_CITY = { id: 195585415, name: 'Усолье-Сибирское', shopId: 107, code: 353 } as const;

/** 'Other city': a special city for delivery by a courier company (SPEC §4, §9). */
export const OTHER_CITY = { id: 4586109697, name: 'Другой город', shopId: 1499, code: 349 } as const;

/** Stock code whose prices apply to 'other city' orders: the home city's (SPEC §9). */
export const MAIN_STOCK_CODE = DEFAULT_CITY.code;

/** Regions queried by the city list: Irkutsk oblast, Buryatia, Krasnoyarsk krai. */
export const CITY_REGION_IDS = [38, 3, 24] as const;

export const SELECTED_CITY_COOKIE = 'selectedCity';
export const SELECTED_CITY_COOKIE_DAYS = 365;
export const UTM_COOKIE = 'utm_source';
export const UTM_COOKIE_DAYS = 7;
