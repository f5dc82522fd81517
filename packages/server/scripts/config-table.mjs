// `pnpm --filter @store/server run config-table`: writes the variable table of README.md from the
// declarations of src/env-variables.ts (test/config-table.test.ts fails while they differ); bundled
// as the server's build bundles its scripts, into dist/config-table/, then run.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { serverDir, sharedOptions } from './build.mjs';

const outdir = join(serverDir, 'dist', 'config-table');
rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  ...sharedOptions,
  entryPoints: [{ in: join(serverDir, 'src/config-table-cli.ts'), out: 'config-table-cli' }],
  outdir,
});
const run = spawnSync(process.execPath, [join(outdir, 'config-table-cli.js'), serverDir], { stdio: 'inherit' });
process.exit(run.status ?? 1);
