import { $city, cityChoiceRequested, citySelected, type CitySelection } from '@store/bus';
import type { City, Region, Shop } from '@store/api-client';
import { OTHER_CITY, SELECTED_CITY_COOKIE, SELECTED_CITY_COOKIE_DAYS } from '@store/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import Cookies from 'js-cookie';
import { loadApiClient } from '../../../shared/api/client';
import { takeStartAnswer } from '../../../shared/lib/ssr';
import { DEFAULT_SELECTION, OTHER_CITY_SELECTION, parseCityCookie, parseSavedCity, resolveCity, selectionOf } from '../lib/resolve-city';

const GEO_CITY_KEY = 'geoCity';

interface SavedCity {
  cookieId: number | null;
  saved: CitySelection | null;
}

/** The shell started: restore the city (cookie selectedCity, local geoCity) and load the city list. */
export const started = createEvent();
export const cityClicked = createEvent<City>();
export const shopClicked = createEvent<Shop>();
export const otherCityClicked = createEvent();
export const otherCityConfirmed = createEvent();
export const modalClosed = createEvent();
export const backClicked = createEvent();
/** A page needs the city list (the shops page): loaded unless it is there already. */
export const regionsRequested = createEvent();

function readGeoCity(): CitySelection | null {
  try {
    return parseSavedCity(window.localStorage.getItem(GEO_CITY_KEY));
  } catch {
    // Storage may be unavailable (private mode); the cookie alone still names the city.
    return null;
  }
}

export const readSavedCityFx = createEffect((): SavedCity => ({
  cookieId: parseCityCookie(Cookies.get(SELECTED_CITY_COOKIE)),
  saved: readGeoCity(),
}));

// The first read answered by the server's copy for this page when it sent one (no request at start).
export const fetchRegionsFx = createEffect(
  async (): Promise<Region[]> => takeStartAnswer('regions') ?? (await loadApiClient()).fetchCityRegions(),
);

export const saveCityFx = createEffect((city: CitySelection) => {
  Cookies.set(SELECTED_CITY_COOKIE, String(city.cityId), { expires: SELECTED_CITY_COOKIE_DAYS, sameSite: 'lax', path: '/' });
  try {
    window.localStorage.setItem(GEO_CITY_KEY, JSON.stringify(city));
  } catch {
    // Private mode or a full storage: the cookie alone still carries the city.
  }
});

export const $regions = createStore<Region[]>([]).on(fetchRegionsFx.doneData, (_, regions) => regions);
export const $regionsFailed = createStore(false)
  .on(fetchRegionsFx.fail, () => true)
  .reset(fetchRegionsFx.done);
const $savedCity = createStore<SavedCity>({ cookieId: null, saved: null }).on(readSavedCityFx.doneData, (_, s) => s);

export const $modalOpen = createStore(false)
  .on(cityChoiceRequested, () => true)
  .on(modalClosed, () => false)
  .on(citySelected, () => false);
/** The city whose shops are being chosen (a city with several shops). */
export const $shopStepCity = createStore<City | null>(null)
  .on(cityClicked, (_, city) => ((city.shops ?? []).length > 1 ? city : null))
  .reset(modalClosed, citySelected, backClicked, cityChoiceRequested);
/** 'Other city' shows a warning before it is set. */
export const $otherCityWarning = createStore(false)
  .on(otherCityClicked, () => true)
  .reset(modalClosed, citySelected, backClicked, cityChoiceRequested);

sample({ clock: started, target: [readSavedCityFx, fetchRegionsFx] });

// Fast path: the locally kept selection for the cookie's city, or the default city when there
// is no cookie. The catalogue can start fetching before the city list arrives.
sample({
  clock: readSavedCityFx.doneData,
  filter: ({ cookieId, saved }) => cookieId === null || saved?.cityId === cookieId || cookieId === OTHER_CITY.id,
  fn: ({ cookieId, saved }) =>
    cookieId === OTHER_CITY.id ? OTHER_CITY_SELECTION : saved?.cityId === cookieId && saved ? saved : DEFAULT_SELECTION,
  target: citySelected,
});

const sameSelection = (a: CitySelection | null, b: CitySelection) => a?.cityId === b.cityId && a.shopId === b.shopId && a.code === b.code;

// Slow path: once the list arrives, the cookie's city is checked; an unknown id falls back to
// the default city.
sample({
  clock: fetchRegionsFx.doneData,
  source: { saved: $savedCity, current: $city },
  filter: ({ saved, current }, regions) => !sameSelection(current, resolveCity(regions, saved.cookieId, saved.saved)),
  fn: ({ saved }, regions) => resolveCity(regions, saved.cookieId, saved.saved),
  target: citySelected,
});

// A cookie naming no known city is replaced by the city shown even when the page already shows
// it (a server-rendered page resolved the cookie the same way), so the next request is right.
sample({
  clock: fetchRegionsFx.doneData,
  source: { saved: $savedCity, current: $city },
  filter: ({ saved, current }, regions) => {
    const resolved = resolveCity(regions, saved.cookieId, saved.saved);
    return saved.cookieId !== null && resolved.cityId !== saved.cookieId && sameSelection(current, resolved);
  },
  fn: ({ saved }, regions) => resolveCity(regions, saved.cookieId, saved.saved),
  target: saveCityFx,
});

// The API is down: keep the store usable with the default city.
sample({ clock: fetchRegionsFx.fail, source: $city, filter: (city) => city === null, fn: () => DEFAULT_SELECTION, target: citySelected });

sample({
  clock: cityClicked,
  filter: (city) => (city.shops ?? []).length <= 1,
  fn: (city) => selectionOf(city),
  target: citySelected,
});
sample({
  clock: shopClicked,
  source: $shopStepCity,
  filter: (city) => city !== null,
  fn: (city, shop) => selectionOf(city as City, shop.id),
  target: citySelected,
});
sample({ clock: otherCityConfirmed, fn: () => OTHER_CITY_SELECTION, target: citySelected });
sample({ clock: citySelected, target: saveCityFx });
sample({ clock: cityChoiceRequested, source: $regions, filter: (regions) => regions.length === 0, target: fetchRegionsFx });
sample({ clock: regionsRequested, source: $regions, filter: (regions) => regions.length === 0, target: fetchRegionsFx });
