// The reference micro-frontend store (the Tractor Store MF build of ../shared/bench/tractor-store):
// where it is and how to start and stop it, for every harness that measures our pages beside it
// (perf-home.mjs, perf-visit.mjs). Its serve.sh serves it on the FIXED ports 3600–3603.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { log, root } from './bootstrap.mjs';

export const REFERENCE_ORIGIN = 'http://127.0.0.1:3600';

/** Where the reference store is: REFERENCE_STORE_DIR, else ../shared/bench/tractor-store above the repository. */
export function findReference() {
  if (process.env.REFERENCE_STORE_DIR)
    return existsSync(join(process.env.REFERENCE_STORE_DIR, 'serve.sh')) ? process.env.REFERENCE_STORE_DIR : null;
  // A worktree sits a level deeper than a clone, so look in each folder above the repository.
  for (let dir = dirname(root); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'bench', 'tractor-store');
    if (existsSync(join(candidate, 'serve.sh'))) return candidate;
  }
  return null;
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the reference store unless one already answers on its port; returns how to stop it. */
export async function startReference(dir) {
  if (await answers(`${REFERENCE_ORIGIN}/`)) {
    log(`Эталонный магазин уже отвечает на ${REFERENCE_ORIGIN}: меряю его, не запуская и не останавливая`);
    return { stop: () => {} };
  }
  const pids = join(mkdtempSync(join(tmpdir(), 'tractor-store-')), 'pids');
  const env = { ...process.env, PIDS: pids };
  const started = spawnSync('bash', [join(dir, 'serve.sh'), 'start'], { env, encoding: 'utf8' });
  if (!(await answers(`${REFERENCE_ORIGIN}/`))) {
    spawnSync('bash', [join(dir, 'serve.sh'), 'stop'], { env });
    throw new Error(`Эталонный магазин из ${dir} не запустился: ${started.stdout}${started.stderr}`);
  }
  return { stop: () => spawnSync('bash', [join(dir, 'serve.sh'), 'stop'], { env }) };
}

/**
 * The reference store started for a run, or null (said so on stderr) when it is not found: the
 * harness then measures ours only, without ratios.
 */
export async function startReferenceIfFound() {
  const dir = findReference();
  if (dir) return startReference(dir);
  process.stderr.write(
    '\nЭталонный магазин не найден: нет ../shared/bench/tractor-store над репозиторием (или REFERENCE_STORE_DIR).\n' +
      'Меряю только наш магазин, без отношений к эталону.\n\n',
  );
  return null;
}
