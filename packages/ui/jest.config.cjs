module.exports = require('../../jest.base.cjs').jestConfig(__dirname, {
  name: 'ui',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});
