/**
 * The cart of SPEC §4, alive on every page (bus HeadlessModule `cart_checkout/CartModel`): a guest's
 * lines in localStorage, a signed-in shopper's on the server; every change is a rule of the domain
 * (`addToCart`, `decrementInCart`, `removeFromCart`, `toggleSelection`, `setAllSelected`,
 * `clearCart`) and ends in `cartChanged` on the bus, which the shell's badge reads.
 */
import type { Product } from '@store/api-client';
import { $session, cartChanged, cartItemAdded, sessionEnded, sessionStarted, toastRequested } from '@store/bus';
import type { CartSummary } from '@store/bus';
import {
  addToCart,
  clearCart,
  decrementInCart,
  DEFAULT_CITY,
  removeFromCart,
  setAllSelected,
  toggleSelection,
  cartCount,
  itemKey,
  sameItem,
  type CartLine,
  type ItemRef,
} from '@store/domain';
import { combine, createEvent, createStore, merge, sample, split } from 'effector';
import {
  clearServerCartFx,
  fetchCartProductsFx,
  fetchServerCartFx,
  pushGuestCartFx,
  readLocalCartFx,
  removeServerLineFx,
  removeServerLinesFx,
  selectAllServerFx,
  setServerLineFx,
  writeLocalCartFx,
  type ServerCart,
} from '../../../shared/api';
import { $shopperCity, shopperCityChosen } from '../../city';
import { guestItemInfo, serverItemInfo, type ItemInfo } from '../lib/item-info';

export const ADDED_TOAST = 'Товар добавлен в корзину';
export const CHANGE_FAILED_TOAST = 'Не удалось изменить корзину. Проверьте подключение и попробуйте ещё раз.';

/** A line as the cart page draws it: the line, its key and its product data (null while loading). */
export interface CartLineView extends CartLine {
  key: string;
  info: ItemInfo | null;
}

export interface CartTotals {
  /** Selected lines that can be bought in the city. */
  orderable: CartLineView[];
  /** Sum of their prices: what the order costs before delivery. */
  goodsTotal: number;
  /** Units in those lines. */
  units: number;
}

type CartEdit =
  | { kind: 'set'; item: ItemRef; quantity?: number; selected?: boolean }
  | { kind: 'remove'; items: ItemRef[] }
  | { kind: 'selectAll'; selected: boolean }
  | { kind: 'clear' };

interface Edited {
  lines: CartLine[];
  edit: CartEdit;
}

// --- Public events -------------------------------------------------------------------------------

/** The shell started the headless module (HeadlessModule.started); repeated calls do nothing. */
export const started = createEvent();
/** A page needs the lines' product data and prices (the cart page, on each visit). */
export const itemsRequested = createEvent();
export const quantityChanged = createEvent<ItemRef & { quantity: number }>();
export const lineRemoved = createEvent<ItemRef>();
export const selectionToggled = createEvent<ItemRef>();
export const allSelectionSet = createEvent<boolean>();
export const cartCleared = createEvent();
/** An order took these lines: they leave the cart. */
export const linesOrdered = createEvent<ItemRef[]>();
/** The API said prices changed (409): its figures replace the shown ones until the next load. */
export const pricesCorrected = createEvent<(ItemRef & { price: number })[]>();

// --- State ---------------------------------------------------------------------------------------

const $started = createStore(false);
const startRequested = sample({ clock: started, source: $started, filter: (once) => !once });
$started.on(startRequested, () => true);

const guestRestored = createEvent<CartLine[]>();
const serverAnswered = createEvent<ServerCart>();
const edited = createEvent<Edited>();
const itemAdded = createEvent<ItemRef>();

/** True once the lines are known (local restore or the server's cart). */
export const $restored = createStore(false);
const $owner = createStore<'guest' | 'user'>('guest');
export const $lines = createStore<CartLine[]>([]);
/** Adds that came before the stored cart was read; applied on top of it. */
const $pendingAdds = createStore<ItemRef[]>([]);
const $serverInfo = createStore<Record<string, ItemInfo>>({});
/** Products of a guest's lines, the stock code their prices were read for, and when. */
const $guestProducts = createStore<{ products: Record<number, Product | null>; stockCode: number; fetchedAt: number }>({
  products: {},
  stockCode: DEFAULT_CITY.code,
  fetchedAt: 0,
});
const $priceOverrides = createStore<Record<string, number>>({});
const $itemsWanted = createStore(false).on(itemsRequested, () => true);
const $itemsLoaded = createStore(false);
export const $itemsFailed = createStore(false);

