// The API's build: esbuild bundles the start scripts and every route file as its own entry point.
// The routes stay files on disk (dist/routes/*.js) because @fastify/autoload reads the folder at
// start; `splitting` puts the code they share with the app (schemas, repositories, HttpError…) in
// chunks, so each module exists once and `instanceof` and module state hold across files.
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `routes/<name>` → `src/routes/<name>.ts` for every route file: the output keeps the folder autoload reads. */
export function routeEntryPoints() {
  const dir = join(serverDir, 'src', 'routes');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => ({ in: join(dir, name), out: `routes/${name.slice(0, -'.ts'.length)}` }));
}

/** Options every build of the server code shares (this one and the OpenAPI document's of api-client). */
export const sharedOptions = {
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  loader: { '.sql': 'text' },
  alias: { '@store/domain': join(serverDir, '../domain/src/index.ts') },
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
};

/** Builds `entryPoints` plus the route files into `outdir`, emptied first (chunk names change with their content). */
export async function buildServer({ outdir, entryPoints }) {
  rmSync(outdir, { recursive: true, force: true });
  return esbuild.build({ ...sharedOptions, entryPoints: [...entryPoints, ...routeEntryPoints()], outdir });
}

/** The commands of the build: dist/<name>.js from src/<name>.ts. */
const COMMANDS = ['server', 'seed-cli', 'exchange-cli', 'orders-cli'];

// node scripts/build.mjs [--outdir DIR] [--entry NAME ...]: the whole build into dist/, or some of
// its commands elsewhere (the outbox's kill test builds the sender as the build does, into a folder of its own).
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' }, entry: { type: 'string', multiple: true } } });
  const names = values.entry ?? COMMANDS;
  const unknown = names.filter((name) => !COMMANDS.includes(name));
  if (unknown.length > 0) throw new Error(`--entry: нет такой команды: ${unknown.join(', ')} (есть ${COMMANDS.join(', ')})`);
  await buildServer({
    outdir: values.outdir ? resolve(values.outdir) : join(serverDir, 'dist'),
    entryPoints: names.map((name) => ({ in: join(serverDir, `src/${name}.ts`), out: name })),
  });
}
