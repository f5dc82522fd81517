import type { CartLine } from './types';

const sameLine = (line: CartLine, item: { id: number; defectSerialNumber: string | null }) =>
  line.id === item.id && (line.defectSerialNumber ?? null) === (item.defectSerialNumber ?? null);

/** Same id and defect serial increments; otherwise a new line with quantity 1, selected (SPEC §4). */
export function addToCart(lines: readonly CartLine[], item: { id: number; defectSerialNumber: string | null }): CartLine[] {
  return lines.some((line) => sameLine(line, item))
    ? lines.map((line) => (sameLine(line, item) ? { ...line, quantity: line.quantity + 1 } : line))
    : [...lines, { id: item.id, defectSerialNumber: item.defectSerialNumber ?? null, quantity: 1, selected: true }];
}

/** Decrement only while above 0. */
export const decrementInCart = (lines: readonly CartLine[], item: { id: number; defectSerialNumber: string | null }): CartLine[] =>
  lines.map((line) => (sameLine(line, item) && line.quantity > 0 ? { ...line, quantity: line.quantity - 1 } : line));

/** Toggles one line's selection, or sets every line to `allSelected` when it is given. */
export function toggleSelection(
  lines: readonly CartLine[],
  item: { id: number; defectSerialNumber: string | null } | null,
  allSelected?: boolean,
): CartLine[] {
  if (allSelected !== undefined) return lines.map((line) => ({ ...line, selected: allSelected }));
  return lines.map((line) => (item && sameLine(line, item) ? { ...line, selected: !line.selected } : line));
}

/** Number of goods in the cart (sum of quantities). */
export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Total of the selected lines given each line's price (the server recomputes it). */
export const cartTotal = (lines: readonly CartLine[], priceOf: (line: CartLine) => number): number =>
  lines.filter((line) => line.selected).reduce((sum, line) => sum + priceOf(line) * line.quantity, 0);
