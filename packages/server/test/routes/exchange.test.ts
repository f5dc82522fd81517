import { API_BODY_LIMIT } from '@store/static-server/src/api-proxy';
import { EXCHANGE_TEXTS } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';
import { ExchangeClient, exchangeSettings, importXml, picture, zipOf, EXCHANGE_PASSWORD } from '../helpers/commerceml';

/**
 * The protocol of 1C's exchange (issue 38 step 1): checkauth over HTTP Basic, the session in the
 * database, init, files appended per name and confined to the session's folder, archives unpacked
 * with the same confinement.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { exchange: { ...exchangeSettings } as never } });
});
afterAll(async () => ctx?.close());

const small = importXml({
  groups: [{ id: 'g-1', name: 'Инструмент' }],
  products: [{ id: 'p-1', name: 'Дрель тестовая', sku: 'DR-1', groups: ['g-1'] }],
});

describe('checkauth', () => {
  it('starts a session over HTTP Basic: success, the cookie name and value, sessid and timestamp', async () => {
    const client = new ExchangeClient(ctx.app);
    const answer = await client.checkauth();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.lines[0]).toBe('success');
    expect(answer.lines[1]).toBe('store_exchange');
    expect(answer.lines[2]).toMatch(/^[\w-]{40,}$/);
    expect(answer.lines[3]).toMatch(/^sessid=\d+$/);
    expect(answer.lines[4]).toMatch(/^timestamp=\d+$/);
    // Only the cookie's hash is kept.
    const rows = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM exchange_sessions');
    expect(rows.map((r) => r.token_hash)).not.toContain(answer.lines[2]);
  });

  it('refuses a wrong password, a wrong login and no credentials with failure in Russian (401)', async () => {
    for (const credentials of [
      { login: 'obmen-1c', password: 'не тот пароль' },
      { login: 'кто-то', password: EXCHANGE_PASSWORD },
    ]) {
      const answer = await new ExchangeClient(ctx.app, 'catalog', credentials).checkauth();
      expect(answer.status).toBe(401);
      expect(answer.lines).toEqual(['failure', EXCHANGE_TEXTS.wrongCredentials]);
    }
    const none = await new ExchangeClient(ctx.app).get('checkauth');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Basic');
  });

  it('answers every later request without the session cookie with failure (401)', async () => {
    const client = new ExchangeClient(ctx.app);
    const answer = await client.get('init');
    expect(answer.status).toBe(401);
    expect(answer.lines).toEqual(['failure', EXCHANGE_TEXTS.noSession]);
    client.cookie = 'store_exchange=forged-value';
    expect((await client.get('init')).status).toBe(401);
  });

  it('is off while the exchange has no login and password', async () => {
    const saved = ctx.app.settings.exchange;
    ctx.app.settings.exchange = { ...saved, credentials: null };
    try {
      const answer = await new ExchangeClient(ctx.app).checkauth();
      expect(answer.status).toBe(403);
      expect(answer.lines).toEqual(['failure', EXCHANGE_TEXTS.disabled]);
    } finally {
      ctx.app.settings.exchange = saved;
    }
  });

  it('keeps sessions of the catalogue and of the orders apart', async () => {
    const client = new ExchangeClient(ctx.app, 'catalog');
    await client.checkauth();
    const sale = new ExchangeClient(ctx.app, 'sale');
    sale.cookie = client.cookie;
    expect((await sale.get('init')).lines).toEqual(['failure', EXCHANGE_TEXTS.wrongType]);
  });
});

describe('init and file', () => {
  it('offers zip and a file_limit the shell’s /api proxy lets through', async () => {
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    const answer = await client.get('init', { version: '2.10' });
    expect(answer.lines[0]).toBe('zip=yes');
    const limit = Number(/^file_limit=(\d+)$/.exec(answer.lines[1]!)?.[1]);
    expect(limit).toBeGreaterThan(100_000);
    expect(limit).toBeLessThanOrEqual(API_BODY_LIMIT);
  });

  it('refuses names that leave the session’s folder, and keeps nothing of them', async () => {
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.get('init');
    for (const name of ['../import.xml', '/etc/passwd', 'a/../../b.xml', 'C:\\Windows\\x.xml', '..\\..\\x.xml', 'import_files/../../x']) {
      const [answer] = await client.upload(name, 'данные');
      expect(answer!.status).toBe(400);
      expect(answer!.lines).toEqual(['failure', EXCHANGE_TEXTS.badFileName]);
    }
    const control = (await client.upload('x\u0001.xml', 'данные'))[0]!;
    expect(control.status).toBe(400);
    expect(control.lines[0]).toBe('failure');
    const [{ n }] = (await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM exchange_files f JOIN exchange_sessions s ON s.id = f.session_id WHERE s.token_hash IS NOT NULL AND f.name LIKE '%..%'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('appends the POSTs of one name in order: a file larger than file_limit arrives whole', async () => {
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.get('init');
    const answers = await client.upload('import.xml', small, 97);
    expect(answers.length).toBeGreaterThan(3);
    for (const answer of answers) expect(answer.lines[0]).toBe('success');
    const [file] = await ctx.db.query<{ id: number; size: number; chunks: number }>(
      `SELECT f.id, f.size, f.chunks FROM exchange_files f WHERE f.name = 'import.xml' ORDER BY f.id DESC LIMIT 1`,
    );
    expect(file!.size).toBe(Buffer.byteLength(small));
    expect(file!.chunks).toBe(answers.length);
    const parts = await ctx.db.query<{ data: Uint8Array }>('SELECT data FROM exchange_file_chunks WHERE file_id = $1 ORDER BY seq', [
      file!.id,
    ]);
    expect(Buffer.concat(parts.map((p) => Buffer.from(p.data))).toString('utf8')).toBe(small);
    const imported = await client.importUntilDone('import.xml');
    expect(imported[imported.length - 1]!.lines[0]).toBe('success');
  });

  it('refuses an empty body and a missing file name', async () => {
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    const noName = await client.get('file');
    expect(noName.lines).toEqual(['failure', EXCHANGE_TEXTS.noFileName]);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/exchange/1c?type=catalog&mode=file&filename=a.xml',
      headers: { cookie: client.cookie },
    });
    expect(empty.body).toBe(`failure\n${EXCHANGE_TEXTS.emptyBody}`);
  });

  it('init empties the session’s folder', async () => {
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.upload('import.xml', small);
    await client.get('init');
    const answer = await client.get('import', { filename: 'import.xml' });
    expect(answer.lines[0]).toBe('failure');
    expect(answer.lines[1]).toContain(EXCHANGE_TEXTS.fileMissing);
  });
});

describe('archives', () => {
  it('unpacks a zip (chunked) into the folder: its XML imports, its pictures are files of the session', async () => {
    const zip = await zipOf({ 'import.xml': small, 'import_files/ab/p1.jpg': picture('p1') });
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.get('init');
    await client.upload('v8_1A2B_1.zip', zip, 100);
    const answers = await client.importUntilDone('import.xml');
    expect(answers[answers.length - 1]!.lines[0]).toBe('success');
    const names = await ctx.db.query<{ name: string; size: number }>(
      `SELECT name, size FROM exchange_files WHERE session_id = (SELECT max(id) FROM exchange_sessions) ORDER BY name`,
    );
    expect(names.map((n) => n.name)).toEqual(['import.xml', 'import_files/ab/p1.jpg', 'v8_1A2B_1.zip']);
    expect(names[1]!.size).toBe(picture('p1').length);
  });

  it('fails an archive with an entry that leaves the folder, and keeps none of its entries', async () => {
    // yazl refuses such a name: the entry is named «aa/evil.xml» and renamed in the archive's bytes.
    const zip = await zipOf({ 'ok.xml': small, 'aa/evil.xml': 'зло' });
    const evil = Buffer.from(zip.toString('latin1').replaceAll('aa/evil.xml', '../evil.xml'), 'latin1');
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.get('init');
    await client.upload('v8_evil.zip', evil);
    const answer = await client.get('import', { filename: 'ok.xml' });
    expect(answer.lines[0]).toBe('failure');
    expect(answer.lines[1]).toContain(EXCHANGE_TEXTS.zipEntryOutside);
    const rows = await ctx.db.query<{ name: string }>(
      `SELECT name FROM exchange_files WHERE session_id = (SELECT max(id) FROM exchange_sessions) AND from_zip IS NOT NULL AND name LIKE '%evil%'`,
    );
    expect(rows).toEqual([]);
  });

  it('fails an archive that unpacks to more than the limit', async () => {
    const saved = ctx.app.settings.exchange;
    ctx.app.settings.exchange = { ...saved, unzipLimit: 10_000 };
    try {
      const zip = await zipOf({ 'big.xml': 'x'.repeat(50_000) });
      const client = new ExchangeClient(ctx.app);
      await client.checkauth();
      await client.get('init');
      await client.upload('v8_big.zip', zip);
      const answer = await client.get('import', { filename: 'big.xml' });
      expect(answer.lines).toEqual(['failure', `v8_big.zip: ${EXCHANGE_TEXTS.zipTooLarge}`]);
    } finally {
      ctx.app.settings.exchange = saved;
    }
  });

  it('unpacks a big entry over several calls, each within its step, and the file comes out whole', async () => {
    const saved = ctx.app.settings.exchange;
    // A step that is over at once: each call still writes one piece (1 MB) of the 4.8 MB entry, so
    // the entry takes several calls on any machine, fast or loaded.
    ctx.app.settings.exchange = { ...saved, stepMs: 1 };
    try {
      const big = importXml({
        catalogId: 'cat-big-zip',
        products: Array.from({ length: 400 }, (_, i) => ({
          id: `bz-${i}`,
          name: `Большой ${i}`,
          description: `${i}:`.padEnd(12_000, 'ж'),
        })),
      });
      const client = new ExchangeClient(ctx.app);
      await client.checkauth();
      await client.get('init');
      await client.upload('v8_bigentry.zip', await zipOf({ 'import.xml': big }));
      const answers = await client.importUntilDone('import.xml');
      expect(answers.filter((a) => a.body.includes('распаковка архива')).length).toBeGreaterThan(1);
      expect(answers[answers.length - 1]!.lines[0]).toBe('success');
      const [file] = await ctx.db.query<{ size: number }>(
        `SELECT size FROM exchange_files WHERE name = 'import.xml' AND session_id = (SELECT max(id) FROM exchange_sessions)`,
      );
      expect(file!.size).toBe(Buffer.byteLength(big));
      const [{ n }] = (await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE external_id LIKE 'bz-%'")) as [
        { n: number },
      ];
      expect(n).toBe(400);
    } finally {
      ctx.app.settings.exchange = saved;
    }
  });

  it('fails a file that is no zip', async () => {
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.get('init');
    await client.upload('v8_broken.zip', 'это не архив');
    const answer = await client.get('import', { filename: 'import.xml' });
    expect(answer.lines).toEqual(['failure', `v8_broken.zip: ${EXCHANGE_TEXTS.zipBad}`]);
  });
});
