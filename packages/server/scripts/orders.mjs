// `pnpm orders …`: the operator's command line for the orders' messages (src/orders-cli.ts,
// docs/operations.md), bundled as the server's build bundles its scripts, into dist/orders/ (beside
// the server's own build, which empties dist/ only when it builds), then run with the arguments given.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { serverDir, sharedOptions } from './build.mjs';

const outdir = join(serverDir, 'dist', 'orders');
rmSync(outdir, { recursive: true, force: true });
await esbuild.build({ ...sharedOptions, entryPoints: [{ in: join(serverDir, 'src/orders-cli.ts'), out: 'orders-cli' }], outdir });
const run = spawnSync(process.execPath, [join(outdir, 'orders-cli.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
