import { expect, test, type Page } from './csp-guard';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, waitForHttp } from '../../../scripts/lib/processes.mjs';
import { E2E } from '../ports';
import { listing, menu, pathOf } from './catalog-api-helpers';
import { cat } from './selectors-catalog';
import { untilHydrated, watchHydration, writeCompositionWithCatalogAt } from './ssr-helpers';

// Issue 14: «no hydration warning in a development build». The production build only reports a
// mismatch by its code; React's development build checks every text and attribute it hydrates and
// says so in the console. The shell and the catalogue are built here in development mode (both
// their browser builds and the catalogue's Node build) beside the production ones, and served as a
// composition of their own, the other remotes and the API being the suite's.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const shellPort = E2E.shellPort + 30;
const catalogPort = E2E.shellPort + 31;
const at = (path: string) => `http://${E2E.host}:${shellPort}${path}`;

/** `webpack --mode development` of one app into `out` (DIST_DIR of @store/webpack-config). */
function buildForDevelopment(app: string, configs: string[], out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['exec', 'webpack', '--mode', 'development', ...configs.flatMap((config) => ['-c', config])];
    const child = spawn('pnpm', args, {
      cwd: join(root, app),
      env: { ...process.env, DIST_DIR: out },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app}: webpack --mode development ended ${code}\n${errors}`))));
  });
}

function serve(args: string[]): ChildProcess {
  return spawn(process.execPath, [join(root, 'packages/static-server/dist/cli.js'), '--host', E2E.host, ...args], { stdio: 'ignore' });
}

test.describe('a development build', () => {
  const out = mkdtempSync(join(tmpdir(), 'store-dev-build-'));
  const servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    await buildForDevelopment('mf-catalog', ['webpack.config.cjs', 'webpack.server.cjs'], join(out, 'catalog'));
    await buildForDevelopment('shell', ['webpack.config.cjs'], join(out, 'shell'));
    const remotesFile = join(out, 'remotes.json');
    writeCompositionWithCatalogAt(remotesFile, catalogPort);
    const catalog = serve(['--dir', join(out, 'catalog'), '--port', String(catalogPort), '--cors']);
    servers.push(catalog);
    await waitForHttp(`http://${E2E.host}:${catalogPort}/mf-manifest.json`, catalog, 20_000);
    const shell = serve([
      '--dir',
      join(out, 'shell'),
      '--port',
      String(shellPort),
      '--spa',
      '--api',
      `http://${E2E.host}:${E2E.apiPort}`,
      '--remotes',
      remotesFile,
    ]);
    servers.push(shell);
    await waitForHttp(at('/remotes.json'), shell, 20_000);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(stopChild));
    rmSync(out, { recursive: true, force: true });
  });

  /** Opens `path` as a shopper, after the server has rendered it, and collects React's development warnings. */
  async function open(page: Page, path: string) {
    // The server loads the catalogue's development Node build on first use.
    await expect.poll(async () => (await (await fetch(at(path))).text()).includes('id="ssr-page"'), { timeout: 30_000 }).toBe(true);
    const problems = watchHydration(page);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(at(path));
    // A newcomer's listing is hydrated once someone is at it (decision 0053): untilHydrated moves the mouse.
    await untilHydrated(page);
    // React's development build is the one running (it greets the console), so it checked what it hydrated.
    expect(messages.some((text) => text.includes('Download the React DevTools'))).toBe(true);
    return { problems, warnings: messages.filter((text) => text.startsWith('Warning:')) };
  }

  test('the product page hydrates without a warning from React and adds to the cart', async ({ page, request }) => {
    const { items } = await listing(request, { limit: 1 });
    const { problems, warnings } = await open(page, pathOf(items[0]!, []));
    await page.locator('#ssr-page').locator(cat.productAddToCart).click();
    await expect(page.locator(cat.shellCartCount)).toHaveText('1');
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a category page and the home page hydrate without a warning from React', async ({ page, request }) => {
    const top = (await menu(request))[0]!;
    for (const path of [`/store/${top.slug}`, '/']) {
      const { problems, warnings } = await open(page, path);
      expect(problems).toEqual([]);
      expect(warnings).toEqual([]);
    }
  });
});
