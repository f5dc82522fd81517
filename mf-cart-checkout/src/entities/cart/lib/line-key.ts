import type { CartItemKey } from '@store/domain';

/** One string per cart line: the product id and the marked-down item's serial (SPEC §4 "same id and defect serial"). */
export const lineKey = (item: CartItemKey): string => `${item.id}:${item.defectSerialNumber ?? ''}`;

export const sameLine = (a: CartItemKey, b: CartItemKey): boolean => lineKey(a) === lineKey(b);
