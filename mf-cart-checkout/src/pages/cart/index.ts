/** cart_checkout/CartPage (bus PageModule): the cart and the checkout at /cart. */
export { CartPage as default } from './ui/cart-page';
export { pageStarted } from './model/page';
