const webpack = require('webpack');
const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

const base = createConfig({ dir: __dirname, ...federation, port: Number(process.env.CART_PORT ?? 3002), title: 'Корзина (автономно)' });

/** The maps script's key, host and version are configuration (src/shared/config/env.ts). */
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
