const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

module.exports = createConfig({
  dir: __dirname,
  ...federation,
  port: Number(process.env.CATALOG_PORT ?? 3001),
  title: 'Каталог (автономно)',
});
