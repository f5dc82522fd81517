// mf-cart-checkout: cart, checkout, one-click order, delivery, payment, phone confirmation.
module.exports = {
  name: 'cart_checkout',
  exposes: {
    // Headless: the cart on every page (bus HeadlessModule; the shell calls `started`).
    './CartModel': './src/entities/cart/index.ts',
    // Page: /cart (bus PageModule).
    './CartPage': './src/pages/cart/index.ts',
    // Modals the shell mounts on bus requests (bus ModalProps).
    './OneClickOrderModal': './src/features/one-click-order/index.ts',
    './PhoneConfirmationModal': './src/features/phone-confirmation/index.ts',
  },
};
