import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import { compareVersions, compose, parseSpec, publishRelease, specsOfFile, unzip } from './releases.mjs';

/** A built remote's dist: its manifest names the bus it was built against. */
function dist(name = 'catalog', bus = '1.1.0') {
  const dir = mkdtempSync(join(tmpdir(), 'store-dist-'));
  const manifest = { name, shared: [{ name: '@store/bus', version: bus, requiredVersion: `^${bus}` }] };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), 'var catalog;');
  writeFileSync(join(dir, '106.0a1bdb33c8.js'), 'chunk');
  writeFileSync(join(dir, 'index.html'), '<html></html>');
  writeFileSync(join(dir, '@mf-types.zip'), 'zip');
  return dir;
}

const releasesDir = () => mkdtempSync(join(tmpdir(), 'store-releases-'));
const now = new Date('2026-11-23T10:00:00Z');

describe('publishing one remote', () => {
  test('copies the build into releases/<remote>/<version>/ with a release record and lists it in index.json', () => {
    const releases = releasesDir();
    const record = publishRelease({ remote: 'mf-catalog', version: '1.4.0', distDir: dist(), releasesDir: releases, now });
    expect(record).toMatchObject({ remote: 'catalog', version: '1.4.0', busVersion: '1.1.0', busMajor: 1 });
    const folder = join(releases, 'catalog', '1.4.0');
    expect(readFileSync(join(folder, 'remoteEntry.js'), 'utf8')).toBe('var catalog;');
    expect(readFileSync(join(folder, '106.0a1bdb33c8.js'), 'utf8')).toBe('chunk');
    expect(readFileSync(join(folder, '@mf-types.zip'), 'utf8')).toBe('zip');
    expect(() => readFileSync(join(folder, 'index.html'))).toThrow();
    expect(JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')).publishedAt).toBe('2026-11-23T10:00:00.000Z');
    publishRelease({ remote: 'catalog', version: '1.10.0', distDir: dist(), releasesDir: releases, now });
    publishRelease({ remote: 'catalog', version: '1.5.0-rc.1', distDir: dist(), releasesDir: releases, now });
    const index = JSON.parse(readFileSync(join(releases, 'catalog', 'index.json'), 'utf8'));
    expect(index.versions.map((v) => v.version)).toEqual(['1.4.0', '1.5.0-rc.1', '1.10.0']);
    expect(index.latest).toBe('1.10.0');
    expect(index.versions[0]).toMatchObject({ busMajor: 1, busVersion: '1.1.0' });
  });

  test('refuses to publish a version again, in Russian and English, and leaves the release untouched', () => {
    const releases = releasesDir();
    publishRelease({ remote: 'catalog', version: '1.4.0', distDir: dist(), releasesDir: releases, now });
    const other = dist();
    writeFileSync(join(other, 'remoteEntry.js'), 'var changed;');
    expect(() => publishRelease({ remote: 'catalog', version: '1.4.0', distDir: other, releasesDir: releases, now })).toThrow(
      /Версия 1\.4\.0 модуля catalog уже опубликована.*already published/,
    );
    expect(readFileSync(join(releases, 'catalog', '1.4.0', 'remoteEntry.js'), 'utf8')).toBe('var catalog;');
  });

  test('refuses a build of another remote, a missing build and a version that is not semver', () => {
    const releases = releasesDir();
    expect(() => publishRelease({ remote: 'profile', version: '1.0.0', distDir: dist('catalog'), releasesDir: releases })).toThrow(
      /не «profile»/,
    );
    expect(() => publishRelease({ remote: 'catalog', version: '1.0.0', distDir: join(releases, 'none'), releasesDir: releases })).toThrow(
      /no build/,
    );
    expect(() => publishRelease({ remote: 'catalog', version: 'next', distDir: dist(), releasesDir: releases })).toThrow(/semver/);
    expect(() => publishRelease({ remote: 'shop', version: '1.0.0', distDir: dist(), releasesDir: releases })).toThrow(/Unknown remote/);
  });
});

describe('composing a staging set', () => {
  const options = (releases, specs, current = {}) => ({
    specs,
    releasesDir: releases,
    releasesUrl: 'https://cdn.example/releases/',
    shellBusVersion: '1.1.0',
    localUrl: (name) => `http://127.0.0.1:3001/${name}/mf-manifest.json`,
    current,
  });

  test('maps versions, latest and local to manifest URLs; remotes not named keep their entry', async () => {
    const releases = releasesDir();
    for (const version of ['1.3.0', '1.4.0']) publishRelease({ remote: 'catalog', version, distDir: dist(), releasesDir: releases, now });
    publishRelease({ remote: 'auth', version: '1.2.1', distDir: dist('auth'), releasesDir: releases, now });
    const current = { cart_checkout: 'http://127.0.0.1:3002/mf-manifest.json', versions: { cart_checkout: 'local' } };
    const set = await compose(options(releases, ['catalog@latest', 'auth@1.2.1', 'profile@local'], current));
    expect(set).toEqual({
      catalog: 'https://cdn.example/releases/catalog/1.4.0/mf-manifest.json',
      auth: 'https://cdn.example/releases/auth/1.2.1/mf-manifest.json',
      profile: 'http://127.0.0.1:3001/profile/mf-manifest.json',
      cart_checkout: 'http://127.0.0.1:3002/mf-manifest.json',
      versions: { catalog: '1.4.0', auth: '1.2.1', profile: 'local', cart_checkout: 'local' },
    });
    // Rollback: one argument.
    const back = await compose(options(releases, ['catalog@1.3.0'], set));
    expect(back.catalog).toBe('https://cdn.example/releases/catalog/1.3.0/mf-manifest.json');
    expect(back.auth).toBe(set.auth);
  });

  test('refuses a remote built against another bus major, naming remote, version and both majors', async () => {
    const releases = releasesDir();
    publishRelease({ remote: 'catalog', version: '2.0.0', distDir: dist('catalog', '2.0.0'), releasesDir: releases, now });
    await expect(compose(options(releases, ['catalog@2.0.0']))).rejects.toThrow(
      'catalog@2.0.0 собран с шиной @store/bus 2.x (2.0.0), а оболочка — с 1.x (1.1.0)',
    );
    const local = { ...options(releases, ['catalog@local']), localBusVersion: async () => '2.1.0' };
    await expect(compose(local)).rejects.toThrow(/bus major 2, the shell against bus major 1/);
  });

  test('refuses a version that was never published, and arguments it cannot read', async () => {
    const releases = releasesDir();
    publishRelease({ remote: 'catalog', version: '1.3.0', distDir: dist(), releasesDir: releases, now });
    await expect(compose(options(releases, ['catalog@1.9.9']))).rejects.toThrow('catalog@1.9.9 не опубликован (есть: 1.3.0)');
    await expect(compose(options(releases, ['profile@latest']))).rejects.toThrow(/no published versions/);
    expect(() => parseSpec('catalog')).toThrow(/имя@версия/);
    expect(parseSpec('mf-profile=https://cdn.example/p/mf-manifest.json')).toEqual({
      remote: 'profile',
      kind: 'url',
      url: 'https://cdn.example/p/mf-manifest.json',
    });
  });

  test('a composition file is one argument a line, comments allowed', () => {
    expect(specsOfFile('# staging\ncatalog@1.4.0\n\nauth@1.2.1 # pinned\n')).toEqual(['catalog@1.4.0', 'auth@1.2.1']);
  });
});

test('versions sort as semver, a pre-release before its release', () => {
  expect(['1.10.0', '1.2.0', '1.2.0-rc.1', '0.9.9'].sort(compareVersions)).toEqual(['0.9.9', '1.2.0-rc.1', '1.2.0', '1.10.0']);
});

test('unzip reads the stored and deflated files of an archive (the @mf-types.zip of a release)', () => {
  // A minimal archive: one deflated file, its central directory and the end record.
  const name = Buffer.from('HomePage.d.ts');
  const content = Buffer.from('export {};\n');
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralStart = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralStart, 16);
  const files = unzip(Buffer.concat([local, name, data, central, name, end]));
  expect([...files.keys()]).toEqual(['HomePage.d.ts']);
  expect(files.get('HomePage.d.ts').toString()).toBe('export {};\n');
});
