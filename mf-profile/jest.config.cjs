module.exports = require('../jest.base.cjs').jestConfig(__dirname, {
  name: 'mf-profile',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});
