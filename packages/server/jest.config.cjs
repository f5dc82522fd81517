const base = require('../../jest.base.cjs').jestConfig(__dirname, { name: 'server' });

module.exports = {
  ...base,
  transform: { ...base.transform, '\\.sql$': require.resolve('../../jest.sql-transform.cjs') },
  // PGlite takes seconds to start on 2 cores: one seeded database per test file.
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
};
