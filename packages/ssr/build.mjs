// This package's build: the page's starter first (starter-build.cjs), then the server's bundle, which
// carries the starter's script as it was built (`__STARTER_SCRIPT__`, src/start-after-picture.ts).
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { buildStarter } = require('./starter-build.cjs');
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

await build({
  entryPoints: [here('src/index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: here('dist/index.js'),
  alias: {
    '@store/domain': here('../domain/src/index.ts'),
    '@store/ui/server': here('../ui/src/server.ts'),
    '@store/router': here('../router/src/index.ts'),
  },
  loader: { '.css': 'empty' },
  define: { __STARTER_SCRIPT__: JSON.stringify(buildStarter()) },
  logLevel: 'warning',
});
