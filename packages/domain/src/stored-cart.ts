/**
 * The guest cart as SPEC §3 keeps it in localStorage `cart` (`{ cartList: [{ id, defectSerialNumber,
 * quantity, selected }] }`: the product is `id`). A returning shopper's saved cart has this shape. The
 * cart remote reads and writes it; before that remote starts, the page's starter and the shell store
 * early adds through `storeEarlyCartAdd` (early-cart-adds.ts). These two functions are its only reader
 * and writer.
 */
import type { CartLine } from './cart';

interface StoredLine {
  id: number;
  defectSerialNumber: string | null;
  quantity: number;
  selected: boolean;
}

const isStoredLine = (value: unknown): value is StoredLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'number' &&
    Number.isInteger(line.id) &&
    line.id > 0 &&
    (line.defectSerialNumber === null || typeof line.defectSerialNumber === 'string') &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 0 &&
    typeof line.selected === 'boolean'
  );
};

/** Lines of a stored cart; anything malformed (an old format, a hand edit) is dropped, never thrown. */
export function parseStoredCart(text: string | null): CartLine[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    const list: unknown = Array.isArray(value) ? value : (value as { cartList?: unknown } | null)?.cartList;
    if (!Array.isArray(list)) return [];
    return list
      .filter(isStoredLine)
      .map(({ id, defectSerialNumber, quantity, selected }) => ({ productId: id, defectSerialNumber, quantity, selected }));
  } catch {
    return [];
  }
}

/** The text kept under `cart` for these lines (SPEC §3 shape). */
export function storedCart(lines: readonly CartLine[]): string {
  const cartList: StoredLine[] = lines.map(({ productId, defectSerialNumber, quantity, selected }) => ({
    id: productId,
    defectSerialNumber,
    quantity,
    selected,
  }));
  return JSON.stringify({ cartList });
}
