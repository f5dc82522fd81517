import { createInstance } from '@module-federation/runtime';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import * as effector from 'effector';
import { allSettled, fork, is, serialize, type EventCallable, type Scope, type Store } from 'effector';
import * as effectorReact from 'effector-react';
import { Provider } from 'effector-react';
import * as React from 'react';
import { createElement, Fragment, type ComponentType } from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { StaticRouter } from 'react-router-dom/server.js';
import type { PageContext } from '@store/bus';
import * as router from '@store/router';
import { CITY_REGION_IDS, SHELL_MENU_CODES } from '@store/domain';
import { apiProbe } from './api-probe';
import { lruCache, renderKey } from './cache';
import { renderQueue } from './render-queue';
import { renderMarkup } from './markup';
import { cityOfRequest, type CitySelection, type RegionCity } from './city';
import type { MenuNode, PageMeta } from './head';

/**
 * Page modules whose first screen is the same for every shopper of a city (no personal data). The
 * cart's is its frame while the lines load (its title, the lines and the summary at their size): a
 * guest's lines are in localStorage, which no server sees (decision 0036).
 */
export const SSR_PAGES: ReadonlySet<string> = new Set([
  'catalog/HomePage',
  'catalog/CataloguePage',
  'catalog/SearchPage',
  'cart_checkout/CartPage',
]);

/**
 * The pages of SSR_PAGES a shared cache (a CDN) may keep for every guest of a city: not the cart,
 * whose frame is a shopper's own page in the browser.
 */
export const SHARED_PAGES: ReadonlySet<string> = new Set(['catalog/HomePage', 'catalog/CataloguePage', 'catalog/SearchPage']);

/** The remote's Node build next to its browser build (webpack-config/server.cjs). */
export const serverEntryOf = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).toString();

export interface RenderRequest {
  /** `remote/Module` of the route's first screen. */
  page: string;
  /** mf-manifest.json of the remote's version in remotes.json. */
  manifestUrl: string;
  pathname: string;
  /** Query string with its `?`, or ''. */
  search: string;
  /** The request's Cookie header: only `selectedCity` is read. */
  cookie: string | undefined;
  /**
   * When the shell's server received the request (ms, `Date.now()`): the budget counts from then, so
   * the time a request waited for the server under load is part of it. Now when absent.
   */
  receivedAt?: number;
}

export interface RenderResult {
  page: string;
  manifestUrl: string;
  /** The version the page was rendered with (hash of the manifest). */
  version: string;
  /** The page's markup, to be hydrated in the browser. */
  html: string;
  /** serialize(scope): the browser forks its scope with these values. */
  values: Record<string, unknown>;
  meta: PageMeta | null;
  /** The category tree of the request's city (crumbs). */
  menu: MenuNode[];
  city: CitySelection;
  /**
   * The answers the shell asks the API for at its start, as read here (shell
   * shared/lib/ssr/start-answers.ts): a part that could not be read is left out, the shell asks for it.
   */
  start: StartAnswers;
  ms: number;
  /** The last good render of the address standing in for a fresh one (SSR_STALE_MS). */
  stale?: true;
}

/** Wire answers of GET /api/geo-region/city-in-region, /api/menu/code, /api/settings and /api/category/menu. */
export interface StartAnswers {
  regions?: unknown[];
  menus?: unknown[];
  settings?: unknown;
  categoryMenu?: { cityId: number; categories: MenuNode[] };
}

export interface RendererOptions {
  /** The API's address (`http://127.0.0.1:4000`): the remote's server build calls it directly. */
  apiUpstream: string;
  /** Time for one page (loading the remote, its data, the markup); past it the browser renders the page. */
  budgetMs?: number;
  /** How long a manifest's version is trusted before it is checked again. */
  versionTtlMs?: number;
  /** How long a rendered page is reused for the same address, city and version (guest content only); 0: never. */
  cacheMs?: number;
  /** At most this many rendered pages are kept (least recently used go first). */
  cacheSize?: number;
  /**
   * How long the last good render of an address is kept to stand in when a fresh one cannot be had
   * (the API or its database away, a render past the budget); 0: never.
   */
  staleMs?: number;
  /**
   * At most this many renders at once; the others wait (the newest first), and one that waited past
   * half of its request's budget is not begun (the browser renders that page). Default 6.
   */
  concurrency?: number;
  log?: (message: string, error?: unknown) => void;
  /** Told of every page request's outcome and every render's time, for the operator's metrics. */
  observe?: RenderObserver;
}

