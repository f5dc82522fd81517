module.exports = require('../jest.base.cjs').jestConfig(__dirname, {
  name: 'mf-cart-checkout',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});
