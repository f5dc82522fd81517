const { buildStarter } = require('./starter-build.cjs');

// The DOM tests run the page's starter exactly as the build makes it for the pages (starter-build.cjs).
module.exports = {
  ...require('../../jest.base.cjs').jestConfig(__dirname, { name: 'ssr' }),
  globals: { __STARTER_SCRIPT__: buildStarter() },
};
