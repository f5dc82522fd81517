// The Node build of mf-catalog (server rendering of its pages), in dist/server.
const { createServerConfig } = require('@store/webpack-config/server.cjs');
const federation = require('./federation.config.cjs');

module.exports = createServerConfig({ dir: __dirname, ...federation });
