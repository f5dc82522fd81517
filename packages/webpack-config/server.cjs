// The Node build of a remote for server rendering (TOOLCHAIN.md "Server rendering through Module
// Federation"): the same exposed modules, shared singletons and effector sids as the browser
// build, as a `commonjs-module` container the shell's server loads over HTTP with the MF runtime.
// It goes to dist/server/ next to the browser files, so one static server and one release folder
// carry both builds of exactly the same version.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcOptions } = require('./swc-options.cjs');
const { sharedFor, distDir } = require('./shared.cjs');

/** Folder of the server build inside the remote's dist. */
const SERVER_DIR = 'server';

/** @param {{ dir: string, name: string, exposes?: Record<string,string> }} app */
function createServerConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
    /** @type {import('webpack').Configuration} */
    return {
      name: `${app.name}-server`,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: {},
      target: 'async-node',
      devtool: false,
      output: {
        path: path.join(distDir(app.dir), SERVER_DIR),
        // No absolute address is known at build time: the MF node runtime plugin resolves chunks
        // next to the remoteEntry.js URL the server registered.
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        library: { type: 'commonjs-module' },
        uniqueName: `${app.name}_server`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules\/(?!\.pnpm)/,
            // The same options as the browser build: the same sids, so the server's serialized
            // scope lands on the browser's stores.
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ development: !production, names: !production }) },
          },
          { test: /\.css$/, use: [require.resolve('./css-null-loader.cjs')] },
          { test: /\.(svg|png|webp|woff2)$/, type: 'asset/inline' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          // API_BASE_URL stays a run-time setting here: the server tells the remote its API address.
          'process.env.APP_VERSION': JSON.stringify(pkg.version),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          library: { type: 'commonjs-module', name: app.name },
          remoteType: 'script',
          shared: sharedFor(pkg),
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createServerConfig, SERVER_DIR };
