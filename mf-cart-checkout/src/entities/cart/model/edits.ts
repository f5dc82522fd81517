/**
 * Changes to the cart (SPEC §4 Cart): each is a rule of the domain (`addToCart`, `decrementInCart`,
 * `removeFromCart`, `toggleSelection`, `setAllSelected`, `clearCart`) applied to the lines, then
 * kept: in localStorage for a guest, on the server line by line for a signed-in shopper (whose
 * answer then replaces the lines, see lines.ts). A change the server refuses is said and undone.
 */
import { toastRequested } from '@store/bus';
import {
  addToCart,
  clearCart,
  decrementInCart,
  removeFromCart,
  sameItem,
  setAllSelected,
  toggleSelection,
  type CartLine,
  type ItemRef,
} from '@store/domain';
import { combine, createEvent, merge, sample, split } from 'effector';
import {
  clearServerCartFx,
  fetchServerCartFx,
  removeServerLineFx,
  removeServerLinesFx,
  selectAllServerFx,
  setServerLineFx,
  takeEarlyCartAddsFx,
  writeLocalCartFx,
} from '../../../shared/api';
import { $cityId, $lines, $owner, $restored, $userId, cartAdd, pendingAddDue } from './lines';

export const ADDED_TOAST = 'Товар добавлен в корзину';
export const CHANGE_FAILED_TOAST = 'Не удалось изменить корзину. Проверьте подключение и попробуйте ещё раз.';

export const quantityChanged = createEvent<ItemRef & { quantity: number }>();
export const lineRemoved = createEvent<ItemRef>();
export const selectionToggled = createEvent<ItemRef>();
export const allSelectionSet = createEvent<boolean>();
export const cartCleared = createEvent();
/** An order took these lines: they leave the cart. */
export const linesOrdered = createEvent<ItemRef[]>();

type CartEdit =
  | { kind: 'set'; item: ItemRef; quantity?: number; selected?: boolean }
  | { kind: 'remove'; items: ItemRef[] }
  | { kind: 'selectAll'; selected: boolean }
  | { kind: 'clear' };

/** The lines after a change, and the change itself (what the server is told). */
interface Edited {
  lines: CartLine[];
  edit: CartEdit;
}
export const edited = createEvent<Edited>();

const lineOf = (lines: readonly CartLine[], item: ItemRef) => lines.find((line) => sameItem(line, item));

sample({ clock: cartAdd, fn: () => ({ message: ADDED_TOAST, variant: 'success' as const }), target: toastRequested });
// Adds stored before the model started (the early tap's sequence) are confirmed once, at its start.
sample({
  clock: takeEarlyCartAddsFx.doneData,
  filter: (adds) => adds > 0,
  fn: () => ({ message: ADDED_TOAST, variant: 'success' as const }),
  target: toastRequested,
});
// An add applies at once when the lines are known; one pressed before waits in lines.ts and comes back as due.
const addApplied = merge([sample({ clock: cartAdd, source: $restored, filter: Boolean, fn: (_, item) => item }), pendingAddDue]);
sample({
  clock: addApplied,
  source: $lines,
  fn: (lines, item): Edited => {
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

// --- A signed-in shopper's change goes to the server ---------------------------------------------

interface UserEdit {
  userId: number;
  cityId: number;
  edit: CartEdit;
}
const userEdit = sample({
  clock: edited,
  source: { owner: $owner, userId: $userId, cityId: $cityId },
  filter: ({ owner, userId }) => owner === 'user' && userId !== null,
  fn: ({ userId, cityId }, { edit }): UserEdit => ({ userId: userId!, cityId, edit }),
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
    set: setServerLineFx.prepend(({ userId, cityId, edit }: UserEdit) => {
      const { item, quantity, selected } = edit as Extract<CartEdit, { kind: 'set' }>;
      return { userId, cityId, productId: item.productId, defectSerialNumber: item.defectSerialNumber, quantity, selected };
    }),
    removeOne: removeServerLineFx.prepend(({ userId, cityId, edit }: UserEdit) => {
      const [item] = (edit as Extract<CartEdit, { kind: 'remove' }>).items;
      return { userId, cityId, productId: item!.productId, defectSerialNumber: item!.defectSerialNumber };
    }),
    removeMany: removeServerLinesFx.prepend(({ userId, cityId, edit }: UserEdit) => ({
      userId,
      cityId,
      items: (edit as Extract<CartEdit, { kind: 'remove' }>).items,
    })),
    selectAll: selectAllServerFx.prepend(({ userId, cityId, edit }: UserEdit) => ({
      userId,
      cityId,
      selected: (edit as Extract<CartEdit, { kind: 'selectAll' }>).selected,
    })),
    clear: clearServerCartFx.prepend(({ userId, cityId }: UserEdit) => ({ userId, cityId })),
  },
});

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

/** True while a signed-in shopper's change is on its way to the server. */
export const $cartSaving = combine(
  [setServerLineFx.pending, removeServerLineFx.pending, removeServerLinesFx.pending, selectAllServerFx.pending, clearServerCartFx.pending],
  (pending) => pending.some(Boolean),
);
