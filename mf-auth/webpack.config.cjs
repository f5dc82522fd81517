const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

module.exports = createConfig({ dir: __dirname, ...federation, port: Number(process.env.AUTH_PORT ?? 3003), title: 'Вход (автономно)' });
