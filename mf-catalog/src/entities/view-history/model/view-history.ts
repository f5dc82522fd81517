import type { Product } from '@store/api-client';
import { $city, citySelected } from '@store/bus';
import { rememberView, VIEW_HISTORY_CAP, type ViewHistoryItem } from '@store/domain';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { fetchProductsFx, readLocalFx, writeLocalFx } from '../../../shared/api';
import { fromProduct, type ProductCardItem } from '../../product/@x/view-history';

/** localStorage key of SPEC §3 «Persisted locally». */
export const VIEW_HISTORY_KEY = 'viewHistory';

/** A page that shows the viewed list was opened, or its city changed (home, product): cards missing for the city load. */
export const historyShown = createEvent();
/** A product (or a marked-down item) page was seen. */
export const productViewed = createEvent<ViewHistoryItem>();
/** The page shows this product with the city's prices: its card needs no request of its own. */
export const productShown = createEvent<Product>();

const readHistoryFx = attach({ effect: readLocalFx, mapParams: () => VIEW_HISTORY_KEY });
const writeHistoryFx = attach({ effect: writeLocalFx, mapParams: (value: ViewHistoryItem[]) => ({ key: VIEW_HISTORY_KEY, value }) });
const loadCardsFx = attach({ effect: fetchProductsFx });

const keyOf = (item: ViewHistoryItem) => `${item.id}:${item.defectSerialNumber ?? ''}`;

/** Newest first, each product or item once, at most 15 (SPEC §9). */
export const $viewHistory = createStore<ViewHistoryItem[]>([]);
const $restored = createStore(false);
/** Cards already loaded for the selected city, by product and serial. */
const $cards = createStore<{ cityId: number | null; byKey: Record<string, ProductCardItem> }>({ cityId: null, byKey: {} });

/** Cards of the viewed products with the selected city's prices, newest first. */
export const $historyCards = combine($viewHistory, $cards, (list, cards) =>
  list.flatMap((item) => {
    const card = cards.byKey[keyOf(item)];
    return card ? [card] : [];
  }),
);

function storedItems(stored: unknown): ViewHistoryItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, defectSerialNumber } = entry as Record<string, unknown>;
    if (!Number.isInteger(id) || (id as number) <= 0) return [];
    if (defectSerialNumber !== null && defectSerialNumber !== undefined && typeof defectSerialNumber !== 'string') return [];
    return [{ id: id as number, defectSerialNumber: (defectSerialNumber as string | undefined) ?? null }];
  });
}

/** Keeps the first of each product or item, in order, at most 15. */
const deduplicated = (items: readonly ViewHistoryItem[]): ViewHistoryItem[] =>
  items.reduceRight<ViewHistoryItem[]>((acc, item) => rememberView(acc, item), []).slice(0, VIEW_HISTORY_CAP);

// The stored list is read once per page load, when a page first needs it (a product page's opening
// asks twice at once: to remember the view and to show the list).
const $asked = createStore(false);
const firstAsk = sample({ clock: [historyShown, productViewed], source: $asked, filter: (asked) => !asked });
$asked.on(firstAsk, () => true);
sample({ clock: firstAsk, target: readHistoryFx });
$restored.on(readHistoryFx.finally, () => true);

$viewHistory.on(productViewed, (list, item) => rememberView(list, item));
// Views of this page load are newer than the stored ones.
const restored = sample({
  clock: readHistoryFx.doneData,
  source: $viewHistory,
  fn: (current, stored) => deduplicated([...current, ...storedItems(stored)]),
});
$viewHistory.on(restored, (_, list) => list);

sample({ clock: restored, target: writeHistoryFx });
sample({
  clock: productViewed,
  source: { list: $viewHistory, restored: $restored },
  filter: ({ restored }) => restored,
  fn: ({ list }) => list,
  target: writeHistoryFx,
});

// Another city: other prices, every card is loaded again.
$cards.on(citySelected, (cards, city) => (cards.cityId === city.cityId ? cards : { cityId: city.cityId, byKey: {} }));

const missing = sample({
  clock: [historyShown, restored],
  source: { list: $viewHistory, cards: $cards, city: $city, restored: $restored },
  filter: ({ restored, city }) => restored && city !== null,
  fn: ({ list, cards, city }) => ({
    cityId: city?.cityId ?? 0,
    items: list.filter((item) => cards.cityId !== city?.cityId || !cards.byKey[keyOf(item)]),
  }),
});
sample({ clock: missing, filter: ({ items }) => items.length > 0, target: loadCardsFx });

$cards.on(
  sample({
    clock: productShown,
    source: $city,
    filter: (city) => city !== null,
    fn: (city, product) => ({ cityId: city?.cityId ?? 0, card: fromProduct(product, city?.code ?? 0, new Date()) }),
  }),
  (cards, { cityId, card }) => ({
    cityId,
    byKey: { ...(cards.cityId === cityId ? cards.byKey : {}), [keyOf({ id: card.id, defectSerialNumber: card.defectSerialNumber })]: card },
  }),
);

const cardsLoaded = sample({
  clock: loadCardsFx.done,
  source: $city,
  filter: (city, { params }) => city?.cityId === params.cityId,
  fn: (city, { params, result }) => ({
    cityId: params.cityId,
    cards: result.map((product) => fromProduct(product, city?.code ?? 0, new Date())),
  }),
});
$cards.on(cardsLoaded, (cards, { cityId, cards: loaded }) => ({
  cityId,
  byKey: {
    ...(cards.cityId === cityId ? cards.byKey : {}),
    ...Object.fromEntries(loaded.map((card) => [keyOf({ id: card.id, defectSerialNumber: card.defectSerialNumber }), card])),
  },
}));
