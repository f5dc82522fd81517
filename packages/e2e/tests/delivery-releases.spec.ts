import { expect, test, type Page } from './csp-guard';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../../scripts/lib/bootstrap.mjs';
import { startSecondary, type Composition } from '../composition';
import { DELIVERY } from '../ports';
import { sel } from './selectors';

/** The major of the bus the shell is built with, whatever the current one is. */
const shellMajor = Number(JSON.parse(readFileSync(join(root, 'packages/bus/package.json'), 'utf8')).version.split('.')[0]);

// Issue 13: releases of one remote and staging compositions of them, in a composition of its own
// (sharing the main API) whose catalogue is composed from releases published in a throwaway
// RELEASES_DIR. Published from the suite's production build of mf-catalog (no extra build).
const releasesDir = mkdtempSync(join(tmpdir(), 'store-releases-'));
const work = mkdtempSync(join(tmpdir(), 'store-release-copies-'));
const env = { ...process.env, RELEASES_DIR: releasesDir };
const MARKER = 'Популярные категории';
const V2_MARKER = 'Популярные категории — выпуск 1.1.0';

let composition: Composition;
let releasesUrl: string;

function node(script: string, args: string[]) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], { env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const release = (args: string[]) => node('scripts/release.mjs', ['catalog', '--no-test', '--no-build', ...args]);
const compose = (args: string[]) => node('scripts/compose.mjs', ['--out', composition.remotesFile, '--releases-url', releasesUrl, ...args]);

/** A copy of the suite's mf-catalog build with `edit` applied to files whose text contains `find`. */
function buildCopy(name: string, find: string, edit: (text: string) => string, only = /\.(js|json)$/): string {
  const dir = join(work, name);
  cpSync(join(root, 'mf-catalog', 'dist'), dir, { recursive: true });
  // Recursive: the remote's server build (server/, rendered pages) must say the same as its browser build.
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!only.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    if (!text.includes(find)) continue;
    writeFileSync(join(dir, file), edit(text));
    // The server prefers the pre-compressed copies: they would still hold the old text.
    rmSync(join(dir, `${file}.gz`), { force: true });
    rmSync(join(dir, `${file}.br`), { force: true });
  }
  return dir;
}

