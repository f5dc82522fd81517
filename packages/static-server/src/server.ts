import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { legacyStorePath } from '@store/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join, resolve } from 'node:path';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { fileCache, injectPreloads, remoteForPath } from './html';
import { assetsOf, manifestCache, type RemoteAssets } from './remote-assets';

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
  /** Route prefix → remote whose manifest the page preloads ({ "/": "catalog", "/cart": "cart_checkout" }). */
  routeRemotes?: Record<string, string>;
  logger?: boolean;
}

/** A static server for one app of the composition, with the cache policy of the store. */
export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const root = resolve(options.root);
  const readIndex = fileCache(join(root, 'index.html'));
  const readRemotes = options.remotesFile ? fileCache(resolve(options.remotesFile)) : async () => null;

  if (options.cors) await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });

  if (options.apiUpstream) {
    await app.register(proxy, {
      upstream: options.apiUpstream,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // The API limits sign-in codes and forms per client IP: tell it whose request this is.
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const forwarded = headers['x-forwarded-for'];
          return { ...headers, 'x-forwarded-for': forwarded ? `${String(forwarded)}, ${request.ip}` : request.ip };
        },
      },
    });
  }

  if (options.remotesFile) {
    app.get('/remotes.json', async (_request, reply) => {
      const text = await readRemotes();
      if (text === null) return reply.code(404).header('cache-control', NO_CACHE).send({ message: 'Композиция не настроена' });
      return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', NO_CACHE).send(text);
    });
  }

  const manifests = manifestCache();
  /** The files of the remote module that draws this path's first screen, from its manifest. */
  const firstScreenAssets = async (remotesJson: string | null, pathname: string): Promise<RemoteAssets | null> => {
    const target = remoteForPath(options.routeRemotes ?? {}, pathname);
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
    const html = await readIndex();
    if (html === null) return reply.code(404).type('text/plain; charset=utf-8').send('Приложение не собрано');
    const remotesJson = await readRemotes();
    const pathname = request.url.split('?')[0] ?? '/';
    const assets = await firstScreenAssets(remotesJson, pathname);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(injectPreloads(html, remotesJson, options.routeRemotes, pathname, assets));
  };

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

  app.setNotFoundHandler((request, reply) => {
    // SPEC §2: old motorcycle-equipment and computer-accessories URLs moved for good.
    const moved = options.spa && request.method === 'GET' ? legacyStorePath(request.url) : null;
    if (moved) return reply.code(301).header('location', moved).header('cache-control', 'public, max-age=86400').send();
    // Pages are paths without an extension, and product pages (`/store/…/{productId}.html`).
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' && (!/\.[a-z0-9]+$/i.test(pathname) || /\/\d+\.html$/.test(pathname)) && !request.url.startsWith('/api/');
    if (options.spa && wantsPage) return sendIndex(request, reply);
    return reply.code(404).header('cache-control', NO_CACHE).send({ message: 'Не найдено' });
  });

  return app;
}
