// Releases of one remote and staging compositions of released versions (issue 13, docs/teams.md).
//   releases/<remote>/<version>/   mf-manifest.json, remoteEntry.js, hashed chunks, @mf-types.zip,
//                                  release.json (version, bus version and major, build time); never changes
//   releases/<remote>/index.json   the published versions with their bus major and build time
// Plain files: the folder maps one to one onto an object-storage bucket (a prefix per remote).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { REMOTES } from './composition.mjs';

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** A refusal of the release or composition tools: a clear message and a non-zero exit, no stack. */
export class DeliveryError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** The releases folder: RELEASES_DIR or releases/ at the workspace root (generated, ignored by git). */
export function releasesDirOf(env = process.env) {
  return resolve(env.RELEASES_DIR ?? join(root, 'releases'));
}

/** A remote by its MF name (`catalog`) or folder (`mf-catalog`). */
export function remoteOf(name) {
  const remote = REMOTES.find((r) => r.name === name || r.dir === name);
  if (!remote) {
    throw new DeliveryError(
      `Неизвестный удалённый модуль «${name}»; есть: ${REMOTES.map((r) => r.name).join(', ')}. / Unknown remote "${name}".`,
    );
  }
  return remote;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

export function isVersion(version) {
  return SEMVER.test(version);
}

export function majorOf(version) {
  const match = SEMVER.exec(String(version));
  if (!match) throw new DeliveryError(`«${version}» — не версия semver / not a semver version`);
  return Number(match[1]);
}

/** Semver order (a pre-release sorts before its release). */
export function compareVersions(a, b) {
  const [, ...x] = SEMVER.exec(a) ?? [];
  const [, ...y] = SEMVER.exec(b) ?? [];
  for (let i = 0; i < 3; i += 1) {
    const d = Number(x[i]) - Number(y[i]);
    if (d !== 0) return d;
  }
  if (x[3] === y[3]) return 0;
  if (x[3] === undefined) return 1;
  if (y[3] === undefined) return -1;
  return x[3] < y[3] ? -1 : 1;
}

/** The @store/bus version a build was made against: the shared entry its build wrote from packages/bus/package.json. */
export function busVersionOf(manifest) {
  const bus = (manifest?.shared ?? []).find((s) => s.name === '@store/bus');
  return typeof bus?.version === 'string' ? bus.version : null;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Writes next to the target and renames: a reader never sees half a file. */
export function writeFileAtomic(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

export function indexOf(releasesDir, remoteName) {
  const path = join(releasesDir, remoteName, 'index.json');
  return existsSync(path) ? readJson(path) : { remote: remoteName, versions: [] };
}

export function alreadyPublishedMessage(remoteName, version) {
  return (
    `Версия ${version} модуля ${remoteName} уже опубликована; опубликованная версия не меняется — поднимите версию в package.json. / ` +
    `${remoteName} ${version} is already published and releases are immutable: bump the version.`
  );
}

/** The standalone page of a remote is for its own development, not part of a release. */
const NOT_RELEASED = /^index\.html(\.gz|\.br)?$/;

/**
 * Publishes a built remote (its dist folder) as releases/<remote>/<version>/ and records it in
 * the remote's index.json. Refuses a version that is already there: a release never changes.
 * @param {{ remote: string, version: string, distDir: string, releasesDir: string, now?: Date }} options
 */
export function publishRelease({ remote: name, version, distDir, releasesDir, now = new Date() }) {
  const remote = remoteOf(name);
  if (!isVersion(version)) throw new DeliveryError(`«${version}» — не версия semver / not a semver version`);
  const target = join(releasesDir, remote.name, version);
  if (existsSync(target)) throw new DeliveryError(alreadyPublishedMessage(remote.name, version));
  const manifestPath = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new DeliveryError(`Нет сборки: ${manifestPath} не найден / no build: ${manifestPath} is missing`);
  const manifest = readJson(manifestPath);
  if (manifest.name !== remote.name) {
    throw new DeliveryError(`${manifestPath} — сборка «${manifest.name}», а не «${remote.name}» / the build is not ${remote.name}`);
  }
  const busVersion = busVersionOf(manifest);
  if (!busVersion) throw new DeliveryError(`${manifestPath}: нет общей зависимости @store/bus / no shared @store/bus`);

  const builtAt = statSync(manifestPath).mtime.toISOString();
  const record = {
    remote: remote.name,
    version,
    busVersion,
    busMajor: majorOf(busVersion),
    builtAt,
    publishedAt: now.toISOString(),
    shared: Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, { version: s.version, requiredVersion: s.requiredVersion }])),
  };

  // Copied into a hidden folder and renamed: the versioned folder appears whole or not at all.
  const staging = join(releasesDir, remote.name, `.publishing-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    for (const entry of readdirSync(distDir)) {
      if (NOT_RELEASED.test(entry)) continue;
      cpSync(join(distDir, entry), join(staging, entry), { recursive: true });
    }
    writeFileSync(join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    if (existsSync(target)) throw new DeliveryError(alreadyPublishedMessage(remote.name, version));
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }

  const index = indexOf(releasesDir, remote.name);
  const entry = { version, busMajor: record.busMajor, busVersion, builtAt, publishedAt: record.publishedAt };
  const versions = [...index.versions.filter((v) => v.version !== version), entry].sort((a, b) => compareVersions(a.version, b.version));
  const latest = versions.filter((v) => !v.version.includes('-')).at(-1)?.version ?? versions.at(-1)?.version;
  writeFileAtomic(join(releasesDir, remote.name, 'index.json'), `${JSON.stringify({ remote: remote.name, latest, versions }, null, 2)}\n`);
  return record;
}

/**
 * Parses one composition argument: `catalog@1.4.0`, `catalog@latest`, `catalog@local`, or
 * `catalog=https://…/mf-manifest.json` (a remote deployed anywhere else).
 */
export function parseSpec(spec) {
  const eq = /^([\w-]+)=(https?:\/\/.+)$/.exec(spec);
  if (eq) return { remote: remoteOf(eq[1]).name, kind: 'url', url: eq[2] };
  const at = /^([\w-]+)@(.+)$/.exec(spec);
  if (!at) throw new DeliveryError(`«${spec}»: ожидается имя@версия, имя@latest, имя@local или имя=URL / expected name@version`);
  const remote = remoteOf(at[1]).name;
  const version = at[2];
  if (version === 'local') return { remote, kind: 'local' };
  if (version === 'latest') return { remote, kind: 'latest' };
  if (!isVersion(version)) throw new DeliveryError(`«${spec}»: «${version}» — не версия / not a version`);
  return { remote, kind: 'version', version };
}

/** Composition arguments from a file: one per line, `#` starts a comment (rollback = edit one line). */
export function specsOfFile(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export function busMismatchMessage(remote, version, remoteBus, shellBus) {
  return (
    `${remote}@${version} собран с шиной @store/bus ${majorOf(remoteBus)}.x (${remoteBus}), а оболочка — с ${majorOf(shellBus)}.x (${shellBus}); ` +
    `такой набор не собирается. / ${remote}@${version} was built against bus major ${majorOf(remoteBus)}, the shell against bus major ${majorOf(shellBus)}: refused.`
  );
}

/**
 * Resolves composition arguments into remotes.json content. Remotes not named keep their entry of
 * `current` (so one argument changes, or rolls back, one remote). Refuses before anything is
 * written: an unknown or unpublished version, or a bus major other than the shell's.
 * @param {{ specs: string[], releasesDir: string, releasesUrl: string, shellBusVersion: string,
 *   localUrl: (remote: string) => string, current?: Record<string, unknown>,
 *   localBusVersion?: (remote: string, url: string) => Promise<string | null> }} options
 */
export async function compose({ specs, releasesDir, releasesUrl, shellBusVersion, localUrl, current = {}, localBusVersion }) {
  const base = releasesUrl.replace(/\/+$/, '');
  const remotes = {};
  const versions = {};
  const currentVersions = typeof current.versions === 'object' && current.versions !== null ? current.versions : {};
  for (const r of REMOTES) {
    if (typeof current[r.name] === 'string') {
      remotes[r.name] = current[r.name];
      if (typeof currentVersions[r.name] === 'string') versions[r.name] = currentVersions[r.name];
    }
  }
  for (const spec of specs.map(parseSpec)) {
    if (spec.kind === 'url' || spec.kind === 'local') {
      const url = spec.kind === 'url' ? spec.url : localUrl(spec.remote);
      const bus = localBusVersion ? await localBusVersion(spec.remote, url) : null;
      if (bus && majorOf(bus) !== majorOf(shellBusVersion))
        throw new DeliveryError(busMismatchMessage(spec.remote, spec.kind, bus, shellBusVersion));
      remotes[spec.remote] = url;
      versions[spec.remote] = spec.kind === 'local' ? 'local' : 'url';
      continue;
    }
    const index = indexOf(releasesDir, spec.remote);
    const version = spec.kind === 'latest' ? index.latest : spec.version;
    if (!version) throw new DeliveryError(`${spec.remote}: нет опубликованных версий / no published versions`);
    const recordPath = join(releasesDir, spec.remote, version, 'release.json');
    if (!existsSync(recordPath)) {
      const known = index.versions.map((v) => v.version).join(', ') || '—';
      throw new DeliveryError(`${spec.remote}@${version} не опубликован (есть: ${known}) / ${spec.remote}@${version} is not published`);
    }
    const record = readJson(recordPath);
    if (record.busMajor !== majorOf(shellBusVersion)) {
      throw new DeliveryError(busMismatchMessage(spec.remote, version, record.busVersion, shellBusVersion));
    }
    remotes[spec.remote] = `${base}/${spec.remote}/${version}/mf-manifest.json`;
    versions[spec.remote] = version;
  }
  return { ...remotes, versions };
}

/** The bus version the shell was built against: its MF manifest, else packages/bus/package.json. */
export function shellBusVersionOf(shellDist = join(root, 'shell', 'dist')) {
  const manifest = join(shellDist, 'mf-manifest.json');
  if (existsSync(manifest)) {
    const version = busVersionOf(readJson(manifest));
    if (version) return version;
  }
  return readJson(join(root, 'packages', 'bus', 'package.json')).version;
}

/** Files of a zip archive (stored or deflated entries; enough for the @mf-types.zip of MF). */
export function unzip(buffer) {
  const files = new Map();
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new DeliveryError('не zip-архив / not a zip archive');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extra = buffer.readUInt16LE(at + 30);
    const comment = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extra + comment;
    if (name.endsWith('/')) continue;
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
  }
  return files;
}
