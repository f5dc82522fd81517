import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local reCAPTCHA siteverify for tests and production-mode journeys, as Google documents it
 * (https://developers.google.com/recaptcha/docs/verify): `POST /recaptcha/api/siteverify` with
 * form fields `secret`, `response`, `remoteip`; the answer `{ success, challenge_ts, hostname }`
 * or `{ success: false, "error-codes": [...] }` (missing-input-secret, invalid-input-secret,
 * missing-input-response, invalid-input-response, timeout-or-duplicate). A token is what the
 * widget gives a browser: single use, valid two minutes. Listens on 127.0.0.1 only.
 */

export interface RecaptchaFakeOptions {
  secret?: string;
  /** The site the widget runs on (siteverify's `hostname`). */
  hostname?: string;
  now?: () => Date;
}

export type RecaptchaFailure = { kind: 'http'; status: number } | { kind: 'hang' } | { kind: 'malformed'; body: string };

export interface RecaptchaFake {
  /** The siteverify address for RECAPTCHA_URL. */
  url: string;
  secret: string;
  /** A fresh token, as the widget gives one to a shopper who passed it. */
  issueToken(): string;
  /** Every siteverify call's fields (the secret included, as Google receives it). */
  requests: Record<string, string>[];
  failWith(failure: RecaptchaFailure | null): void;
  stop(): Promise<void>;
}

const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
const PATH = '/recaptcha/api/siteverify';

export async function startRecaptchaFake(options: RecaptchaFakeOptions = {}): Promise<RecaptchaFake> {
  const secret = options.secret ?? 'recaptcha-test-secret';
  const now = options.now ?? (() => new Date());
  /** Token → when the widget issued it; removed once verified (single use). */
  const issued = new Map<string, Date>();
  const spent = new Set<string>();
  const requests: Record<string, string>[] = [];
  let failure: RecaptchaFailure | null = null;

  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname !== PATH) {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
        return;
      }
      const fields = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(fields);
      if (failure?.kind === 'hang') return;
      if (failure?.kind === 'http') {
        response.writeHead(failure.status, { 'content-type': 'text/html' }).end(`<h1>${failure.status}</h1>`);
        return;
      }
      if (failure?.kind === 'malformed') {
        response.writeHead(200, { 'content-type': 'text/html' }).end(failure.body);
        return;
      }
      const errors: string[] = [];
      if (!fields.secret) errors.push('missing-input-secret');
      else if (fields.secret !== secret) errors.push('invalid-input-secret');
      const token = fields.response ?? '';
      const issuedAt = issued.get(token);
      if (!token) errors.push('missing-input-response');
      else if (spent.has(token)) errors.push('timeout-or-duplicate');
      else if (!issuedAt) errors.push('invalid-input-response');
      else if (now().getTime() - issuedAt.getTime() > TOKEN_LIFETIME_MS) errors.push('timeout-or-duplicate');
      const answer =
        errors.length > 0
          ? { success: false, 'error-codes': errors }
          : { success: true, challenge_ts: issuedAt!.toISOString().replace(/\.\d{3}Z$/, 'Z'), hostname: options.hostname ?? '127.0.0.1' };
      // A token is verified once (Google: "can only be verified once"), whatever the answer.
      if (issuedAt) {
        issued.delete(token);
        spent.add(token);
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
    })().catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${PATH}`,
    secret,
    issueToken() {
      const token = `03A${randomBytes(24).toString('base64url')}`;
      issued.set(token, now());
      return token;
    },
    requests,
    failWith(next) {
      failure = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
