/**
 * The cart entity: its model (also exposed headless as `cart_checkout/CartModel`) and the line
 * views the cart page, the checkout and the one-click order read.
 */
export {
  started,
  itemsRequested,
  quantityChanged,
  lineRemoved,
  selectionToggled,
  allSelectionSet,
  cartCleared,
  linesOrdered,
  pricesCorrected,
  $lines,
  $restored,
  $cartLines,
  $cartTotals,
  $cartState,
  $cartSaving,
  $itemsFailed,
  ADDED_TOAST,
  CHANGE_FAILED_TOAST,
} from './model/cart';
export type { CartLineView, CartTotals, CartState } from './model/cart';
export type { ItemInfo } from './lib/item-info';
