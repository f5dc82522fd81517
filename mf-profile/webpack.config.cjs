const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

module.exports = createConfig({
  dir: __dirname,
  ...federation,
  port: Number(process.env.PROFILE_PORT ?? 3004),
  title: 'Профиль (автономно)',
});
