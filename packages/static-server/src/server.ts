import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { canonicalPath, documentTitle, legacyStorePath, matchRoute, REQUEST_ID_HEADER, requestIdOf } from '@store/domain';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { registerApiProxy } from './api-proxy';
import { cacheControlFor, NO_CACHE, pageCacheControl, releaseCacheControlFor, type PageCacheTimes } from './cache-policy';
import type { ShellMetrics } from './metrics';
import { fileCache, injectHead, injectPreloads, remoteForPath } from './html';
import { assetsOf, manifestCache, type RemoteAssets } from './remote-assets';
import {
  BASELINE_HEADERS,
  contentSecurityPolicy,
  FILE_PAGE_POLICY,
  HSTS,
  newNonce,
  PERMISSIONS_POLICY,
  remoteOriginsOf,
  withNonce,
} from './security-headers';
import { renderedPage, type SsrHook } from './ssr-hook';
import { NO_THIRD_PARTIES, thirdPartiesFrom } from './third-parties';
import { firstScreenOf, parseRouteTable } from './route-table';
import { stylesheetTexts } from './stylesheets';
import {
  FEED_HEADERS,
  fetchApiFeed,
  fetchApiSitemapPage,
  MAX_SITEMAP_FILES,
  robotsTxt,
  shellPageUrls,
  sitemapIndexXml,
  sitemapXml,
  type SitemapPage,
} from './seo';

export interface StaticServerOptions {
  /** Folder with the built app (dist). */
  root: string;
  /** Send Access-Control-Allow-Origin: * (remotes: the shell on another origin fetches their manifest). */
  cors?: boolean;
  /** Unknown paths without a file extension get index.html (the shell's client-side routes). */
  spa?: boolean;
  /** Forward /api/* to this upstream (the shell: the store is one origin for the browser). */
  apiUpstream?: string;
  /** remotes.json to serve at /remotes.json (the shell: the composition of this environment). */
  remotesFile?: string;
  /** Published remote versions (scripts/release.mjs) to serve at /releases/ for staging compositions. */
  releasesDir?: string;
  /**
   * Route prefix → remote whose manifest the page preloads ({ "/": "catalog", "/cart": "cart_checkout" }),
   * for a shell without routes.json; with it, the route table says which remote draws a page.
   */
  routeRemotes?: Record<string, string>;
  /** The store's public address (canonical links, robots.txt, sitemap.xml); else the request's own. */
  publicUrl?: string;
  /** How long sitemap.xml is reused before the API is asked again. */
  sitemapTtlMs?: number;
  /** Server rendering of a route's remote page into the HTML (packages/ssr); null: the browser renders it. */
  ssr?: SsrHook;
  /** How long a shared cache may keep a guest's server-rendered page (cache-policy pageCacheControl). */
  pageCache?: PageCacheTimes;
  /** How often the server checks remotes.json and the remotes' manifests to load a new server build. */
  ssrWarmIntervalMs?: number;
  /**
   * Yandex Maps are configured for the pages (the shell's build has a maps address): the pages'
   * policy allows their hosts. Any page may turn into one with a map without a new document.
   */
  maps?: boolean;
  /** Fastify's logger: JSON lines, each with the request's `requestId` (false: none). */
  logger?: boolean | { level: string };
  /** The operator's metrics of this server (metrics.ts), served apart on a port of their own. */
  metrics?: ShellMetrics;
}

const gzipAsync = promisify(gzip);
const NOT_FOUND_TITLE = 'Страница не найдена';
/** Addresses of the shell that are files rather than routes, listed in the sitemap all the same. */
const USER_AGREEMENT = '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf';

