import { createEvent, createStore } from 'effector';

/** The city (and its pickup shop) the shopper has chosen; `code` is the city's stock code. */
export interface CitySelection {
  cityId: number;
  shopId: number;
  code: number;
  name: string;
}

/** The shopper chose a city (and a shop in it). Owner: shell. */
export const citySelected = createEvent<CitySelection>();

/** Someone asks the shell to open the city choice. */
export const cityChoiceRequested = createEvent<void>();

/** Last chosen city; null until the shell has resolved the cookie at start-up. */
export const $city = createStore<CitySelection | null>(null).on(citySelected, (_, city) => city);
