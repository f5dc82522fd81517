import { IMAGE_QUALITY_DEFAULT } from '@store/domain';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_MESSAGES } from '../../src/schemas/images';
import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // A PNG of our own, to see a browser without WebP/AVIF get the original format.
  writeFileSync(
    join(ctx.imagesDir, 'plain-card.png'),
    await sharp({ create: { width: 500, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => ctx?.close());

const load = (query: string, accept?: string) => ctx.app.inject({ url: `/api/custom-loader?${query}`, headers: accept ? { accept } : {} });
const WEBP = 'image/avif;q=0,image/webp,*/*';
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

describe('GET /api/custom-loader (SPEC §2 image proxy)', () => {
  it('resizes our picture to the width, as WebP for a browser that takes it, with long cache headers and Vary: Accept', async () => {
    const res = await load('url=noutbuki.webp&w=256&q=60', 'image/webp,*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256 });
  });

  it('serves a second request from the disk cache under <imagesDir>/.cache', async () => {
    const url = 'url=%2Fapi%2Ffile%2Fdreli.webp%3Fdir%3Dstore%2Cproduct&w=384&q=70';
    const first = await load(url, 'image/webp');
    const second = await load(url, 'image/webp');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      readdirSync(join(ctx.imagesDir, '.cache')).filter((f) => f.startsWith('dreli-webp-') && f.endsWith('-w384-q70.webp')),
    ).toHaveLength(1);
  });

  it(`the quality defaults to ${IMAGE_QUALITY_DEFAULT}`, async () => {
    const implicit = await load('url=perforatory.webp&w=128', 'image/webp');
    const explicit = await load(`url=perforatory.webp&w=128&q=${IMAGE_QUALITY_DEFAULT}`, 'image/webp');
    expect(implicit.headers['x-cache']).toBe('MISS');
    expect(explicit.headers['x-cache']).toBe('HIT');
    expect(
      readdirSync(join(ctx.imagesDir, '.cache')).some((f) => f.startsWith('perforatory-') && f.endsWith(`-q${IMAGE_QUALITY_DEFAULT}.webp`)),
    ).toBe(true);
  });

  it('AVIF when the browser accepts it; the original format when it takes neither', async () => {
    const avif = await load('url=noutbuki.webp&w=64', 'image/avif,image/webp,*/*');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(64);
    const png = await load('url=plain-card.png&w=96', 'image/png,*/*');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 96 });
    const plain = await load('url=noutbuki.webp&w=96');
    expect(plain.headers['content-type']).toBe('image/webp');
    const refused = await load('url=noutbuki.webp&w=96', WEBP);
    expect(refused.headers['content-type']).toBe('image/webp');
    const noWebp = await load('url=plain-card.png&w=96', 'image/webp;q=0, image/*;q=0.8');
    expect(noWebp.headers['content-type']).toBe('image/png');
  });

  it('never enlarges a picture beyond its own width', async () => {
    const res = await load('url=noutbuki.webp&w=1200', WEBP);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
  });

  it('accepts an absolute URL of our own host', async () => {
    const own = encodeURIComponent('http://127.0.0.1:3000/api/file/noutbuki.webp?dir=store,product');
    expect((await load(`url=${own}&w=64`, WEBP)).statusCode).toBe(200);
    const sameHost = encodeURIComponent('http://localhost/api/file/noutbuki.webp');
    expect((await load(`url=${sameHost}&w=64`, WEBP)).statusCode).toBe(200);
  });

  it.each([
    ['another host', 'https://evil.example/api/file/noutbuki.webp'],
    ['a protocol-relative host', '//evil.example/noutbuki.webp'],
    ['our host with credentials', 'http://user:pw@localhost/api/file/noutbuki.webp'],
    ['a file scheme', 'file:///etc/passwd'],
    ['a javascript scheme', 'javascript:alert(1)'],
    ['a parent path', '../noutbuki.webp'],
    ['an encoded parent path', '%2e%2e%2fnoutbuki.webp'],
    ['a path inside the file route', '/api/file/../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['the cache directory', '.cache/noutbuki.webp'],
    ['a non-image', 'readme.txt'],
    ['an SVG', 'logo.svg'],
    ['a foreign dir', '/api/file/noutbuki.webp?dir=..'],
    ['an empty url', ''],
  ])('refuses %s with a Russian 400', async (_case, url) => {
    const res = await load(`url=${encodeURIComponent(url)}&w=64`, WEBP);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain(IMAGE_MESSAGES.url);
  });

  it.each(['100', '0', '-64', 'abc', '256.5', ''])('width %p outside the allow-list → 400', async (w) => {
    const res = await load(`url=noutbuki.webp&w=${w}`, WEBP);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain(IMAGE_MESSAGES.width);
  });

  it('a missing width → 400', async () => {
    const res = await load('url=noutbuki.webp', WEBP);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain(IMAGE_MESSAGES.width);
  });

  it.each(['0', '101', '50.5', 'max'])('quality %p → 400', async (q) => {
    const res = await load(`url=noutbuki.webp&w=64&q=${q}`, WEBP);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain(IMAGE_MESSAGES.quality);
  });

  it('a well-formed name of a missing file → 404, and nothing is cached for it', async () => {
    const res = await load('url=net-takogo.webp&w=64', WEBP);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(IMAGE_MESSAGES.notFound);
    expect(
      existsSync(join(ctx.imagesDir, '.cache')) && readdirSync(join(ctx.imagesDir, '.cache')).some((f) => f.startsWith('net-takogo')),
    ).toBe(false);
  });
});
