// mf-cart-checkout: cart, checkout, one-click order, delivery, payment, phone confirmation.
module.exports = {
  name: 'cart_checkout',
  exposes: {
    './CartPage': './src/pages/cart/index.ts',
  },
};
