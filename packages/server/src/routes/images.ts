import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http-error';
import { localPicture, pictureStore } from '../providers/pictures';
import { FILE_NAME } from '../schemas/file';
import { IMAGE_MESSAGES, customLoaderSchema } from '../schemas/images';

type Format = 'avif' | 'webp' | 'png' | 'jpeg';

const CONTENT_TYPES: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };
const ORIGINAL_FORMAT: Record<string, Format> = { webp: 'webp', png: 'png', jpg: 'jpeg' };
const FILE_DIRS = new Set(['store', 'product', 'store,product']);

/**
 * The file name an image URL points at, or null. Accepted: our file endpoint
 * (`/api/file/<name>?dir=store,product`), the same with our own host, or a bare file name. The
 * name must match the file endpoint's pattern (no slash, no dot but the extension's, no %-escape),
 * so `..` and encoded tricks never reach the disk; another host is refused, and nothing is ever
 * fetched from outside.
 */
export function imageFileName(url: string, ownHosts: ReadonlySet<string>): string | null {
  let path = url;
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !ownHosts.has(parsed.host)) return null;
    if (parsed.username || parsed.password) return null;
    path = `${parsed.pathname}${parsed.search}`;
  }
  const [pathname = '', search] = path.split('?', 2);
  let name = pathname;
  if (pathname.startsWith('/api/file/')) {
    name = pathname.slice('/api/file/'.length);
    const dir = new URLSearchParams(search ?? '').get('dir');
    if (dir !== null && !FILE_DIRS.has(dir)) return null;
  } else if (search !== undefined) {
    return null;
  }
  return FILE_NAME.test(name) ? name : null;
}

/** A host as `URL` writes it (lower case, no default port), or '' for a malformed Host header. */
function hostOf(host: string): string {
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return '';
  }
}

/** The best format the browser takes: AVIF, then WebP, else the file's own format. */
function formatFor(accept: string | undefined, extension: string): Format {
  // Media types the browser lists without refusing them by `q=0`.
  const taken = new Set(
    (accept ?? '').split(',').flatMap((part) => {
      const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
      return params.some((p) => /^q=0(\.0*)?$/.test(p)) ? [] : [type];
    }),
  );
  if (taken.has('image/avif')) return 'avif';
  if (taken.has('image/webp')) return 'webp';
  return ORIGINAL_FORMAT[extension] ?? 'jpeg';
}

/**
 * SPEC §2 image proxy `/api/custom-loader?url=&w=&q=` (default quality 75): our own pictures,
 * resized with sharp to a width of the allow-list and encoded for the browser's Accept header.
 * Each result is kept on disk under `<imagesDir>/.cache/`, named by everything it depends on
 * (the source's name and mtime, width, quality, format), so every instance serves the same file
 * and a changed source never serves a stale one.
 */
export default async function imageRoutes(app: FastifyInstance, options: { imagesDir: string }) {
  const cacheDir = join(options.imagesDir, '.cache');
  const pictures = pictureStore(app.settings.pictures, options.imagesDir);
  const publicHost = hostOf(new URL(app.settings.publicUrl).host);
  // Two requests for the same missing size share one encoding.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(source: string, target: string, width: number, quality: number, format: Format): Promise<Buffer> {
    const image = sharp(source).resize({ width, withoutEnlargement: true });
    // AVIF effort 2 of 9: encoding at the default effort costs seconds per picture on 2 cores.
    const encoded = await (format === 'avif' ? image.avif({ quality, effort: 2 }) : image.toFormat(format, { quality })).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed: a parallel request or instance never reads half a file.
    const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, encoded);
    await rename(partial, target);
    return encoded;
  }

  app.withTypeProvider<ZodTypeProvider>().get('/api/custom-loader', { schema: customLoaderSchema }, async (request, reply) => {
    const { url, w, q } = request.query;
    const name = imageFileName(url, new Set([publicHost, hostOf(request.host)]));
    if (!name) throw new HttpError(400, IMAGE_MESSAGES.url);
    await localPicture(pictures, options.imagesDir, name);
    const source = join(options.imagesDir, name);
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, IMAGE_MESSAGES.notFound);

    const [base, extension = ''] = name.split('.');
    const format = formatFor(request.headers.accept, extension);
    const target = join(cacheDir, `${base}-${extension}-${Math.trunc(info.mtimeMs).toString(36)}-w${w}-q${q}.${format}`);
    let body: Buffer | null = await readFile(target).catch(() => null);
    void reply.header('x-cache', body ? 'HIT' : 'MISS');
    if (!body) {
      let pending = inFlight.get(target);
      if (!pending) {
        pending = render(source, target, w, q, format).finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      body = await pending;
    }
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('vary', 'Accept')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
