const base = require('../jest.base.cjs').jestConfig(__dirname, {
  name: 'mf-catalog',
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom'],
});

// swiper ships ES modules only and only moves slides: jsdom gets a stand-in that keeps the markup as painted.
module.exports = {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, '^swiper(/.*)?$': '<rootDir>/jest.swiper-stub.cjs' },
};
