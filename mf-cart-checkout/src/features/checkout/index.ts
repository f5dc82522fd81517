/** The checkout under the cart (SPEC §3 Checkout form, §4–§9): form, delivery, payment, order rules, the order. */
export { checkoutStarted } from './model/options';
export { CheckoutFormView } from './ui/checkout-form';
export { MinimumOrderModal, DemoNoticeModal, SimilarOrdersModal, OrderPlacedModal } from './ui/order-modals';
