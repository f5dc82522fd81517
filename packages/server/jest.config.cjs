module.exports = {
  ...require('../../jest.base.cjs').jestConfig(__dirname, { name: 'server' }),
  // PGlite takes seconds to start on 2 cores: one instance per test file, files in band.
  testTimeout: 60000,
};