const $userId = $session.map((session) => (session.isAuth && session.user ? session.user.id : null));
const $cityId = $shopperCity.map((city) => city?.cityId ?? DEFAULT_CITY.id);
const $stockCode = $shopperCity.map((city) => city?.stockCode ?? DEFAULT_CITY.code);

// Restore: the stored guest cart with the adds that came meanwhile.
sample({ clock: startRequested, target: readLocalCartFx });
const restoredLines = sample({
  clock: readLocalCartFx.doneData,
  source: $pendingAdds,
  fn: (pending, stored) => pending.reduce<CartLine[]>((lines, item) => addToCart(lines, item), stored),
});
$pendingAdds.reset(restoredLines);

sample({ clock: restoredLines, source: $userId, filter: (userId) => userId === null, fn: (_, lines) => lines, target: guestRestored });
sample({
  clock: restoredLines,
  source: { userId: $userId, cityId: $cityId },
  filter: ({ userId }, lines) => userId !== null && lines.length > 0,
  fn: ({ userId, cityId }, lines) => ({ userId: userId!, cityId, lines }),
  target: pushGuestCartFx,
});
sample({
  clock: restoredLines,
  source: { userId: $userId, cityId: $cityId },
  filter: ({ userId }, lines) => userId !== null && lines.length === 0,
  fn: ({ userId, cityId }) => ({ userId: userId!, cityId }),
  target: fetchServerCartFx,
});

$lines.on(guestRestored, (_, lines) => lines);
$restored.on(guestRestored, () => true);
$owner.on(guestRestored, () => 'guest');
sample({ clock: guestRestored, target: writeLocalCartFx });

// Sign-in (SPEC §4): a guest's lines go to the server, then the user's cart for the city is shown.
sample({
  clock: sessionStarted,
  source: { started: $started, owner: $owner, lines: $lines, cityId: $cityId },
  filter: ({ started, owner, lines }) => started && owner === 'guest' && lines.length > 0,
  fn: ({ cityId, lines }, { user }) => ({ userId: user.id, cityId, lines }),
  target: pushGuestCartFx,
});
sample({
  clock: sessionStarted,
  source: { started: $started, owner: $owner, lines: $lines, cityId: $cityId },
  filter: ({ started, owner, lines }) => started && !(owner === 'guest' && lines.length > 0),
  fn: ({ cityId }, { user }) => ({ userId: user.id, cityId }),
  target: fetchServerCartFx,
});
sample({ clock: pushGuestCartFx.done, fn: () => [], target: writeLocalCartFx });
// A refused merge (an item sold meanwhile) keeps the guest lines stored and shows the user's cart.
sample({ clock: pushGuestCartFx.fail, fn: ({ params: { userId, cityId } }) => ({ userId, cityId }), target: fetchServerCartFx });

// Sign-out (SPEC §4 logout): the cart is cleared, here and in storage.
$lines.reset(sessionEnded);
$serverInfo.reset(sessionEnded);
$owner.reset(sessionEnded);
$itemsLoaded.on(sessionEnded, () => true);
sample({ clock: sessionEnded, fn: () => [], target: writeLocalCartFx });

// The server's answer is the truth for a signed-in shopper, unless the session ended meanwhile.
sample({
  clock: merge([
    fetchServerCartFx.doneData,
    pushGuestCartFx.doneData,
    setServerLineFx.doneData,
    removeServerLineFx.doneData,
    removeServerLinesFx.doneData,
    selectAllServerFx.doneData,
    clearServerCartFx.doneData,
  ]),
  source: $userId,
  filter: (userId) => userId !== null,
  fn: (_, cart) => cart,
  target: serverAnswered,
});
const toLine = ({ productId, defectSerialNumber, quantity, selected }: CartLine): CartLine => ({
  productId,
  defectSerialNumber,
  quantity,
  selected,
});
$lines.on(serverAnswered, (_, cart) => cart.cartList.map(toLine));
$serverInfo.on(serverAnswered, (_, cart) => Object.fromEntries(cart.cartList.map((item) => [itemKey(item), serverItemInfo(item)])));
$owner.on(serverAnswered, () => 'user');
$restored.on(serverAnswered, () => true);
$itemsLoaded.on(serverAnswered, () => true);
$itemsFailed.on(serverAnswered, () => false);
$priceOverrides.reset(serverAnswered);

