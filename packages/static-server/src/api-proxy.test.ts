import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStaticServer } from './server';

// Issue 24 item 3: the shell's /api proxy answered 500 «write EPIPE» to a body over the API's limit
// and to any `Expect: 100-continue`, with Node's error code in the body.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** 100 Continue came before the answer. */
  continued: boolean;
}

/** A request over a real socket (inject has no Expect handshake and no broken pipe). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | Buffer[]; waitForContinue?: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(url, { method: options.method ?? 'POST', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), continued }),
      );
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body is written: that is its right.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const writeBody = () => {
      for (const part of [options.body ?? []].flat()) req.write(part);
      req.end();
    };
    if (options.waitForContinue) {
      req.on('continue', () => {
        continued = true;
        writeBody();
      });
      req.flushHeaders();
    } else writeBody();
  });
}

const addressOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/** An upstream with the API's body limit (1 MB) that says what it received. */
async function startUpstream(): Promise<FastifyInstance> {
  const upstream = Fastify({ bodyLimit: 1024 * 1024 });
  upstream.removeAllContentTypeParsers();
  upstream.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  upstream.post('/api/echo', async (request) => ({
    bytes: Buffer.isBuffer(request.body) ? request.body.length : -1,
    expect: request.headers.expect ?? null,
  }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  return upstream;
}

async function startShell(apiUpstream: string): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'store-proxy-'));
  writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
  const shell = await buildStaticServer({ root: dir, spa: true, apiUpstream });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  return shell;
}

const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: 'Слишком большой запрос' };

describe('the /api proxy answers bad bodies as the API does (issue 24 item 3)', () => {
  let upstream: FastifyInstance;
  let shell: FastifyInstance;
  beforeAll(async () => {
    upstream = await startUpstream();
    shell = await startShell(addressOf(upstream));
  });
  afterAll(async () => {
    await shell.close();
    await upstream.close();
  });

  it('passes a body within the limit through', async () => {
    const body = Buffer.from(JSON.stringify({ text: 'а'.repeat(1000) }));
    const answer = await send(`${addressOf(shell)}/api/echo`, { headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: body.length, expect: null });
  });

  it('answers 413 with the Russian body to a body over the limit, not 500 «write EPIPE»', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 'a');
    const answer = await send(`${addressOf(shell)}/api/echo`, {
      headers: { 'content-type': 'application/json', 'content-length': body.length },
      body,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  it('answers 413 to a chunked body (no Content-Length) that grows over the limit', async () => {
    const parts = Array.from({ length: 24 }, () => Buffer.alloc(128 * 1024, 'b'));
    const answer = await send(`${addressOf(shell)}/api/echo`, {
      headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      body: parts,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  it('handles Expect: 100-continue like the API: «100 Continue», then the answer', async () => {
    const body = Buffer.from('{"ok":true}');
    const answer = await send(`${addressOf(shell)}/api/echo`, {
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
      body,
      waitForContinue: true,
    });
    expect(answer.continued).toBe(true);
    expect(answer.status).toBe(200);
    // The proxy met the expectation itself; the API gets an ordinary request.
    expect(JSON.parse(answer.body)).toEqual({ bytes: body.length, expect: null });
  });

  it('answers 413 to Expect: 100-continue announcing a body over the limit', async () => {
    const answer = await send(`${addressOf(shell)}/api/echo`, {
      headers: { 'content-type': 'application/json', 'content-length': 5 * 1024 * 1024, expect: '100-continue' },
      body: Buffer.alloc(0),
      waitForContinue: false,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });
});

describe("the proxy's own failures say nothing of its insides", () => {
  it('answers a Russian 502 without an error code when the API does not answer', async () => {
    const upstream = await startUpstream();
    const dead = addressOf(upstream);
    await upstream.close();
    const shell = await startShell(dead);
    const answer = await send(`${addressOf(shell)}/api/echo`, { headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Сервис временно недоступен. Попробуйте позже.',
    });
    expect(answer.body).not.toMatch(/ECONNREFUSED|EPIPE|code/);
    await shell.close();
  });
});