/** The manifest's shared entry `name` rewritten, as if built against another version. */
function withShared(name: string, version: string, requiredVersion: string) {
  return (text: string) => {
    const manifest = JSON.parse(text) as { shared: { name: string; version: string; requiredVersion: string }[] };
    for (const shared of manifest.shared) if (shared.name === name) Object.assign(shared, { version, requiredVersion });
    return JSON.stringify(manifest);
  };
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.beforeAll(async () => {
  composition = await startSecondary(DELIVERY.shellPort, DELIVERY.remotePorts, { RELEASES_DIR: releasesDir });
  releasesUrl = `${composition.url}/releases`;
});

test.afterAll(async () => {
  await composition?.stop();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

test('two published catalogue releases are composed in turn and seen without rebuilding or restarting; rollback is one line', async ({
  page,
}) => {
  expect(release(['--version', '1.0.0']).status).toBe(0);
  const v2 = buildCopy('1.1.0', MARKER, (text) => text.replaceAll(`"${MARKER}"`, `"${V2_MARKER}"`));
  expect(release(['--version', '1.1.0', '--dist', v2]).status).toBe(0);
  const index = JSON.parse(readFileSync(join(releasesDir, 'catalog', 'index.json'), 'utf8')) as {
    latest: string;
    versions: { version: string; busMajor: number; builtAt: string }[];
  };
  expect(index.latest).toBe('1.1.0');
  expect(index.versions.map((v) => [v.version, v.busMajor])).toEqual([
    ['1.0.0', shellMajor],
    ['1.1.0', shellMajor],
  ]);

  expect(compose(['catalog@1.0.0']).status).toBe(0);
  await page.goto(`${composition.url}/`);
  const title = page.locator('#catalog-home-categories');
  await expect(title).toHaveText(MARKER);

  expect(compose(['catalog@latest']).status).toBe(0);
  await page.reload();
  await expect(title).toHaveText(V2_MARKER);
  const served = (await (await page.request.get(`${composition.url}/remotes.json`)).json()) as Record<string, unknown>;
  expect(served.catalog).toBe(`${releasesUrl}/catalog/1.1.0/mf-manifest.json`);

  // Rollback: the staging set is a file of lines; one line changes.
  const staging = join(work, 'staging.txt');
  writeFileSync(staging, 'catalog@1.1.0\n');
  expect(compose(['--file', staging]).status).toBe(0);
  writeFileSync(staging, 'catalog@1.0.0 # 1.1.0 rolled back\n');
  expect(compose(['--file', staging]).status).toBe(0);
  await page.reload();
  await expect(title).toHaveText(MARKER);
  await expect(page.locator(sel.header)).toBeVisible();
});

test('publishing a version twice is refused, and the release stays as it was', () => {
  const before = readFileSync(join(releasesDir, 'catalog', '1.0.0', 'release.json'), 'utf8');
  const again = release(['--version', '1.0.0']);
  expect(again.status).not.toBe(0);
  expect(again.output).toContain('Версия 1.0.0 модуля catalog уже опубликована');
  expect(again.output).toContain('already published');
  expect(readFileSync(join(releasesDir, 'catalog', '1.0.0', 'release.json'), 'utf8')).toBe(before);
});

test('a catalogue built against another bus major is refused before anything is served', async ({ page }) => {
  const other = `${shellMajor + 1}.0.0`;
  const busNext = buildCopy('bus-next', '"@store/bus"', withShared('@store/bus', other, `^${other}`), /(^|\/)mf-manifest\.json$/);
  expect(release(['--version', '2.0.0', '--dist', busNext]).status).toBe(0);
  const before = readFileSync(composition.remotesFile, 'utf8');
  const refused = compose(['catalog@2.0.0']);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain(
    `catalog@2.0.0 собран с шиной @store/bus ${shellMajor + 1}.x (${other}), а оболочка — с ${shellMajor}.x`,
  );
  expect(readFileSync(composition.remotesFile, 'utf8')).toBe(before);
  await page.goto(`${composition.url}/`);
  await expect(page.locator('#catalog-home-categories')).toHaveText(MARKER);
});

test('a release whose shared react does not fit the shell is contained, and the console names the remote, version and library', async ({
  page,
}) => {
  const react19 = buildCopy('react19', '"react"', withShared('react', '19.0.0', '^19.0.0'), /(^|\/)mf-manifest\.json$/);
  expect(release(['--version', '1.2.0', '--dist', react19]).status).toBe(0);
  expect(compose(['catalog@1.2.0']).status).toBe(0);
  const errors = consoleErrors(page);
  await page.goto(`${composition.url}/`);
  // A newcomer's home page loads the catalogue's code at the first sign of use (decisions 0053, 0063): a key.
  await page.keyboard.press('Shift');
  await expect(page.locator(sel.fallback)).toContainText('Не удалось загрузить раздел «Главная»');
  await expect(page.locator(sel.fallback).getByRole('button', { name: 'Повторить' })).toBeVisible();
  await expect(page.locator(sel.header)).toBeVisible();
  expect(errors.some((e) => e.includes('catalog@1.2.0') && e.includes('react: оболочка даёт 18.3.1, модулю нужна ^19.0.0'))).toBe(true);
  expect(compose(['catalog@1.0.0']).status).toBe(0);
});

test('an exposed module missing from a release, or a chunk that 404s after the page loaded, is contained and named', async ({ page }) => {
  expect(compose(['catalog@1.1.0']).status).toBe(0);
  const errors = consoleErrors(page);
  await page.goto(`${composition.url}/`);
  // The release's code, not the server's render: loaded at the first sign of use (decisions 0053, 0063).
  await page.keyboard.press('Shift');
  await expect(page.locator('#catalog-home-categories')).toHaveText(V2_MARKER);

  // The page is open; the catalogue page's chunk is gone from the CDN (a bad release).
  await page.route(`${releasesUrl}/catalog/1.1.0/__federation_expose_CataloguePage*`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('link', { name: 'Весь каталог' }).first().click();
  await expect(page.locator(sel.fallback)).toContainText('Не удалось загрузить раздел «Каталог»');
  await expect(page.locator(sel.header)).toBeVisible();
  expect(errors.some((e) => e.includes('catalog@1.1.0') && e.includes('catalog/CataloguePage'))).toBe(true);

  // A release whose container no longer exposes a module the shell mounts.
  const noSearch = buildCopy(
    'no-search',
    '"./SearchPage"',
    (text) => text.replace('"./SearchPage"', '"./SearchPageGone"'),
    /(^|\/)remoteEntry\.js$/,
  );
  expect(release(['--version', '1.3.0', '--dist', noSearch]).status).toBe(0);
  const composed = compose(['catalog@1.3.0']);
  expect(composed.status, composed.output).toBe(0);
  await page.goto(`${composition.url}/search?q=test`);
  await expect(page.locator(sel.fallback)).toContainText('Не удалось загрузить раздел «Поиск»');
  await expect(page.locator(sel.header)).toBeVisible();
  expect(errors.some((e) => e.includes('catalog@1.3.0') && e.includes('catalog/SearchPage'))).toBe(true);
  expect(compose(['catalog@1.0.0']).status).toBe(0);
});

test('a catalogue whose server accepts and never answers shows the fallback within the time budget', async ({ page }) => {
  const sockets = new Set<Socket>();
  const hanging: Server = createServer((socket) => {
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const address = hanging.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    // The same published release, as if its CDN hung.
    const composed = node('scripts/compose.mjs', [
      '--out',
      composition.remotesFile,
      '--releases-url',
      `http://127.0.0.1:${port}/releases`,
      'catalog@1.0.0',
    ]);
    expect(composed.status, composed.output).toBe(0);
    const errors = consoleErrors(page);
    await page.goto(`${composition.url}/`);
    await expect(page.locator(sel.header)).toBeVisible();
    // Budget 4 s a request; without it the page waits for the browser's own minutes.
    await expect(page.locator(sel.fallback)).toContainText('Не удалось загрузить раздел «Главная»', { timeout: 8000 });
    expect(errors.some((e) => e.includes('catalog@1.0.0'))).toBe(true);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
    compose(['catalog@1.0.0']);
  }
});
