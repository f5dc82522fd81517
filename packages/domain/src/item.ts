/**
 * What the store sells, one name for it everywhere: a product, or one marked-down item of it
 * (SPEC §1: a defect item is identified by its serial number). A cart line, a favourite, a
 * comparison entry, a viewed product and an order line all point at an item by this pair.
 */
export interface ItemRef {
  productId: number;
  /** The marked-down item's serial; null for the new product. */
  defectSerialNumber: string | null;
}

/** An item as callers often hold it: the serial may be missing (the new product). */
export type ItemRefLike = Pick<ItemRef, 'productId'> & { defectSerialNumber?: string | null };

/** The one key string of an item («5:» for the product, «5:SN-1» for a marked-down item): React keys, maps, sets. */
export const itemKey = ({ productId, defectSerialNumber }: ItemRefLike): string => `${productId}:${defectSerialNumber ?? ''}`;

/** The same product, or the same marked-down item of it (a missing serial is the new product). */
export const sameItem = (a: ItemRefLike, b: ItemRefLike): boolean =>
  a.productId === b.productId && (a.defectSerialNumber ?? null) === (b.defectSerialNumber ?? null);

/** The pair with the serial made explicit (null for the new product). */
export const toItemRef = ({ productId, defectSerialNumber }: ItemRefLike): ItemRef => ({
  productId,
  defectSerialNumber: defectSerialNumber ?? null,
});
