// The Node build of mf-cart-checkout (server rendering of the cart page's frame, decision 0036), in dist/server.
const webpack = require('webpack');
const { createServerConfig } = require('@store/webpack-config/server.cjs');
const federation = require('./federation.config.cjs');

const base = createServerConfig({ dir: __dirname, ...federation });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new webpack.DefinePlugin({
      'process.env.YANDEX_MAPS_API_KEY': JSON.stringify(process.env.YANDEX_MAPS_API_KEY ?? ''),
      'process.env.YANDEX_MAPS_ENTERPRISE': JSON.stringify(process.env.YANDEX_MAPS_ENTERPRISE ?? ''),
      'process.env.YANDEX_MAPS_VERSION': JSON.stringify(process.env.YANDEX_MAPS_VERSION ?? ''),
    }),
  );
  return config;
};
