/** The checkout under the cart (SPEC §3 Checkout form, §4–§9): form, delivery, payment, order rules, the order. */
export { checkoutStarted } from './model/options';
// Lazy components (`React.lazy`): render them inside a Suspense boundary.
export { CheckoutFormView, CheckoutModals } from './ui/lazy';
