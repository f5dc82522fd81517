const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

module.exports = createConfig({
  dir: __dirname,
  ...federation,
  host: true,
  port: Number(process.env.SHELL_PORT ?? 3000),
  title: 'Магазин техники и инструмента',
});
