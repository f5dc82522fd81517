const base = require('../jest.base.cjs').jestConfig(__dirname, {
  name: 'mf-cart-checkout',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});

// uuid ships ES modules only: jest (CommonJS) compiles it like the other ESM-only packages.
module.exports = {
  ...base,
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(content-disposition|', '(uuid|content-disposition|'),
  ),
};
