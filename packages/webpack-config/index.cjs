// One webpack 5 + Module Federation 2.0 configuration for the shell and every remote, so that the
// five apps share the same loaders, sharing rules, cache headers and compression. Each app keeps
// its own `federation.config.cjs` (name, exposes) and calls `createConfig` from webpack.config.cjs.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const zlib = require('node:zlib');
const { swcOptions } = require('./swc-options.cjs');
const { sharedFor, distDir } = require('./shared.cjs');

/**
 * @typedef {object} AppOptions
 * @property {string} dir            the app's folder (__dirname of its webpack config)
 * @property {string} name           MF container name (a JS identifier: catalog, cart_checkout…)
 * @property {number} port           dev-server port
 * @property {Record<string,string>} [exposes]  public name → slice index file
 * @property {boolean} [host]        true for the shell
 * @property {string} [title]        page title of the standalone page
 * @property {string} [banner]       banner line pre-painted in the HTML (shell)
 * @property {string} [bannerShort]  its phone's version, one line at 375 px (shell)
 */

/**
 * Content-hashed file names. The MF runtime module asks for a chunk's file name before its hash
 * exists, only to learn the folder depth; without the hash it gets the same folder.
 * @param {import('webpack').PathData} pathData
 */
function hashedName(pathData) {
  const hashed = pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash.javascript;
  return hashed ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * `provideExternalRuntime` adds its runtime plugin by the path `require.resolve` gives: the plugin's
 * CommonJS build, which pulls the CommonJS builds of the MF runtime and SDK, while the rest of the
 * runtime (webpack-bundler-runtime, the shell's `@module-federation/enhanced/runtime`) is the ES
 * build. The shell's main.js carried both copies (≈ 190 KB of source, parsed and run at start).
 * The ES build of the plugin keeps one copy.
 */
function esmRuntimeAlias() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  const esm = cjs.replace(/\.cjs$/, '.js');
  return fs.existsSync(esm) && esm !== cjs ? { [cjs]: esm } : {};
}

/**
 * effector-react asks for use-sync-external-store's shim, written for React before 18; React 18 has
 * the hook, and the package's own entries hand React's over. The shared effector-react then carries
 * no second implementation of the hook (issue 25, decision 0044).
 */
const reactOwnSyncExternalStore = {
  'use-sync-external-store/shim/index.js$': 'use-sync-external-store',
  'use-sync-external-store/shim/with-selector.js$': 'use-sync-external-store/with-selector.js',
};

/** @param {AppOptions} app @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
    const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:4000';

    /** @type {import('webpack').Configuration} */
    const config = {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: distDir(app.dir),
        // Remotes are served from their own origin: chunks resolve next to remoteEntry.js.
        publicPath: app.host ? '/' : 'auto',
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: app.name,
        // dist/server is the remote's Node build (server.cjs), made in the same run.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...reactOwnSyncExternalStore, ...(app.host ? esmRuntimeAlias() : {}) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules\/(?!\.pnpm)/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ development: !production, names: !production }) },
          },
          {
            test: /\.css$/,
            use: [
              // Stylesheets are files in every mode: the pages' Content-Security-Policy refuses
              // inline <style> elements without its nonce, in a development build too.
              MiniCssExtractPlugin.loader,
              { loader: require.resolve('css-loader'), options: { importLoaders: 0 } },
            ],
          },
          { test: /\.(svg|png|webp|woff2)$/, type: 'asset' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/api'),
          'process.env.APP_VERSION': JSON.stringify(pkg.version),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          shared: sharedFor(pkg),
          // 'version-first' would fetch every remote entry at start-up, so one dead remote would
          // break the shell's start (module-federation/core#3877).
          shareStrategy: 'loaded-first',
          manifest: true,
          // A remote's types (@mf-types.zip) cost a second tsc run per remote; releases, the
          // composition type check and `npm test` need them, serving the store does not
          // (`npm start` builds with MF_TYPES=off, issue 25).
          dts:
            app.host || process.env.MF_TYPES === 'off'
              ? false
              : { generateTypes: { compileInChildProcess: true, abortOnError: false }, consumeTypes: false },
          dev: { disableLiveReload: true, disableDynamicRemoteTypeHints: true },
          // One MF runtime for the page: the shell provides it, production remotes use it instead
          // of bundling a copy each (≈ 21 KB gzip per remote). Standalone dev builds keep their own.
          // The shell runs in browsers only: the runtime's Node loading paths are left out
          // (ENV_TARGET). `disableSnapshot` is no option: the remotes are registered by their
          // mf-manifest.json, which the snapshot plugin reads.
          experiments: app.host ? { provideExternalRuntime: true, optimization: { target: 'web' } } : { externalRuntime: production },
        }),
        new HtmlWebpackPlugin({
          // The shell has its own page; a remote's standalone page is the same for every remote.
          template: app.host ? path.join(app.dir, 'src/index.html') : path.join(__dirname, 'remote.html'),
          title: app.title ?? pkg.description,
          banner: app.banner ?? '',
          bannerShort: app.bannerShort ?? app.banner ?? '',
          scriptLoading: 'defer',
          minify: production,
        }),
      ],
      optimization: {
        // Hashes stay stable between builds of the same source.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // CSS is minified too (webpack leaves it as written): fewer bytes on the wire, and a
        // server-rendered page carries its stylesheets inline.
        minimizer: [
          // SWC's minifier instead of webpack's default terser: about 40 % less CPU for a
          // remote's build (docs/performance.md, issue 25) and no larger output. The same
          // compress passes as webpack's default. `extractComments: false`: @swc/core 1.15
          // refuses the option the plugin would otherwise pass it (license comments stay inline).
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            extractComments: false,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
          new CssMinimizerPlugin(),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: true }],
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };

    config.plugins.push(
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
    );
    if (production) {
      config.plugins.push(
        // Pre-compressed copies: the static server sends .br or .gz without compressing per request.
        new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 512, filename: '[path][base].gz' }),
        new CompressionPlugin({
          algorithm: 'brotliCompress',
          test: /\.(js|css|html|json|svg)$/,
          threshold: 512,
          filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        }),
      );
    }
    return config;
  };
}

module.exports = { createConfig };
