/**
 * The API's wire names an item's product `id` (SPEC §7: a cart's `cartList`, an order's
 * `productData`, the courier company's `productsData`, a 409's corrected prices); inside this remote
 * it is `productId`, as in `ItemRef` of @store/domain. Every crossing goes through these two.
 */
export const fromWire = <T extends { id: number }>({ id, ...rest }: T): Omit<T, 'id'> & { productId: number } => ({
  productId: id,
  ...rest,
});

export const toWire = <T extends { productId: number }>({ productId, ...rest }: T): Omit<T, 'productId'> & { id: number } => ({
  id: productId,
  ...rest,
});
