// The Node build of mf-cart-checkout (server rendering of the cart page's frame, decision 0036), in dist/server.
const { createServerConfig } = require('@store/webpack-config/server.cjs');
const federation = require('./federation.config.cjs');
const mapsEnv = require('./maps-env.cjs');

const base = createServerConfig({ dir: __dirname, ...federation });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(mapsEnv());
  return config;
};
