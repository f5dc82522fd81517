// `pnpm compose catalog@1.4.0 cart_checkout@latest auth@1.2.1 profile@local [--file staging.txt]`
// Writes the remotes.json that the running shell serves (read per request, no-cache): the next page
// load uses the new set; no shell rebuild, no restart. Remotes not named keep their current entry.
// Refused before anything is written when a version is not published or was built against another
// bus major than the shell's.
//   --out FILE           remotes.json to write (REMOTES_FILE; default .data/remotes.<SHELL_PORT>.json,
//                        the file `pnpm start` serves)
//   --releases-url URL   where releases/ is served (RELEASES_URL; default the shell's /releases)
//   --fresh              start from an empty set instead of the current file
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { log, root } from './lib/bootstrap.mjs';
import { configFromEnv } from './lib/composition.mjs';
import { compose, DeliveryError, busVersionOf, releasesDirOf, shellBusVersionOf, specsOfFile, writeFileAtomic } from './lib/releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    file: { type: 'string' },
    out: { type: 'string' },
    'releases-url': { type: 'string' },
    'releases-dir': { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});

try {
  const config = configFromEnv();
  const specs = [...(values.file ? specsOfFile(readFileSync(values.file, 'utf8')) : []), ...positionals];
  if (specs.length === 0) throw new DeliveryError('Использование / usage: pnpm compose catalog@1.4.0 cart_checkout@latest profile@local …');
  const out = resolve(values.out ?? process.env.REMOTES_FILE ?? join(root, '.data', `remotes.${config.shellPort}.json`));
  const current = !values.fresh && existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  const composition = await compose({
    specs,
    releasesDir: values['releases-dir'] ? resolve(values['releases-dir']) : releasesDirOf(),
    releasesUrl: values['releases-url'] ?? process.env.RELEASES_URL ?? `http://${config.host}:${config.shellPort}/releases`,
    shellBusVersion: shellBusVersionOf(),
    localUrl: (name) =>
      config.remotes.find((r) => r.name === name).url ??
      `http://${config.host}:${config.remotes.find((r) => r.name === name).port}/mf-manifest.json`,
    current,
    // A local remote that answers is checked too; one not started yet is plugged in unchecked.
    localBusVersion: (_name, url) =>
      fetch(url, { signal: AbortSignal.timeout(2000) })
        .then((response) => (response.ok ? response.json() : null))
        .then((manifest) => busVersionOf(manifest))
        .catch(() => null),
  });
  writeFileAtomic(out, `${JSON.stringify(composition, null, 2)}\n`);
  const set = Object.entries(composition.versions)
    .map(([name, version]) => `${name}@${version}`)
    .join(' ');
  log(`Набор записан / composition written: ${set} → ${out}`);
} catch (error) {
  process.stderr.write(`${error instanceof DeliveryError ? error.message : (error?.stack ?? String(error))}\n`);
  process.exit(1);
}
