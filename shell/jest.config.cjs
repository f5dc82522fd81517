module.exports = require('../jest.base.cjs').jestConfig(__dirname, {
  name: 'shell',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});
