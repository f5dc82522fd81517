/**
 * Cart rules of SPEC §4 as pure functions over cart lines. A line is one product, or one
 * marked-down item of it: the pair (id, defectSerialNumber) identifies it. Every function returns
 * new arrays and lines, so Effector stores and React see the change.
 */
import { moneyTotal } from './money';

/**
 * One cart line: a product, or one marked-down item of it. The client's own state (a guest's cart
 * is kept in the browser); the server stores the same four fields per line.
 */
export interface CartLine {
  id: number;
  defectSerialNumber: string | null;
  quantity: number;
  selected: boolean;
}

/** What identifies a cart line. */
export type CartItemKey = Pick<CartLine, 'id' | 'defectSerialNumber'>;

const isLine = (line: CartLine, item: CartItemKey): boolean =>
  line.id === item.id && (line.defectSerialNumber ?? null) === (item.defectSerialNumber ?? null);

/** Adds one: the same id and defect serial increments; otherwise a new line, quantity 1, selected. */
export function addToCart(lines: readonly CartLine[], item: CartItemKey): CartLine[] {
  if (!lines.some((line) => isLine(line, item))) {
    return [...lines, { id: item.id, defectSerialNumber: item.defectSerialNumber ?? null, quantity: 1, selected: true }];
  }
  return lines.map((line) => (isLine(line, item) ? { ...line, quantity: line.quantity + 1 } : line));
}

/** Takes one away while the quantity is above 0; the line itself stays (removing is a separate act). */
export const decrementInCart = (lines: readonly CartLine[], item: CartItemKey): CartLine[] =>
  lines.map((line) => (isLine(line, item) && line.quantity > 0 ? { ...line, quantity: line.quantity - 1 } : line));

/** Removes the line of this item. */
export const removeFromCart = (lines: readonly CartLine[], item: CartItemKey): CartLine[] => lines.filter((line) => !isLine(line, item));

/** Flips the selection of one line. */
export const toggleSelection = (lines: readonly CartLine[], item: CartItemKey): CartLine[] =>
  lines.map((line) => (isLine(line, item) ? { ...line, selected: !line.selected } : line));

/** Forces every line selected (or unselected): the 'select all' checkbox. */
export const setAllSelected = (lines: readonly CartLine[], selected: boolean): CartLine[] => lines.map((line) => ({ ...line, selected }));

/** Clearing empties the list; count and total are derived, so they become 0 with it. */
export const clearCart = (): CartLine[] => [];

/** Number of goods in the cart badge: the sum of quantities of all lines. */
export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Total of the selected lines given each line's unit price, in whole kopecks (the API recomputes it
 * with its own prices). Any line shape with `selected` and `quantity` will do: the cart page's lines
 * carry their prices beside them.
 */
export const cartTotal = <L extends Pick<CartLine, 'selected' | 'quantity'>>(lines: readonly L[], priceOf: (line: L) => number): number =>
  moneyTotal(
    lines.filter((line) => line.selected),
    priceOf,
  );
