module.exports = require('../jest.base.cjs').jestConfig(__dirname, {
  name: 'mf-catalog',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});
