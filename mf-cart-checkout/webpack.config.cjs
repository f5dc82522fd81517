const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');
const mapsEnv = require('./maps-env.cjs');

const base = createConfig({ dir: __dirname, ...federation, port: Number(process.env.CART_PORT ?? 3002), title: 'Корзина (автономно)' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(mapsEnv());
  return config;
};
