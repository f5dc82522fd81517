// `pnpm typecheck:composed [catalog@1.4.0 profile@local …] [--remotes FILE]`
// The shell's type check against the exposed-module types of a composition: unpacks each composed
// remote's @mf-types.zip (what its MF build emitted) into shell/.tmp/composed-types/@mf-types/<remote>/,
// writes a contract file that requires every module the shell mounts (route table pages as bus
// PageModule, headless modules as HeadlessModule, modals and slots as components) and runs tsc
// for the shell with it. A composed version that dropped or changed a module the shell uses fails.
// Without arguments it checks the composition of remotes.json (default .data/remotes.<SHELL_PORT>.json).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { log, root } from './lib/bootstrap.mjs';
import { configFromEnv, REMOTES } from './lib/composition.mjs';
import { DeliveryError, releasesDirOf, unzip } from './lib/releases.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { remotes: { type: 'string' } } });

/** Every source file of the shell except tests. */
function shellSources(dir = join(root, 'shell', 'src')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shellSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The remote modules the shell mounts, by kind: read from its route table and its sources. */
function modulesTheShellUses() {
  const modules = new Map();
  const routes = JSON.parse(readFileSync(join(root, 'shell/src/shared/config/route-table.json'), 'utf8')).routes;
  for (const route of routes) if (route.remote) modules.set(`${route.remote}/${route.module}`, 'page');
  for (const file of shellSources()) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/remote: '([a-z_]+)', module: '([A-Za-z]+)'/g)) modules.set(`${m[1]}/${m[2]}`, 'headless');
    for (const m of text.matchAll(/createModalHost\('[a-z-]+', '([a-z_]+)', '([A-Za-z]+)'/g)) modules.set(`${m[1]}/${m[2]}`, 'component');
    for (const m of text.matchAll(/remote="([a-z_]+)" module="([A-Za-z]+)"/g)) {
      if (!modules.has(`${m[1]}/${m[2]}`)) modules.set(`${m[1]}/${m[2]}`, 'component');
    }
  }
  return modules;
}

/** Where each remote's @mf-types.zip of the composition is: a release, a local build or a URL. */
async function typesArchive(remote, entry, version) {
  const dir = REMOTES.find((r) => r.name === remote).dir;
  const releasesDir = releasesDirOf();
  const released = version && version !== 'local' && version !== 'url' ? join(releasesDir, remote, version, '@mf-types.zip') : null;
  if (released && existsSync(released)) return readFileSync(released);
  if (version === 'local' && existsSync(join(root, dir, 'dist', '@mf-types.zip')))
    return readFileSync(join(root, dir, 'dist', '@mf-types.zip'));
  const url = new URL('@mf-types.zip', entry).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(10000) }).catch(() => null);
  if (!response?.ok) throw new DeliveryError(`${remote}@${version ?? '?'}: нет типов (${url}) / no @mf-types.zip`);
  return Buffer.from(await response.arrayBuffer());
}

try {
  const config = configFromEnv();
  let composition;
  if (positionals.length > 0) {
    const { compose, shellBusVersionOf } = await import('./lib/releases.mjs');
    composition = await compose({
      specs: positionals,
      releasesDir: releasesDirOf(),
      releasesUrl: `http://${config.host}:${config.shellPort}/releases`,
      shellBusVersion: shellBusVersionOf(),
      localUrl: (name) => `http://${config.host}:${config.remotes.find((r) => r.name === name).port}/mf-manifest.json`,
      current: Object.fromEntries(REMOTES.map((r) => [r.name, `http://${config.host}:${r.port}/mf-manifest.json`])),
    });
    composition.versions = { ...Object.fromEntries(REMOTES.map((r) => [r.name, 'local'])), ...composition.versions };
  } else {
    const file = resolve(values.remotes ?? process.env.REMOTES_FILE ?? join(root, '.data', `remotes.${config.shellPort}.json`));
    if (!existsSync(file)) throw new DeliveryError(`Нет ${file}: назовите версии или запустите pnpm compose / no composition`);
    composition = JSON.parse(readFileSync(file, 'utf8'));
  }

  const work = join(root, 'shell', '.tmp', 'composed-types');
  rmSync(work, { recursive: true, force: true });
  const paths = {};
  for (const remote of REMOTES.map((r) => r.name)) {
    const entry = composition[remote];
    if (typeof entry !== 'string') continue;
    const version = composition.versions?.[remote];
    const files = unzip(await typesArchive(remote, entry, version));
    for (const [name, data] of files) {
      const target = join(work, '@mf-types', remote, name);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, data);
    }
    paths[`${remote}/*`] = [`./@mf-types/${remote}/*`];
    log(`${remote}@${version ?? '?'}: ${files.size} файлов типов`);
  }

  const lines = ["import type { HeadlessModule, PageModule } from '@store/bus';", "import type { ComponentType } from 'react';", ''];
  lines.push('type ComponentModule = { default: ComponentType<never> };', '');
  for (const [id, kind] of modulesTheShellUses()) {
    if (!paths[`${id.split('/')[0]}/*`]) continue;
    const name = id.replace(/\W/g, '_');
    const type = { page: 'PageModule', headless: 'HeadlessModule', component: 'ComponentModule' }[kind];
    lines.push(`import type * as ${name} from '${id}';`, `export const ${name}_fits: ${type} = {} as typeof ${name};`);
  }
  writeFileSync(join(work, 'contracts.ts'), `${lines.join('\n')}\n`);
  const shell = join(root, 'shell');
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify(
      {
        extends: relative(work, join(shell, 'tsconfig.json')),
        compilerOptions: { paths, noEmit: true },
        include: [relative(work, join(shell, 'src')), 'contracts.ts'],
      },
      null,
      2,
    ),
  );
  log('tsc оболочки против типов набора / shell tsc against the composed types');
  const tsc = spawnSync('pnpm', ['exec', 'tsc', '-p', join(work, 'tsconfig.json')], { cwd: shell, stdio: 'inherit' });
  if (tsc.status !== 0)
    throw new DeliveryError('Типы набора не сходятся с оболочкой / the composition does not type-check against the shell');
  log('Типы набора сходятся с оболочкой / the composition type-checks against the shell');
} catch (error) {
  process.stderr.write(`${error instanceof DeliveryError ? error.message : (error?.stack ?? String(error))}\n`);
  process.exit(1);
}
