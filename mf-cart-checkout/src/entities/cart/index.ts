/**
 * The cart entity: its model (also exposed headless as `cart_checkout/CartModel`) and the line
 * views the cart page, the checkout and the one-click order read.
 */
// Wires the cart to the bus (`cartChanged`); it exports nothing the rest of the remote needs.
import './model/bus-summary';

export { started, $lines } from './model/lines';
export { quantityChanged, lineRemoved, selectionToggled, allSelectionSet, cartCleared } from './model/edits';
export { itemsRequested, pricesCorrected } from './model/products';
export { $cartLines, $cartTotals, $cartState, unitPrice } from './model/views';
export type { CartLineView } from './model/views';
