const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

module.exports = createConfig({
  dir: __dirname,
  ...federation,
  host: true,
  port: Number(process.env.SHELL_PORT ?? 3000),
  title: 'Магазин техники и инструмента',
  // The banner line of SPEC §1, pre-painted in the HTML (the same text the shell renders).
  banner: 'Нам 32 года: техника, инструмент и электроника с гарантией и самовывозом из магазинов',
});
