/** cart_checkout/CartPage: the shopper's cart. */
export { CartPage as default } from './ui/cart-page';