$restored.on(fetchServerCartFx.fail, () => true);
$itemsFailed.on(fetchServerCartFx.fail, () => true);

// A change the server refused: say so and show the server's cart again.
const changeFailed = merge([
  setServerLineFx.fail,
  removeServerLineFx.fail,
  removeServerLinesFx.fail,
  selectAllServerFx.fail,
  clearServerCartFx.fail,
]);
sample({ clock: changeFailed, fn: () => ({ message: CHANGE_FAILED_TOAST, variant: 'error' as const }), target: toastRequested });
sample({
  clock: changeFailed,
  source: { userId: $userId, cityId: $cityId },
  filter: ({ userId }) => userId !== null,
  fn: ({ userId, cityId }) => ({ userId: userId!, cityId }),
  target: fetchServerCartFx,
});

// --- Edits: the domain's rules, then storage (guest) or the server (user) ------------------------

sample({ clock: cartItemAdded, target: itemAdded });
sample({ clock: itemAdded, fn: () => ({ message: ADDED_TOAST, variant: 'success' as const }), target: toastRequested });
$pendingAdds.on(
  sample({ clock: itemAdded, source: $restored, filter: (restored) => !restored, fn: (_, item) => item }),
  (pending, item) => [...pending, item],
);

const lineOf = (lines: readonly CartLine[], item: ItemRef) => lines.find((line) => sameItem(line, item));

sample({
  clock: itemAdded,
  source: { restored: $restored, lines: $lines },
  filter: ({ restored }) => restored,
  fn: ({ lines }, item): Edited => {
    const next = addToCart(lines, item);
    const line = lineOf(next, item)!;
    return { lines: next, edit: { kind: 'set', item, quantity: line.quantity, selected: line.selected } };
  },
  target: edited,
});

/** The stepper's value reached by the domain's one-step rules (decrement only while above 0). */
function withQuantity(lines: CartLine[], item: ItemRef, quantity: number): CartLine[] {
  let next = lines;
  for (let guard = 0; guard < 100; guard += 1) {
    const current = lineOf(next, item)?.quantity;
    if (current === undefined || current === quantity) break;
    const step = current < quantity ? addToCart(next, item) : decrementInCart(next, item);
    if (lineOf(step, item)?.quantity === current) break;
    next = step;
  }
  return next;
}

sample({
  clock: quantityChanged,
  source: { restored: $restored, lines: $lines },
  filter: ({ restored, lines }, change) => restored && lineOf(lines, change) !== undefined,
  fn: ({ lines }, { quantity, ...item }): Edited => {
    const next = withQuantity(lines, item, quantity);
    return { lines: next, edit: { kind: 'set', item, quantity: lineOf(next, item)!.quantity } };
  },
  target: edited,
});
sample({
  clock: selectionToggled,
  source: { restored: $restored, lines: $lines },
  filter: ({ restored, lines }, item) => restored && lineOf(lines, item) !== undefined,
  fn: ({ lines }, item): Edited => {
    const next = toggleSelection(lines, item);
    return { lines: next, edit: { kind: 'set', item, selected: lineOf(next, item)!.selected } };
  },
  target: edited,
});
sample({
  clock: lineRemoved,
  source: { restored: $restored, lines: $lines },
  filter: ({ restored }) => restored,
  fn: ({ lines }, item): Edited => ({ lines: removeFromCart(lines, item), edit: { kind: 'remove', items: [item] } }),
  target: edited,
});
sample({
  clock: linesOrdered,
  source: { restored: $restored, lines: $lines },
  filter: ({ restored, lines }, items) => restored && items.some((item) => lineOf(lines, item) !== undefined),
  fn: ({ lines }, items): Edited => ({
    lines: items.reduce<CartLine[]>((rest, item) => removeFromCart(rest, item), lines),
    edit: { kind: 'remove', items: items.filter((item) => lineOf(lines, item) !== undefined) },
  }),
  target: edited,
});
sample({
  clock: allSelectionSet,
  source: { restored: $restored, lines: $lines },
  filter: ({ restored }) => restored,
  fn: ({ lines }, selected): Edited => ({ lines: setAllSelected(lines, selected), edit: { kind: 'selectAll', selected } }),
  target: edited,
});
sample({
  clock: cartCleared,
  source: $restored,
  filter: (restored) => restored,
  fn: (): Edited => ({ lines: clearCart(), edit: { kind: 'clear' } }),
  target: edited,
});

