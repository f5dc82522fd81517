const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@store/webpack-config');
const federation = require('./federation.config.cjs');

const PUBLIC_DIR = path.join(__dirname, 'public');
const ROUTE_TABLE = path.join(__dirname, 'src/shared/config/route-table.json');

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))];
  });
}

/**
 * Puts the route table into dist as routes.json (the shell's server answers 404 and preloads from
 * it: one table for the router and the server) and copies public/ (the user agreement PDF…).
 * remotes.json of public/ is the dev server's composition; each environment serves its own.
 */
class ShellFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ShellFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(ROUTE_TABLE);
          compilation.emitAsset('routes.json', new RawSource(fs.readFileSync(ROUTE_TABLE)));
          for (const file of filesUnder(PUBLIC_DIR)) {
            if (file === 'remotes.json') continue;
            compilation.emitAsset(file.split(path.sep).join('/'), new RawSource(fs.readFileSync(path.join(PUBLIC_DIR, file))));
          }
        },
      );
      // The stylesheets the shell applies at start (its layout and the shared @store/ui), so the
      // server can link them before a server-rendered page: it is styled as in the shell's layout.
      compilation.hooks.processAssets.tap(
        { name: 'ShellFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const styles = new Set();
          const addBlocks = (module) => {
            for (const block of module.blocks ?? []) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.css')) styles.add(file);
            }
          };
          for (const module of compilation.modules) {
            if (typeof module.resource === 'string' && /[\\/]shell[\\/]src[\\/]index\.ts$/.test(module.resource)) addBlocks(module);
            if (module.type === 'provide-module' && module._name === '@store/ui') addBlocks(module);
          }
          compilation.emitAsset('ssr-styles.json', new RawSource(JSON.stringify([...styles].sort())));
        },
      );
    });
  }
}

const base = createConfig({
  dir: __dirname,
  ...federation,
  host: true,
  port: Number(process.env.SHELL_PORT ?? 3000),
  title: 'ТехноСибирь — магазин техники, инструмента и электроники',
  // The banner line of SPEC §1, pre-painted in the HTML (the same text the shell renders).
  banner: 'Нам 32 года: техника, инструмент и электроника с гарантией и самовывозом из магазинов',
  bannerShort: 'Нам 32 года: гарантия и самовывоз',
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // A shared package and its sub-paths are one file each: react with react/jsx-runtime, react-dom
  // with react-dom/client and scheduler, @store/router with react-router(-dom): apart, each sub-path
  // would be one more tiny script, a request and a task apiece, on every page's start (decision 0050).
  const together = (name, test) => ({ test, name, chunks: 'async', enforce: true, priority: 30 });
  config.optimization.splitChunks = {
    cacheGroups: {
      // pnpm's real paths end in node_modules/<package>/ as npm's do.
      react: together('react', /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/),
      router: together(
        'router',
        /[\\/](?:packages[\\/]router|node_modules[\\/](?:react-router|react-router-dom|@remix-run[\\/]router))[\\/]/,
      ),
      // @store/domain is no shared module: without this the shell's own chunk and the shared @store/ui
      // chunk would each carry a copy of the parts both use (messages, constants…). Those parts go to
      // one chunk of their own, loaded by both.
      domain: {
        test: /[\\/]packages[\\/]domain[\\/]/,
        name: 'domain',
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        priority: 20,
        reuseExistingChunk: true,
      },
    },
  };
  const { DefinePlugin } = require('webpack');
  config.plugins.push(
    new ShellFilesPlugin(),
    // Yandex Maps 2.1 for the shops page: the script's address (empty: no map, the list only) and key.
    new DefinePlugin({
      'process.env.YANDEX_MAPS_URL': JSON.stringify(process.env.YANDEX_MAPS_URL ?? 'https://api-maps.yandex.ru/2.1/'),
      'process.env.YANDEX_MAPS_API_KEY': JSON.stringify(process.env.YANDEX_MAPS_API_KEY ?? ''),
    }),
  );
  return config;
};
