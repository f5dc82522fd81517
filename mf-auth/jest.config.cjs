module.exports = require('../jest.base.cjs').jestConfig(__dirname, {
  name: 'mf-auth',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});
