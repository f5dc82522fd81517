module.exports = {
  ...require('../jest.base.cjs').jestConfig(__dirname, { name: 'lint' }),
  testMatch: ['<rootDir>/lint/**/*.test.ts'],
};
