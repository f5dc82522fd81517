/**
 * Cart rules of SPEC §4 as pure functions over cart lines. A line is one item (a product, or one
 * marked-down item of it: `ItemRef`). Every function returns new arrays and lines, so Effector
 * stores and React see the change.
 */
import { sameItem, type ItemRef, type ItemRefLike } from './item';
import { moneyTotal } from './money';

/**
 * One cart line: an item, how many of it, and whether it is chosen for the order. The client's own
 * state (a guest's cart is kept in the browser); the server stores the same four facts per line.
 */
export interface CartLine extends ItemRef {
  quantity: number;
  selected: boolean;
}

/** Adds one: the same id and defect serial increments; otherwise a new line, quantity 1, selected. */
export function addToCart(lines: readonly CartLine[], item: ItemRefLike): CartLine[] {
  if (!lines.some((line) => sameItem(line, item))) {
    return [...lines, { productId: item.productId, defectSerialNumber: item.defectSerialNumber ?? null, quantity: 1, selected: true }];
  }
  return lines.map((line) => (sameItem(line, item) ? { ...line, quantity: line.quantity + 1 } : line));
}

/** Takes one away while the quantity is above 0; the line itself stays (removing is a separate act). */
export const decrementInCart = (lines: readonly CartLine[], item: ItemRefLike): CartLine[] =>
  lines.map((line) => (sameItem(line, item) && line.quantity > 0 ? { ...line, quantity: line.quantity - 1 } : line));

/** Removes the line of this item. */
export const removeFromCart = (lines: readonly CartLine[], item: ItemRefLike): CartLine[] => lines.filter((line) => !sameItem(line, item));

/** Flips the selection of one line. */
export const toggleSelection = (lines: readonly CartLine[], item: ItemRefLike): CartLine[] =>
  lines.map((line) => (sameItem(line, item) ? { ...line, selected: !line.selected } : line));

/** Forces every line selected (or unselected): the 'select all' checkbox. */
export const setAllSelected = (lines: readonly CartLine[], selected: boolean): CartLine[] => lines.map((line) => ({ ...line, selected }));

/** Clearing empties the list; count and total are derived, so they become 0 with it. */
export const clearCart = (): CartLine[] => [];

/** Number of goods in the cart badge: the sum of quantities of all lines (of any shape that has them). */
export const cartCount = (lines: readonly Pick<CartLine, 'quantity'>[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Total of the selected lines given each line's unit price, in whole kopecks (`moneyTotal`; the
 * API recomputes it with its own prices). Any line with a quantity and a selection will do.
 */
export const cartTotal = <L extends Pick<CartLine, 'quantity' | 'selected'>>(lines: readonly L[], priceOf: (line: L) => number): number =>
  moneyTotal(
    lines.filter((line) => line.selected),
    priceOf,
  );