/** A static server for one app of the composition, with the cache policy of the store. */
export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Each answer has an id (a CDN's or load balancer's when it sent one); the /api proxy passes it
    // on, so the API's log lines of the same request carry it too.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  options.metrics?.register(app);
  const root = resolve(options.root);
  const readIndex = fileCache(join(root, 'index.html'));
  const readRemotes = options.remotesFile ? fileCache(resolve(options.remotesFile)) : async () => null;
  // The shell's route table (its build writes it next to index.html): pages, titles, first screens.
  // The route table, parsed once per version of routes.json.
  const readRoutes = options.spa ? fileCache(join(root, 'routes.json'), parseRouteTable) : async () => null;
  // The shell's start-up stylesheets (its build lists them): a server-rendered page links them.
  const readShellStyles = options.ssr ? fileCache(join(root, 'ssr-styles.json')) : async () => null;
  const shellStyles = async (): Promise<string[]> => {
    try {
      const list = JSON.parse((await readShellStyles()) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string').map((f) => `/${f.replace(/^\/+/, '')}`) : [];
    } catch {
      return [];
    }
  };
  // The remotes' stylesheets, inlined into a server-rendered page (packages/ssr stylesheetHtml).
  const styleTexts = stylesheetTexts();
  const originOf = (request: FastifyRequest) => (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  // Метрика and reCAPTCHA are allowed on the pages exactly when the API's settings name them.
  const thirdParties = options.apiUpstream ? thirdPartiesFrom(options.apiUpstream) : async () => NO_THIRD_PARTIES;

  // Every answer of a static server is nosniff; HTML served as a file cannot be framed either. The
  // API's answers through the proxy keep the API's own headers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (options.apiUpstream && (request.url === '/api' || request.url.startsWith('/api/'))) return payload;
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) reply.header(name, value);
    if (originOf(request).startsWith('https:')) reply.header('strict-transport-security', HSTS);
    if (/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? '')) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', FILE_PAGE_POLICY);
    }
    return payload;
  });

  if (options.cors) await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });

  if (options.apiUpstream) await registerApiProxy(app, { upstream: options.apiUpstream });

  if (options.remotesFile) {
    app.get('/remotes.json', async (_request, reply) => {
      const text = await readRemotes();
      if (text === null) return reply.code(404).header('cache-control', NO_CACHE).send({ message: 'Композиция не настроена' });
      return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', NO_CACHE).send(text);
    });
  }

  if (options.releasesDir) {
    // Versioned folders never change (immutable); index.json lists them (short cache). The shell of
    // another origin may compose them too, so they carry CORS like a remote's own server.
    await app.register(fastifyStatic, {
      root: resolve(options.releasesDir),
      prefix: '/releases/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', releaseCacheControlFor(path));
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  const manifests = manifestCache();
  /** The files of the remote module that draws this path's first screen, from its manifest. */
  const firstScreenAssets = async (remotesJson: string | null, target: string | undefined): Promise<RemoteAssets | null> => {
    if (!target || !remotesJson) return null;
    const [remote, exposed] = target.split('/');
    try {
      const manifestUrl = (JSON.parse(remotesJson) as Record<string, unknown>)[remote ?? ''];
      if (typeof manifestUrl !== 'string' || !exposed) return null;
      const manifest = await manifests(manifestUrl);
      return manifest ? assetsOf(manifest, manifestUrl, exposed) : null;
    } catch {
      return null;
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const template = await readIndex();
    if (template === null) return reply.code(404).type('text/plain; charset=utf-8').send('Приложение не собрано');
    const remotesJson = await readRemotes();
    // A fresh nonce per page, on the template's own scripts and styles before anything else is written in.
    const nonce = newNonce();
    const html = withNonce(template, nonce);
    reply
      .header(
        'content-security-policy',
        contentSecurityPolicy({
          nonce,
          remoteOrigins: remoteOriginsOf(remotesJson, originOf(request)),
          maps: options.maps ?? false,
          ...(await thirdParties()),
        }),
      )
      .header('permissions-policy', PERMISSIONS_POLICY);
    const [pathname = '/', query = ''] = request.url.split('?');
    const routes = await readRoutes();
    const route = routes ? matchRoute(routes, pathname) : null;
    // A path no route draws is the shell's 404 page, with the status to match (crawlers drop it).
    const missing = routes !== null && route === null;
    const target = routes ? firstScreenOf(route) : remoteForPath(options.routeRemotes ?? {}, pathname);
    const assets = missing ? null : await firstScreenAssets(remotesJson, target);
    let page = injectPreloads(html, remotesJson, missing ? undefined : target, assets);
    if (routes) {
      page = injectHead(
        page,
        route
          ? {
              title: documentTitle(route.title ?? '', pathname === '/'),
              ...(route.description ? { description: route.description } : {}),
              canonical: `${originOf(request)}${canonicalPath(pathname, query ? `?${query}` : '')}`,
            }
          : { title: documentTitle(NOT_FOUND_TITLE, false) },
      );
    }
    // A server-rendered page says its own status: 404 when it shows its not-found view (an unknown
    // category or product).
    let status: 200 | 404 = missing ? 404 : 200;
    let serverRendered = false;
    let shared = false;
    if (options.ssr && route && target && remotesJson) {
      const rendered = await renderedPage(options.ssr, page, {
        route,
        target,
        remotesJson,
        pathname,
        query,
        assets,
        origin: originOf(request),
        cookie: request.headers.cookie,
        // Fastify's clock of this request began when it came: under load, its wait counts against the budget.
        receivedAt: Date.now() - reply.elapsedTime,
        shellStyles: await shellStyles(),
        styleTexts,
        nonce,
      });
      if (rendered !== null) {
        // The page depends on the city cookie; no shared cache may keep one shopper's copy for another.
        reply.header('vary', 'Cookie');
        page = rendered.html;
        status = rendered.status;
        serverRendered = true;
        shared = rendered.shared === true;
      }
    }
    // Every other page of the shell (the browser renders it, a 404 included) comes with the footer too.
    if (options.ssr?.frame && routes && !serverRendered) {
      try {
        page = await options.ssr.frame(page, { pathname, shellStyles: await shellStyles() });
      } catch {
        // The frame as it was: the shell draws the footer.
      }
    }
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', pageCacheControl({ target, cookie: request.headers.cookie, shared, status }, options.pageCache))
      .header('vary', reply.getHeader('vary') ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
    // A server-rendered page is tens of kilobytes: compressed, it reaches a phone several round trips sooner.
    if (page.length > 1024 && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(await gzipAsync(page, { level: 6 }));
    }
    return reply.send(page);
  };

  if (options.spa) {
    app.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(originOf(request))),
    );

    const ttl = options.sitemapTtlMs ?? 10 * 60 * 1000;
    const pages = new Map<number, { at: number; page: SitemapPage }>();
    /** One file of the sitemap: the API's page n; the first also has the shell's own public pages. */
    const sitemapPage = async (n: number): Promise<SitemapPage> => {
      const hit = pages.get(n);
      if (hit && Date.now() - hit.at < ttl) return hit.page;
      const catalogue = options.apiUpstream ? await fetchApiSitemapPage(options.apiUpstream, n) : { urls: [], pages: 1 };
      const shellPages = n === 1 ? shellPageUrls((await readRoutes()) ?? [], [USER_AGREEMENT]) : [];
      const page = { urls: [...shellPages, ...catalogue.urls], pages: Math.min(catalogue.pages, MAX_SITEMAP_FILES) };
      pages.set(n, { at: Date.now(), page });
      return page;
    };
    const sendXml = (reply: FastifyReply, xml: string) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
    const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
      request.log.warn({ err: error }, 'sitemap: the API did not answer');
      // A crawler retries a 503 later; a partial sitemap would make it drop the missing pages.
      return reply.code(503).header('retry-after', '600').type('text/plain; charset=utf-8').send('Карта сайта временно недоступна');
    };

    // The YML feed (issue 39) at the address an operator gives to Яндекс, forwarded to the API as it streams.
    const feedUpstream = options.apiUpstream;
    if (feedUpstream) {
      app.get('/market.yml', async (request, reply) => {
        const at = request.url.indexOf('?');
        const headers: Record<string, string> = { [REQUEST_ID_HEADER]: request.id };
        const since = request.headers['if-modified-since'];
        if (since) headers['if-modified-since'] = since;
        try {
          const answer = await fetchApiFeed(feedUpstream, at >= 0 ? request.url.slice(at) : '', headers);
          reply.code(answer.status);
          for (const name of FEED_HEADERS) {
            const value = answer.headers.get(name);
            if (value) reply.header(name, value);
          }
          if (!answer.body || answer.status === 304) return reply.send();
          return reply.send(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>));
        } catch (error) {
          request.log.warn({ err: error }, 'market.yml: the API did not answer');
          return reply.code(503).header('retry-after', '600').type('text/plain; charset=utf-8').send('Фид временно недоступен');
        }
      });
    }

    app.get('/sitemap.xml', async (request, reply) => {
      try {
        const first = await sitemapPage(1);
        const origin = originOf(request);
        return sendXml(reply, first.pages > 1 ? sitemapIndexXml(origin, first.pages) : sitemapXml(origin, first.urls));
      } catch (error) {
        return unavailable(request, reply, error);
      }
    });
    app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
      const n = Number(request.params.n);
      if (!Number.isInteger(n) || n < 1 || n > MAX_SITEMAP_FILES) return reply.code(404).send({ message: 'Не найдено' });
      try {
        const page = await sitemapPage(n);
        if (n > page.pages && n > 1) return reply.code(404).send({ message: 'Не найдено' });
        return sendXml(reply, sitemapXml(originOf(request), page.urls));
      } catch (error) {
        return unavailable(request, reply, error);
      }
    });
  }

  const warm = options.ssr?.warm;
  if (warm && options.spa) {
    /** Loads the server build of every route's first screen in the composition of remotes.json. */
    const warmAll = async () => {
      const remotesJson = await readRemotes();
      const routes = await readRoutes();
      if (!remotesJson || !routes) return;
      let remotes: Record<string, unknown>;
      try {
        remotes = JSON.parse(remotesJson) as Record<string, unknown>;
      } catch {
        return;
      }
      const pages = new Set(routes.map(firstScreenOf).filter((page): page is string => page !== undefined));
      await Promise.all(
        [...pages].map((page) => {
          const manifestUrl = remotes[page.split('/')[0] ?? ''];
          return typeof manifestUrl === 'string' ? warm(page, manifestUrl).catch(() => undefined) : undefined;
        }),
      );
    };
    // At start, not on the first shopper's request; then again and again: a new remotes.json or a
    // redeployed remote (its manifest's hash) is loaded before a request needs it.
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void warmAll();
      timer = setInterval(() => void warmAll(), options.ssrWarmIntervalMs ?? 5000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // The shell's HTML is rendered per request (preload hints), so it is not served by the static plugin.
  if (options.spa) app.get('/', (request, reply) => sendIndex(request, reply));

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: options.spa ? false : ['index.html'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });

  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    // SPEC §2: old motorcycle-equipment and computer-accessories URLs moved for good.
    const moved = options.spa && request.method === 'GET' ? legacyStorePath(request.url) : null;
    if (moved) return reply.code(301).header('location', moved).header('cache-control', 'public, max-age=86400').send();
    // Pages are paths without an extension, and product pages (`/store/…/{productId}.html`); a
    // malformed one (`/store/…/abc.html`) gets the shell too, whose catalogue shows its not-found view with links.
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' &&
      (!/\.[a-z0-9]+$/i.test(pathname) || /^\/store\/.*\.html$/.test(pathname)) &&
      !request.url.startsWith('/api/');
    if (options.spa && wantsPage) return sendIndex(request, reply);
    return reply.code(404).header('cache-control', NO_CACHE).send({ message: 'Не найдено' });
  };
  app.setNotFoundHandler(pageOrNotFound);
  // The catalogue's pages are no files: answered at once, not after the static plugin has listed
  // the folder for a file of that name (a readdir and a stat per product page, issue 37's profile).
  if (options.spa) for (const path of ['/store', '/store/*', '/search']) app.get(path, pageOrNotFound);

  return app;
}