/**
 * What a page request got: `fresh` a render of now (made or shared), `stale` the last good render
 * standing in, `browser` none (the browser renders). `budgetMissed`: the render took longer than the
 * budget. `refused`: a render drawn while the API was not answering, dropped.
 */
export interface RenderObserver {
  answered(page: string, outcome: 'fresh' | 'stale' | 'browser', budgetMissed: boolean): void;
  rendered(page: string, ms: number): void;
  refused(page: string): void;
}

interface ExposedPage {
  default?: unknown;
  pageStarted?: unknown;
}

interface Bus {
  citySelected: EventCallable<CitySelection>;
  $pageMeta: Store<PageMeta | null>;
}

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout(`${what}: больше ${ms} мс`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/** The host's copies of the shared singletons: the remote renders with the same React and effector as the host. */
function hostShared() {
  const singleton = (name: string, lib: unknown, packageName = name) => {
    const version = versionOf(packageName);
    return { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
  };
  return {
    react: singleton('react', React),
    'react/jsx-runtime': singleton('react/jsx-runtime', jsxRuntime, 'react'),
    'react-dom': singleton('react-dom', ReactDOM),
    effector: singleton('effector', effector),
    'effector-react': singleton('effector-react', effectorReact),
    // The browser's router share (decision 0044), over the same react-router as StaticRouter's.
    '@store/router': singleton('@store/router', router),
  };
}

/** The page as the shell mounts it in the browser (shell RemoteSlot: its starter, then the page), so ids match. */
function pageTree(scope: Scope, location: string, Page: ComponentType) {
  const Starter = () => null;
  return createElement(
    Provider,
    { value: scope },
    createElement(StaticRouter, { location }, createElement(Fragment, null, createElement(Starter), createElement(Page))),
  );
}

/**
 * Server rendering of remote pages through Module Federation: one MF runtime for the server, the
 * remote's Node build of exactly the version in remotes.json (re-registered with `?v=` when the
 * manifest changes, no restart), an Effector scope per request with the cookie's city, the page's
 * `pageStarted`, the markup and the serialized scope. Anything that fails or takes longer than the
 * budget gives null: the page is then rendered in the browser as without a server.
 */
export function createRenderer(options: RendererOptions) {
  const budgetMs = options.budgetMs ?? 300;
  const versionTtlMs = options.versionTtlMs ?? 2000;
  const log = options.log ?? (() => undefined);
  const api = options.apiUpstream.replace(/\/+$/, '');
  // The remote's API client reads its base address at run time on the server.
  process.env.API_BASE_URL = `${api}/api`;

  const mf = createInstance({ name: 'shell_server', remotes: [], shared: hostShared() });
  /** remote name → the entry registered (with its version), so a new version is registered once. */
  const registered = new Map<string, string>();
  const versions = new Map<string, { at: number; version: Promise<string | null> }>();
  /** Remotes whose last load failed: registered afresh before the next. */
  const unsettled = new Set<string>();
  const loads = new Map<string, Promise<ExposedPage | null>>();

  const fetchJson = async <T>(url: string, ms: number): Promise<T> => {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms) });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  };

  /** Version of a remote: the hash of its manifest, checked again after a short time. */
  const versionOf = (manifestUrl: string): Promise<string | null> => {
    const hit = versions.get(manifestUrl);
    if (hit && Date.now() - hit.at < versionTtlMs) return hit.version;
    const version = fetch(manifestUrl, { signal: AbortSignal.timeout(1000) })
      .then(async (response) =>
        response.ok
          ? createHash('sha256')
              .update(await response.text())
              .digest('hex')
              .slice(0, 12)
          : null,
      )
      .catch(() => null);
    versions.set(manifestUrl, { at: Date.now(), version });
    return version;
  };

  /** Loads `remote/Module` of the server build; a new version replaces the old one without restart. */
  const loadPage = (page: string, manifestUrl: string, version: string): Promise<ExposedPage | null> => {
    const remote = page.split('/')[0] ?? '';
    const entry = `${serverEntryOf(manifestUrl)}?v=${version}`;
    if (registered.get(remote) !== entry || unsettled.has(remote)) {
      const replacing = registered.has(remote);
      mf.registerRemotes([{ name: remote, entry }], { force: replacing });
      registered.set(remote, entry);
      unsettled.delete(remote);
      for (const key of loads.keys()) if (key.startsWith(`${remote}/`)) loads.delete(key);
    }
    const key = `${page}@${version}`;
    let load = loads.get(key);
    if (!load) {
      load = mf.loadRemote<ExposedPage>(page).catch((error: unknown) => {
        log(`ssr: ${page} не загружен`, error);
        loads.delete(key);
        // The runtime may keep what it half-loaded of a remote whose server was down: the next try
        // registers the remote afresh, so a restarted remote renders again without a restart here.
        unsettled.add(remote);
        return null;
      });
      loads.set(key, load);
    }
    return load;
  };

  /** The bus as the remote's server build shares it (the host renders, the remote owns the bus). */
  const bus = async (): Promise<Bus | null> => {
    const versions = mf.shareScopeMap.default?.['@store/bus'];
    const shared = versions ? Object.values(versions)[0] : undefined;
    if (!shared) return null;
    const factory = shared.lib ?? (await shared.get());
    const module = (typeof factory === 'function' ? factory() : factory) as Partial<Bus>;
    return is.event(module.citySelected) && is.store(module.$pageMeta) ? (module as Bus) : null;
  };

  /** Answers of the API by address, kept a while for every request; a failure is not kept (null, asked again next time). */
  const answers = new Map<string, { at: number; answer: Promise<unknown> }>();
  const keptAnswer = <T>(url: string, ttlMs: number): Promise<T | null> => {
    const hit = answers.get(url);
    if (hit && Date.now() - hit.at < ttlMs) return hit.answer as Promise<T | null>;
    const answer = fetchJson<T>(url, 1000).catch(() => {
      answers.delete(url);
      return null;
    });
    answers.set(url, { at: Date.now(), answer });
    return answer;
  };
  const kept =
    <T>(url: string, ttlMs: number) =>
    () =>
      keptAnswer<T>(url, ttlMs);
  const regionsAnswer = kept<{ items: (Record<string, unknown> & { cities: RegionCity[] })[] }>(
    `${api}/api/geo-region/city-in-region?id=${CITY_REGION_IDS.join(',')}&point=true`,
    10 * 60_000,
  );
  const cityList = async (): Promise<RegionCity[]> => (await regionsAnswer())?.items.flatMap((region) => region.cities) ?? [];
  const shellMenusAnswer = kept<{ items: unknown[] }>(`${api}/api/menu/code?code=${SHELL_MENU_CODES.join(',')}`, 60_000);
  const settingsAnswer = kept<unknown>(`${api}/api/settings`, 60_000);
  /** The shell's start-up answers, each only when it was read. */
  const startAnswers = async (): Promise<Omit<StartAnswers, 'categoryMenu'>> => {
    const [regions, menus, settings] = await Promise.all([regionsAnswer(), shellMenusAnswer(), settingsAnswer()]);
    return {
      ...(regions ? { regions: regions.items } : {}),
      ...(menus ? { menus: menus.items } : {}),
      ...(settings !== null ? { settings } : {}),
    };
  };
  /** The city's category tree; null when it could not be read. */
  const menuOf = async (cityId: number): Promise<MenuNode[] | null> =>
    (await keptAnswer<{ categories: MenuNode[] }>(`${api}/api/category/menu?selectedCity=${cityId}`, 60_000))?.categories ?? null;

  /**
   * Whether the API answered its health check (a round trip to its database) after `since`. A page
   * whose data was read while it did not shows the remote's error views («Не удалось загрузить…»):
   * such a render is neither sent nor kept. One check at a time, shared by the renders it can vouch for.
   */
  const apiAnsweredSince = apiProbe(() =>
    fetch(`${api}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    ),
  );

  async function renderPage(request: RenderRequest, version: string): Promise<RenderResult | null> {
    const started = Date.now();
    const [module, city] = await Promise.all([
      loadPage(request.page, request.manifestUrl, version),
      cityList().then((list) => cityOfRequest(request.cookie, list)),
    ]);
    const Page = module?.default;
    const pageStarted = module?.pageStarted;
    const units = await bus();
    if (typeof Page !== 'function' || !is.event(pageStarted) || !units) return null;
    // One scope per request: nothing of one shopper's page reaches another's.
    const scope = fork();
    const menu = menuOf(city.cityId);
    const start = startAnswers();
    await allSettled(units.citySelected, { scope, params: city });
    // `server`: this render is no opening (bus PageContext), the browser's start after hydration is.
    await allSettled(pageStarted as EventCallable<PageContext>, {
      scope,
      params: { pathname: request.pathname, search: request.search, server: true },
    });
    // The page's data is read: was the API answering meanwhile? Asked while the markup renders.
    const dataRead = Date.now();
    const answered = apiAnsweredSince(dataRead);
    // A render late for its request still finishes (within bounds) for the requests that share it.
    const html = await renderMarkup(pageTree(scope, `${request.pathname}${request.search}`, Page as ComponentType), renderLimitMs);
    if (!(await answered)) {
      log(`ssr: ${request.page} ${request.pathname}: API не ответил, страница с ошибками загрузки не отправлена`);
      options.observe?.refused(request.page);
      return null;
    }
    options.observe?.rendered(request.page, Date.now() - started);
    return {
      page: request.page,
      manifestUrl: request.manifestUrl,
      version,
      html,
      values: serialize(scope),
      meta: scope.getState(units.$pageMeta),
      menu: (await menu) ?? [],
      city,
      start: await start.then(async (answers) => {
        const categories = await menu;
        return categories ? { ...answers, categoryMenu: { cityId: city.cityId, categories } } : answers;
      }),
      ms: Date.now() - started,
    };
  }

  const renderLimitMs = Math.max(budgetMs * 4, 2000);
  const cacheMs = options.cacheMs ?? 0;
  // Rendered pages (and renders in flight: concurrent requests for one page share one render).
  const rendered = lruCache<Promise<RenderResult | null>>(Math.max(options.cacheSize ?? 200, 1), Math.max(cacheMs, 1));
  const staleMs = options.staleMs ?? 10 * 60_000;
  // The last good render of each address, standing in for a fresh one that cannot be had.
  const lastGood = lruCache<RenderResult>(Math.max(options.cacheSize ?? 200, 1), Math.max(staleMs, 1));

  const queue = renderQueue({ concurrency: options.concurrency ?? 6 });

  const shared = (request: RenderRequest, version: string, deadline: number): Promise<RenderResult | null> => {
    const key = renderKey({ ...request, version });
    const hit = rendered.get(key);
    if (hit) return hit;
    const render = queue
      .run(() => renderPage(request, version), deadline)
      .catch((error: unknown) => {
        log(`ssr: ${request.page} ${request.pathname} отрисуется в браузере`, error);
        return null;
      });
    rendered.set(key, render);
    void render.then((result) => {
      // Failures are not kept; without a cache only the render in flight is shared.
      if (!result || cacheMs <= 0) rendered.delete(key);
      if (result && staleMs > 0) lastGood.set(key, result);
    });
    return render;
  };

  return {
    /** Renders a page of SSR_PAGES within the budget, or null (the browser renders it). */
    async render(request: RenderRequest): Promise<RenderResult | null> {
      if (!SSR_PAGES.has(request.page)) return null;
      const now = Date.now();
      const deadline = Math.min(request.receivedAt ?? now, now) + budgetMs;
      let key: string | null = null;
      let budgetMissed = false;
      const answered = (outcome: 'fresh' | 'stale' | 'browser') => options.observe?.answered(request.page, outcome, budgetMissed);
      try {
        const result = await within(
          versionOf(request.manifestUrl).then((version) => {
            if (!version) return null;
            key = renderKey({ ...request, version });
            return shared(request, version, deadline);
          }),
          Math.max(0, deadline - now),
          request.page,
        );
        if (result) {
          answered('fresh');
          return result;
        }
      } catch (error) {
        budgetMissed = error instanceof Timeout;
        log(`ssr: ${request.page} ${request.pathname} отрисуется в браузере`, error);
      }
      // No fresh page: the one last drawn for this address and version, if any (a shopper reads the
      // store as it was a few minutes ago, hydrated with that render's state); else the browser renders.
      const stale = key ? lastGood.get(key) : undefined;
      answered(stale ? 'stale' : 'browser');
      return stale ? { ...stale, stale: true } : null;
    },
    /**
     * The answers the footer is drawn from (the shell's menus and the settings), kept as for every
     * render; a part that could not be read within the budget is left out.
     */
    async footerAnswers(): Promise<{ menus?: unknown[]; settings?: unknown }> {
      try {
        const [menus, settings] = await within(Promise.all([shellMenusAnswer(), settingsAnswer()]), budgetMs, 'footer');
        return { ...(menus ? { menus: menus.items } : {}), ...(settings !== null ? { settings } : {}) };
      } catch (error) {
        log('ssr: подвал отрисуется в браузере', error);
        return {};
      }
    },
    /** Starts loading a page's server build ahead of the first request (the first load is the slow one). */
    async warm(page: string, manifestUrl: string): Promise<void> {
      const version = await versionOf(manifestUrl);
      if (version && SSR_PAGES.has(page)) await loadPage(page, manifestUrl, version);
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
