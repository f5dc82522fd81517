import { expect, test, type APIRequestContext, type Page } from './csp-guard';
import { STORE_URL } from '../ports';
import { listing, menu, pathOf } from './catalog-api-helpers';
import { searchAndCollections } from './selectors-search-collections';
import { shell } from './selectors-shell';

// Issue 25, decision 0043: a server-rendered page asks the API for nothing at its start (decision
// 0035), so its first load downloads no HTTP client (axios, ≈ 20 KB gzip and its evaluation on a
// slow phone); the client comes with the first request the shopper's action makes, and that request
// works.

/**
 * Literals of axios that survive minification (its XSRF defaults and an AxiosError code): a script
 * holding them holds axios, whatever its chunk is named.
 */
const AXIOS_MARKS = ['XSRF-TOKEN', 'ERR_BAD_RESPONSE'];

interface Loads {
  /** The scripts that arrived so far, with whether each holds axios. */
  scripts: Promise<{ url: string; axios: boolean }>[];
  /** The API's calls so far. */
  api: string[];
}

function watchLoads(page: Page): Loads {
  const loads: Loads = { scripts: [], api: [] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    // The API's calls (its image proxy under /api/ is pictures, not calls).
    if ((type === 'xhr' || type === 'fetch') && url.pathname.startsWith('/api/'))
      loads.api.push(`${response.request().method()} ${url.pathname}`);
    if (type !== 'script') return;
    loads.scripts.push(
      response.text().then(
        (text) => ({ url: url.pathname, axios: AXIOS_MARKS.every((mark) => text.includes(mark)) }),
        () => ({ url: url.pathname, axios: false }),
      ),
    );
  });
  return loads;
}

const axiosScripts = async (loads: Loads) => (await Promise.all(loads.scripts)).filter((script) => script.axios).map((s) => s.url);

async function serverRenders(path: string) {
  // The server loads a page module's server build on its first request; later ones find it loaded.
  await expect
    .poll(async () => (await (await fetch(`${STORE_URL}${path}`)).text()).includes('id="ssr-page"'), {
      message: `the shell's server renders ${path}`,
      intervals: [250],
    })
    .toBe(true);
}

/** Opens the page as a newcomer and lets it settle: loaded, hydrated, the browser idle a while. */
async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#ssr-page')).toBeAttached();
  await expect(page.locator(shell.searchField)).toBeEditable();
  await page.waitForLoadState('networkidle');
  // Work the shell defers to the loaded and idle page (analytics, returning visitors' modules) has run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
}

const pages: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'a category page', path: async (request) => `/store/${(await menu(request))[0]!.slug}` },
  { name: 'a product page', path: async (request) => pathOf((await listing(request, { limit: 1 })).items[0]!, []) },
];

for (const kind of pages) {
  test(`${kind.name}, server-rendered, loads no HTTP client until the shopper searches; then the search works`, async ({
    page,
    request,
  }) => {
    const path = await kind.path(request);
    await serverRenders(path);
    const loads = watchLoads(page);
    await openAndSettle(page, path);

    expect(loads.scripts.length, 'the page loaded its scripts').toBeGreaterThan(5);
    expect(loads.api, 'the server answered everything the page needed at its start').toEqual([]);
    expect(await axiosScripts(loads), 'scripts holding axios before any request').toEqual([]);

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/product/search' && r.ok());
    // The header's search box is mf-catalog's code, loaded at its first use (issue 25).
    expect((await Promise.all(loads.scripts)).filter((script) => script.url.includes('SearchBox'))).toEqual([]);
    const input = page.locator(shell.searchField);
    await input.click();
    await input.pressSequentially('холодильник', { delay: 30 });
    await answered;
    await expect(page.locator(searchAndCollections.searchPopup).locator(searchAndCollections.searchProduct).first()).toContainText(
      'Холодильник',
    );
    expect(await axiosScripts(loads), 'the search brought the HTTP client').not.toEqual([]);
    expect(
      (await Promise.all(loads.scripts)).some((script) => script.url.includes('SearchBox')),
      'the first use brought the box',
    ).toBe(true);
  });
}