$lines.on(edited, (_, { lines }) => lines);
sample({ clock: edited, source: $owner, filter: (owner) => owner === 'guest', fn: (_, { lines }) => lines, target: writeLocalCartFx });

const userEdit = sample({
  clock: edited,
  source: { owner: $owner, userId: $userId, cityId: $cityId },
  filter: ({ owner, userId }) => owner === 'user' && userId !== null,
  fn: ({ userId, cityId }, { edit }) => ({ userId: userId!, cityId, edit }),
});
split({
  source: userEdit,
  match: {
    // The server keeps at least one unit in a line; fewer is a removal, which is a separate act.
    set: ({ edit }) => edit.kind === 'set' && (edit.quantity === undefined || edit.quantity >= 1),
    removeOne: ({ edit }) => edit.kind === 'remove' && edit.items.length === 1,
    removeMany: ({ edit }) => edit.kind === 'remove' && edit.items.length > 1,
    selectAll: ({ edit }) => edit.kind === 'selectAll',
    clear: ({ edit }) => edit.kind === 'clear',
  },
  cases: {
    set: setServerLineFx.prepend(({ userId, cityId, edit }: { userId: number; cityId: number; edit: CartEdit }) => {
      const { item, quantity, selected } = edit as Extract<CartEdit, { kind: 'set' }>;
      return { userId, cityId, productId: item.productId, defectSerialNumber: item.defectSerialNumber, quantity, selected };
    }),
    removeOne: removeServerLineFx.prepend(({ userId, cityId, edit }: { userId: number; cityId: number; edit: CartEdit }) => {
      const [item] = (edit as Extract<CartEdit, { kind: 'remove' }>).items;
      return { userId, cityId, productId: item!.productId, defectSerialNumber: item!.defectSerialNumber };
    }),
    removeMany: removeServerLinesFx.prepend(({ userId, cityId, edit }: { userId: number; cityId: number; edit: CartEdit }) => ({
      userId,
      cityId,
      items: (edit as Extract<CartEdit, { kind: 'remove' }>).items,
    })),
    selectAll: selectAllServerFx.prepend(({ userId, cityId, edit }: { userId: number; cityId: number; edit: CartEdit }) => ({
      userId,
      cityId,
      selected: (edit as Extract<CartEdit, { kind: 'selectAll' }>).selected,
    })),
    clear: clearServerCartFx.prepend(({ userId, cityId }: { userId: number; cityId: number }) => ({ userId, cityId })),
  },
});

// --- The bus hears every change ------------------------------------------------------------------

const summaryOf = (lines: readonly CartLine[]): CartSummary => ({
  count: cartCount(lines),
  lines: lines.map(({ productId, defectSerialNumber, quantity }) => ({ productId, defectSerialNumber, quantity })),
});
sample({
  clock: [guestRestored, edited.map(({ lines }) => lines), serverAnswered.map((cart) => cart.cartList), sessionEnded.map(() => [])],
  fn: (lines: CartLine[]) => summaryOf(lines),
  target: cartChanged,
});

// --- Product data and prices of the lines (cart page) --------------------------------------------

interface CityRef {
  cityId: number;
  stockCode: number;
}
const $cityRef = combine($cityId, $stockCode, (cityId, stockCode): CityRef => ({ cityId, stockCode }));

const loadGuestItems = createEvent<CityRef & { ids: number[] }>();
sample({ clock: loadGuestItems, filter: ({ ids }) => ids.length > 0, target: fetchCartProductsFx });
const nothingToLoad = sample({ clock: loadGuestItems, filter: ({ ids }) => ids.length === 0 });

interface LoadContext {
  owner: 'guest' | 'user';
  userId: number | null;
  lines: CartLine[];
}
const $loadContext = combine({ owner: $owner, userId: $userId, lines: $lines });
const loadItemsFor = createEvent<LoadContext & CityRef>();
sample({
  clock: loadItemsFor,
  filter: ({ owner, userId }) => owner === 'user' && userId !== null,
  fn: ({ userId, cityId }) => ({ userId: userId!, cityId }),
  target: fetchServerCartFx,
});
sample({
  clock: loadItemsFor,
  filter: ({ owner }) => owner === 'guest',
  fn: ({ lines, cityId, stockCode }) => ({ ids: lines.map((line) => line.productId), cityId, stockCode }),
  target: loadGuestItems,
});

