import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { DEFAULT_CITY, IMAGE_WIDTHS } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';
import { ExchangeClient, exchangeSettings, importXml, zipOf } from '../helpers/commerceml';

/**
 * Pictures in S3-compatible object storage (issue 38 step 6, decision 0057), proven against a
 * local fake of the S3 protocol (s3rver on loopback): stored once by content, served through the
 * file and custom-loader routes from a local copy made on first use.
 */
let fake: S3rver;
let endpoint: string;
let ctx: TestContext;
const bucket = 'store-pictures';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  fake = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-')) });
  const { port } = await fake.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'ru-central1', credentials, forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  ctx = await createTestContext(undefined, {
    settings: {
      exchange: { ...exchangeSettings } as never,
      pictures: { kind: 's3', endpoint, bucket, region: 'ru-central1', prefix: 'pictures/', ...credentials },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

it('keeps 1C’s pictures in the bucket once by content and serves them through /api/file and /api/custom-loader', async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const xml = importXml({
    catalogId: 'cat-s3',
    groups: [{ id: 'g-s3', name: 'Облако' }],
    products: [
      { id: 's3-1', name: 'Товар с картинкой', groups: ['g-s3'], pictures: ['import_files/s3/a.png'] },
      { id: 's3-2', name: 'Товар с той же картинкой', groups: ['g-s3'], pictures: ['import_files/s3/b.png'] },
    ],
  });
  const client = new ExchangeClient(ctx.app);
  await client.checkauth();
  await client.get('init');
  await client.upload('v8_s3.zip', await zipOf({ 'import.xml': xml, 'import_files/s3/a.png': png, 'import_files/s3/b.png': png }));
  const answers = await client.importUntilDone('import.xml');
  const last = answers[answers.length - 1]!;
  expect(last.lines[0]).toBe('success');
  // One picture under two names in 1C: one object.
  expect(last.body).toContain('картинок сохранено: 1');
  const [{ name }] = (await ctx.db.query<{ name: string }>(
    "SELECT i.name FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.external_id = 's3-1'",
  )) as [{ name: string }];
  const s3 = new S3Client({ endpoint, region: 'ru-central1', credentials, forcePathStyle: true });
  await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: `pictures/${name}` }))).resolves.toBeDefined();
  // Not on this instance's disk until a request asks for it.
  expect(existsSync(join(ctx.imagesDir, name))).toBe(false);

  const file = await ctx.app.inject({ url: `/api/file/${name}` });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(file.rawPayload.equals(png)).toBe(true);
  const resized = await ctx.app.inject({
    url: `/api/custom-loader?url=${encodeURIComponent(`/api/file/${name}`)}&w=${IMAGE_WIDTHS[0]}&q=75`,
    headers: { accept: 'image/webp' },
  });
  expect(resized.statusCode).toBe(200);
  expect(resized.headers['content-type']).toBe('image/webp');
  expect((await ctx.app.inject({ url: '/api/file/0000000000000000000000000000000000000000.png' })).statusCode).toBe(404);

  const product = (await ctx.db.query<{ id: number }>("SELECT id FROM products WHERE external_id = 's3-2'"))[0]!;
  const page = (await ctx.app.inject({ url: `/api/product/${product.id}?selectedCity=${DEFAULT_CITY.id}` })).json() as {
    productImages: { name: string }[];
  };
  expect(page.productImages.map((i) => i.name)).toEqual([name]);
});
