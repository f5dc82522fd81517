// `pnpm exchange …`: the exchange's command line (src/exchange-cli.ts, docs/operations.md), bundled
// as the server's build bundles its scripts, into dist/exchange/ (beside the server's own build,
// which empties dist/ only when it builds), then run with the arguments given.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { serverDir, sharedOptions } from './build.mjs';

const outdir = join(serverDir, 'dist', 'exchange');
rmSync(outdir, { recursive: true, force: true });
await esbuild.build({ ...sharedOptions, entryPoints: [{ in: join(serverDir, 'src/exchange-cli.ts'), out: 'exchange-cli' }], outdir });
const run = spawnSync(process.execPath, [join(outdir, 'exchange-cli.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
