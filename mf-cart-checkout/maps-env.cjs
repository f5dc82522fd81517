const webpack = require('webpack');

/** The maps script's key, host and version are configuration (src/shared/config/env.ts), in both builds. */
module.exports = () =>
  new webpack.DefinePlugin({
    'process.env.YANDEX_MAPS_API_KEY': JSON.stringify(process.env.YANDEX_MAPS_API_KEY ?? ''),
    'process.env.YANDEX_MAPS_ENTERPRISE': JSON.stringify(process.env.YANDEX_MAPS_ENTERPRISE ?? ''),
    'process.env.YANDEX_MAPS_VERSION': JSON.stringify(process.env.YANDEX_MAPS_VERSION ?? ''),
  });
