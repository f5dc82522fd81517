const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

module.exports = createConfig({ dir: __dirname, ...federation, port: Number(process.env.CART_PORT ?? 3002), title: 'Корзина (автономно)' });