// The page asked: load now when the lines are known, else once they are.
sample({
  clock: itemsRequested,
  source: { restored: $restored, context: $loadContext, city: $cityRef },
  filter: ({ restored }) => restored,
  fn: ({ context, city }) => ({ ...context, ...city }),
  target: loadItemsFor,
});
sample({
  clock: guestRestored,
  source: { wanted: $itemsWanted, city: $cityRef },
  filter: ({ wanted }) => wanted,
  fn: ({ city }, lines) => ({ ids: lines.map((line) => line.productId), ...city }),
  target: loadGuestItems,
});
// Another city: other prices and availability (SPEC §4 "Lines not sold in the city").
sample({
  clock: shopperCityChosen,
  source: { wanted: $itemsWanted, restored: $restored, context: $loadContext },
  filter: ({ wanted, restored }) => wanted && restored,
  fn: ({ context }, city) => ({ ...context, cityId: city.cityId, stockCode: city.stockCode }),
  target: loadItemsFor,
});
// A guest's new line on an open cart page needs its product.
sample({
  clock: edited,
  source: { owner: $owner, wanted: $itemsWanted, guest: $guestProducts, city: $cityRef },
  filter: ({ owner, wanted, guest }, { lines }) => owner === 'guest' && wanted && lines.some((line) => !(line.productId in guest.products)),
  fn: ({ guest, city }, { lines }) => ({
    ids: lines.filter((line) => !(line.productId in guest.products)).map((line) => line.productId),
    ...city,
  }),
  target: fetchCartProductsFx,
});

$guestProducts.on(fetchCartProductsFx.done, (current, { params, result }) => ({
  products: params.stockCode === current.stockCode ? { ...current.products, ...result.products } : result.products,
  stockCode: params.stockCode ?? current.stockCode,
  fetchedAt: result.fetchedAt,
}));
$itemsLoaded.on([fetchCartProductsFx.done, nothingToLoad], () => true);
$itemsFailed.on([fetchCartProductsFx.done, nothingToLoad], () => false).on(fetchCartProductsFx.fail, () => true);
$itemsFailed.reset(itemsRequested);
$priceOverrides.reset(fetchCartProductsFx.done);
$priceOverrides.on(pricesCorrected, (overrides, products) => ({
  ...overrides,
  ...Object.fromEntries(products.map((product) => [itemKey(product), product.price])),
}));

// --- What the cart page reads --------------------------------------------------------------------

export const $cartLines = combine(
  { lines: $lines, owner: $owner, serverInfo: $serverInfo, guest: $guestProducts, overrides: $priceOverrides },
  ({ lines, owner, serverInfo, guest, overrides }): CartLineView[] =>
    lines.map((line) => {
      const key = itemKey(line);
      let info: ItemInfo | null = null;
      if (owner === 'user') info = serverInfo[key] ?? null;
      else if (line.productId in guest.products)
        info = guestItemInfo(guest.products[line.productId] ?? null, line.defectSerialNumber, guest.stockCode, new Date(guest.fetchedAt));
      if (info && info.available && overrides[key] !== undefined) info = { ...info, price: overrides[key]! };
      return { ...line, key, info };
    }),
);

/** SPEC §4: the total of the selected lines that can be bought in the city. */
export const $cartTotals = $cartLines.map((lines): CartTotals => {
  const orderable = lines.filter((line) => line.selected && line.quantity > 0 && line.info?.available && line.info.price !== null);
  const goodsTotal = Math.round(orderable.reduce((sum, line) => sum + (line.info!.price ?? 0) * line.quantity, 0) * 100) / 100;
  return { orderable, goodsTotal, units: orderable.reduce((sum, line) => sum + line.quantity, 0) };
});

export type CartState = 'loading' | 'error' | 'empty' | 'ready';
export const $cartState = combine($restored, $itemsLoaded, $itemsFailed, $lines, (restored, loaded, failed, lines): CartState => {
  if (!restored) return 'loading';
  if (failed) return 'error';
  if (lines.length === 0) return 'empty';
  return loaded ? 'ready' : 'loading';
});

/** True while a signed-in shopper's change is on its way to the server. */
export const $cartSaving = combine(
  [setServerLineFx.pending, removeServerLineFx.pending, removeServerLinesFx.pending, selectAllServerFx.pending, clearServerCartFx.pending],
  (pending) => pending.some(Boolean),
);
